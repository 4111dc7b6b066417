import {
  FIELD_MESSAGES,
  hasErrors,
  newPasswordError,
  passwordFieldMessage,
  validateDeleteConfirmation,
  validateForgotPassword,
  validateProfileField,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from '../../src/domain/validation';

const M = FIELD_MESSAGES;

const validSignUp: SignUpValues = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'free@demo.test',
  password: 'Mindful#2026',
};

describe('FIELD_MESSAGES', () => {
  test('every field error has its own message key under validation', () => {
    const keys = Object.values(M);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^validation\.\w+$/u);
  });
});

describe('validateSignUp', () => {
  test('accepts a complete form', () => {
    expect(validateSignUp(validSignUp)).toEqual({});
  });

  test('requires every field of an empty form', () => {
    expect(validateSignUp({ firstName: '', lastName: '', email: '', password: '' })).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
    });
  });

  test('treats names and e-mail of only spaces as missing', () => {
    expect(
      validateSignUp({ ...validSignUp, firstName: '   ', lastName: '\t', email: '  ' }),
    ).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
    });
  });

  test.each([
    ['a b@c.de', M.invalidEmail],
    ['a@b', M.invalidEmail],
    ['not-an-email', M.invalidEmail],
    ['  free@demo.test  ', undefined],
    ['jürgen@exämple.de', undefined],
  ])('checks the e-mail %p', (email, error) => {
    expect(validateSignUp({ ...validSignUp, email }).email).toBe(error);
  });

  test.each([
    ['', M.passwordRequired],
    ['   ', M.passwordRequired],
    ['Abcde1!', M.passwordTooShort],
    ['  Abcde1!  ', M.passwordTooShort],
    ['abcdefgh', M.passwordWeak],
    ['Abcdefgh', M.passwordWeak],
    ['Abcdef1!', undefined],
  ])(
    'checks the password %p by the same rule as a reset, without its surrounding spaces',
    (password, error) => {
      expect(validateSignUp({ ...validSignUp, password }).password).toBe(error);
    },
  );

  test('reports only the fields in error', () => {
    expect(Object.keys(validateSignUp({ ...validSignUp, lastName: '' }))).toEqual(['lastName']);
  });
});

describe('validateSignIn', () => {
  test('accepts an e-mail and a password', () => {
    expect(validateSignIn({ email: 'member@demo.test', password: 'x' })).toEqual({});
  });

  test('a password of spaces alone is no password', () => {
    expect(validateSignIn({ email: 'member@demo.test', password: '   ' }).password).toBe(
      M.passwordRequired,
    );
  });

  test('requires both', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
  });

  test('does not apply the new-password length to an existing password', () => {
    expect(validateSignIn({ email: 'member@demo.test', password: 'short' })).toEqual({});
  });

  test('checks the shape of the e-mail', () => {
    expect(validateSignIn({ email: 'a@b', password: 'Mindful#2026' })).toEqual({
      email: M.invalidEmail,
    });
  });
});

describe('validateForgotPassword', () => {
  test.each([
    ['', { email: M.emailRequired }],
    ['   ', { email: M.emailRequired }],
    ['a b@c.de', { email: M.invalidEmail }],
    [' member@demo.test ', {}],
  ])('checks %p', (email, errors) => {
    expect(validateForgotPassword({ email })).toEqual(errors);
  });
});

describe('newPasswordError', () => {
  test.each([
    ['', M.passwordRequired],
    ['a', M.passwordTooShort],
    ['Abcdef!', M.passwordTooShort],
    ['Abcdefg!', null],
    ['abcdefgh', M.passwordWeak],
    ['abcdefg!', M.passwordWeak],
    ['Abcdefgh', M.passwordWeak],
    ['A much longer pass phrase', null],
  ])('gives %p the error %p', (password, error) => {
    expect(newPasswordError(password)).toBe(error);
  });
});

describe('passwordFieldMessage', () => {
  test('an error without a message of its own says the password is too short', () => {
    expect(passwordFieldMessage('')).toBe(M.passwordTooShort);
  });

  test('an error with a message keeps it', () => {
    expect(passwordFieldMessage(M.passwordRequired)).toBe(M.passwordRequired);
  });

  test.each([null, undefined])('no error (%p) gives no message', (error) => {
    expect(passwordFieldMessage(error)).toBeNull();
  });
});

describe('validateProfileField', () => {
  test.each([
    ['firstName', 'Alex', null],
    ['firstName', '', M.firstNameRequired],
    ['firstName', '   ', M.firstNameRequired],
    ['lastName', 'Morgan', null],
    ['lastName', '', M.lastNameRequired],
    ['email', 'alex@demo.test', null],
    ['email', ' alex@demo.test ', null],
    ['email', '', M.emailRequired],
    ['email', 'alex@demo', M.invalidEmail],
  ] as const)('for a password login, %s %p gives %p', (field, value, error) => {
    expect(validateProfileField(field, value, 'password')).toBe(error);
  });

  test.each(['google.com', 'apple.com', 'facebook.com', null] as const)(
    'a %p login may not change its e-mail, whatever the value',
    (provider) => {
      expect(validateProfileField('email', 'new@demo.test', provider)).toBe(M.emailNotEditable);
      expect(validateProfileField('email', '', provider)).toBe(M.emailNotEditable);
    },
  );

  test('a value missing at run time counts as empty', () => {
    const missing = undefined as unknown as string;
    expect(validateProfileField('firstName', missing, 'password')).toBe(M.firstNameRequired);
    expect(validateProfileField('email', missing, 'password')).toBe(M.emailRequired);
  });

  test('a social login may still change its names', () => {
    expect(validateProfileField('firstName', 'Riley', 'google.com')).toBeNull();
    expect(validateProfileField('lastName', '', 'apple.com')).toBe(M.lastNameRequired);
  });
});

describe('validateDeleteConfirmation', () => {
  test('continues only once the box is ticked', () => {
    expect(validateDeleteConfirmation(true)).toBeNull();
    expect(validateDeleteConfirmation(false)).toBe(M.confirmDeleteRequired);
  });
});

describe('hasErrors', () => {
  test('is false for no errors and true for any', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(validateSignUp(validSignUp))).toBe(false);
    expect(hasErrors({ email: M.emailRequired })).toBe(true);
    expect(hasErrors(validateSignIn({ email: '', password: 'x' }))).toBe(true);
  });
});
