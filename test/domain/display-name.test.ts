import {
  cutAtWord,
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

describe('cutAtWord: a name longer than the API takes is cut, not refused', () => {
  test('a text that fits is kept, tidied', () => {
    expect(cutAtWord('  Mary   Ann ', 50)).toBe('Mary Ann');
    expect(cutAtWord('A'.repeat(50), 50)).toBe('A'.repeat(50));
  });

  test('keeps the words that fit whole, and drops the rest', () => {
    const words = 'Maria Fernanda Guadalupe Alejandra Josefina Esperanza Luisa';
    expect(words.length).toBeGreaterThan(50);

    expect(cutAtWord(words, 50)).toBe('Maria Fernanda Guadalupe Alejandra Josefina');
  });

  test('a word that would end exactly at the bound is kept', () => {
    expect(cutAtWord(`${'a'.repeat(44)} bcdef ghi`, 50)).toBe(`${'a'.repeat(44)} bcdef`);
  });

  test('a single word longer than the bound is cut at it', () => {
    expect(cutAtWord('W'.repeat(60), 50)).toBe('W'.repeat(50));
    expect(cutAtWord(`${'W'.repeat(60)} Smith`, 50)).toBe('W'.repeat(50));
  });

  test('never cuts a character written with two code units in half', () => {
    const name = `${'a'.repeat(49)}😀b`;

    expect(cutAtWord(name, 50)).toBe('a'.repeat(49));
  });
});

describe('namesFromProvider: a provider’s name over 50 characters signs in, cut at a word', () => {
  const longFirst = 'Maria Fernanda Guadalupe Alejandra Josefina Esperanza';

  test('each part is cut at a word to 50 characters', () => {
    expect(namesFromProvider(`${longFirst} ${'Q'.repeat(55)}`, null)).toEqual({
      firstName: 'Maria Fernanda Guadalupe Alejandra Josefina',
      lastName: 'Q'.repeat(50),
    });
  });

  test('what was saved of a long name is the profile’s own: the next sign-in saves nothing', () => {
    const saved = namesFromProvider(`${longFirst} Ortega`, null);

    expect(saved).toEqual({
      firstName: 'Maria Fernanda Guadalupe Alejandra Josefina',
      lastName: 'Ortega',
    });
    expect(namesFromProvider(`${longFirst} Ortega`, saved)).toBeNull();
  });

  test('a long name that differs from the profile’s is saved, cut', () => {
    expect(
      namesFromProvider(`${longFirst} Ortega`, { firstName: 'Maria', lastName: 'Ortega' }),
    ).toEqual({ firstName: 'Maria Fernanda Guadalupe Alejandra Josefina', lastName: 'Ortega' });
  });
});
