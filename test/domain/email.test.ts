import { isEmail, normaliseEmail } from '../../src/domain/email';

describe('normaliseEmail', () => {
  test.each([
    ['  sam@demo.test  ', 'sam@demo.test'],
    ['\tsam@demo.test\n', 'sam@demo.test'],
    ['sam@demo.test', 'sam@demo.test'],
    ['   ', ''],
  ])('trims %p to %p', (value, email) => {
    expect(normaliseEmail(value)).toBe(email);
  });

  test('keeps the case the person typed', () => {
    expect(normaliseEmail('Sam.Rivera@Demo.Test')).toBe('Sam.Rivera@Demo.Test');
  });
});

describe('isEmail', () => {
  test.each([
    'free@demo.test',
    'sam.rivera+portal@mail.example.co.uk',
    'UPPER@EXAMPLE.COM',
    'jürgen@exämple.de',
    '用户@例子.中国',
    '  member@demo.test  ',
    '\tmember@demo.test\n',
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
