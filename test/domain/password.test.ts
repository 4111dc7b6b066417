import {
  isPasswordAcceptable,
  passwordAsSaved,
  passwordChecklist,
} from '../../src/domain/password';

describe('passwordChecklist', () => {
  test.each([
    ['Abcdefg!', { minLength: true, notOnlyLowerCase: true, specialCharacter: true }],
    ['abcdefg!', { minLength: true, notOnlyLowerCase: false, specialCharacter: true }],
    ['Abcdefgh', { minLength: true, notOnlyLowerCase: true, specialCharacter: false }],
    ['Abcdef1!', { minLength: true, notOnlyLowerCase: true, specialCharacter: true }],
    ['Abcdefg1', { minLength: true, notOnlyLowerCase: true, specialCharacter: false }],
    ['Abcdef!', { minLength: false, notOnlyLowerCase: true, specialCharacter: true }],
    ['abcdefg', { minLength: false, notOnlyLowerCase: false, specialCharacter: false }],
    ['', { minLength: false, notOnlyLowerCase: false, specialCharacter: false }],
    ['ABCDEFG!', { minLength: true, notOnlyLowerCase: true, specialCharacter: true }],
    ['abc defg', { minLength: true, notOnlyLowerCase: false, specialCharacter: true }],
    ['12345678', { minLength: true, notOnlyLowerCase: false, specialCharacter: false }],
    ['Mindful#2026', { minLength: true, notOnlyLowerCase: true, specialCharacter: true }],
    ['Ärger_über', { minLength: true, notOnlyLowerCase: true, specialCharacter: true }],
    ['Überlegen', { minLength: true, notOnlyLowerCase: true, specialCharacter: false }],
  ])('checks %p', (password, checklist) => {
    expect(passwordChecklist(password)).toEqual(checklist);
  });

  test('needs at least 8 characters: 7 is too few, 8 is enough', () => {
    expect(passwordChecklist('Abcde1!').minLength).toBe(false);
    expect(passwordChecklist('Abcdef1!').minLength).toBe(true);
  });

  test.each(['0123456789', '٣٤٥', '½'])('does not count the digits %p as special', (digits) => {
    expect(passwordChecklist(`Abcdefgh${digits}`).specialCharacter).toBe(false);
  });

  test.each(['!', '#', ' ', '_', '-', '€', '.'])('counts %p as special', (special) => {
    expect(passwordChecklist(`Abcdefgh${special}`).specialCharacter).toBe(true);
  });
});

describe('isPasswordAcceptable', () => {
  test.each(['Abcdefg!', 'Mindful#2026', 'ABCDEFG!', 'Pass word'])('accepts %p', (password) => {
    expect(isPasswordAcceptable(password)).toBe(true);
  });

  test.each([
    ['too short', 'Abcdef!'],
    ['all lower case', 'abcdefg!'],
    ['no special character', 'Abcdefgh'],
    ['digits only as non-letters', 'Abcdefg1'],
    ['empty', ''],
  ])('refuses a password that is %s (%p)', (_label, password) => {
    expect(isPasswordAcceptable(password)).toBe(false);
  });
});

describe('passwordAsSaved', () => {
  test.each([
    ['  Mindful#2026  ', 'Mindful#2026'],
    ['\tMindful#2026\n', 'Mindful#2026'],
    ['Mind ful#2026', 'Mind ful#2026'],
  ])('keeps %p as %p: only the spaces around it go', (typed, saved) => {
    expect(passwordAsSaved(typed)).toBe(saved);
  });
});
