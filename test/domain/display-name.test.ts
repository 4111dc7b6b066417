import {
  joinDisplayName,
  namesFromProvider,
  splitDisplayName,
} from '../../src/domain/display-name';

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

describe('namesFromProvider: a saved name is never re-split', () => {
  const saved = { firstName: 'Mary Ann', lastName: 'van der Berg' };

  test('the provider’s name is the profile’s own "first last": nothing to save', () => {
    expect(namesFromProvider('Mary Ann van der Berg', saved)).toBeNull();
    expect(namesFromProvider('  Mary  Ann van der Berg ', saved)).toBeNull();
  });

  test('a name changed at the provider is saved, split', () => {
    expect(namesFromProvider('Mary Ann Smith', saved)).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
  });

  test('no profile yet: the provider’s name, split', () => {
    expect(namesFromProvider('Riley Chen', null)).toEqual({ firstName: 'Riley', lastName: 'Chen' });
  });

  test.each([null, undefined, '', '   '])('an empty display name (%j) changes nothing', (name) => {
    expect(namesFromProvider(name, saved)).toBeNull();
  });
});
