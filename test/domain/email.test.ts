import { isEmail, normaliseEmail } from '../../src/domain/email';

describe('normaliseEmail', () => {
  test.each([
    ['  sam@example.com  ', 'sam@example.com'],
    ['\tsam@example.com\n', 'sam@example.com'],
    ['sam@example.com', 'sam@example.com'],
    ['   ', ''],
  ])('trims %p to %p', (value, email) => {
    expect(normaliseEmail(value)).toBe(email);
  });

  test('keeps the case the person typed', () => {
    expect(normaliseEmail('Sam.Rivera@Example.COM')).toBe('Sam.Rivera@Example.COM');
  });
});

describe('isEmail', () => {
  test.each([
    'free@example.com',
    'sam.rivera+portal@mail.example.co.uk',
    'UPPER@EXAMPLE.COM',
    'jürgen@exämple.de',
    '用户@例子.中国',
    '  member@example.com  ',
    '\tmember@example.com\n',
  ])('accepts %p', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  test.each([
    ['an empty value', ''],
    ['only spaces', '   '],
    ['an inner space in the local part', 'a b@c.de'],
    ['an inner space in the domain', 'ab@c d.de'],
    ['a domain without a dot', 'a@b'],
    ['no @', 'ab.de'],
    ['two @', 'a@b@c.de'],
    ['nothing before the @', '@c.de'],
    ['nothing after the @', 'a@'],
    ['a domain starting with a dot', 'a@.c.de'],
    ['a domain ending with a dot', 'a@c.de.'],
    ['two dots in a row in the domain', 'a@c..de'],
    ['a non-breaking space', 'a\u00a0b@c.de'],
  ])('rejects %s (%p)', (_label, value) => {
    expect(isEmail(value)).toBe(false);
  });
});
