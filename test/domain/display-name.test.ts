import { joinDisplayName, splitDisplayName } from '../../src/domain/display-name';

describe('splitDisplayName', () => {
  test.each([
    ['Alex Morgan', 'Alex', 'Morgan'],
    ['  Mary   Ann  Smith ', 'Mary Ann', 'Smith'],
    ['Mary Ann Smith', 'Mary Ann', 'Smith'],
    ['Cher', 'Cher', ''],
    ['  Cher  ', 'Cher', ''],
    ['Jürgen Müller', 'Jürgen', 'Müller'],
    ['Anne\tMarie\nDupont', 'Anne Marie', 'Dupont'],
    ['', '', ''],
    ['     ', '', ''],
  ])('splits %p into %p and %p', (displayName, firstName, lastName) => {
    expect(splitDisplayName(displayName)).toEqual({ firstName, lastName });
  });

  test.each([null, undefined])('gives empty names for %p', (displayName) => {
    expect(splitDisplayName(displayName)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('joinDisplayName', () => {
  test.each([
    ['Alex', 'Morgan', 'Alex Morgan'],
    ['  Mary Ann ', ' Smith  ', 'Mary Ann Smith'],
    ['Cher', '', 'Cher'],
    ['', 'Smith', 'Smith'],
    ['  ', '  ', ''],
    ['', '', ''],
  ])('joins %p and %p into %p', (firstName, lastName, displayName) => {
    expect(joinDisplayName({ firstName, lastName })).toBe(displayName);
  });

  test('joining what was split gives the tidied name back', () => {
    expect(joinDisplayName(splitDisplayName('  Mary   Ann  Smith '))).toBe('Mary Ann Smith');
  });
});
