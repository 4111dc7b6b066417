import { boundedQueryValue, INPUT_BOUNDS, isTooLong } from '../../src/domain/input-bounds';
import {
  FIELD_ERRORS,
  hasErrors,
  newPasswordError,
  promoCodeError,
  validateDeleteConfirmation,
  validateForgotPassword,
  validateProfileField,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from '../../src/domain/validation';

const E = FIELD_ERRORS;

const validSignUp: SignUpValues = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'free@example.com',
  password: 'Mindful#2026',
};

describe('FIELD_ERRORS', () => {
  test('every field error has its own code under validation/, not a catalogue key', () => {
    const codes = Object.values(E);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^validation\/[a-z-]+$/u);
  });
});

describe('validateSignUp', () => {
  test('accepts a complete form', () => {
    expect(validateSignUp(validSignUp)).toEqual({});
  });

  test('requires every field of an empty form', () => {
    expect(validateSignUp({ firstName: '', lastName: '', email: '', password: '' })).toEqual({
      firstName: E.required,
      lastName: E.required,
      email: E.required,
      password: E.required,
    });
  });

  test('treats names and e-mail of only spaces as missing', () => {
    expect(
      validateSignUp({ ...validSignUp, firstName: '   ', lastName: '\t', email: '  ' }),
    ).toEqual({
      firstName: E.required,
      lastName: E.required,
      email: E.required,
    });
  });

  test.each([
    ['a b@c.de', E.invalidEmail],
    ['a@b', E.invalidEmail],
    ['not-an-email', E.invalidEmail],
    ['  free@example.com  ', undefined],
    ['jürgen@exämple.de', undefined],
  ])('checks the e-mail %p', (email, error) => {
    expect(validateSignUp({ ...validSignUp, email }).email).toBe(error);
  });

  test.each([
    ['', E.required],
    ['   ', E.required],
    ['Abcde1!', E.tooShort],
    ['  Abcde1!  ', E.tooShort],
    ['abcdefgh', E.weakPassword],
    ['Abcdefgh', E.weakPassword],
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
    expect(validateSignIn({ email: 'member@example.com', password: 'x' })).toEqual({});
  });

  test('a password of spaces alone is no password', () => {
    expect(validateSignIn({ email: 'member@example.com', password: '   ' }).password).toBe(
      E.required,
    );
  });

  test('requires both', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: E.required,
      password: E.required,
    });
  });

  test('does not apply the new-password length to an existing password', () => {
    expect(validateSignIn({ email: 'member@example.com', password: 'short' })).toEqual({});
  });

  test('checks the shape of the e-mail', () => {
    expect(validateSignIn({ email: 'a@b', password: 'Mindful#2026' })).toEqual({
      email: E.invalidEmail,
    });
  });
});

describe('validateForgotPassword', () => {
  test.each([
    ['', { email: E.required }],
    ['   ', { email: E.required }],
    ['a b@c.de', { email: E.invalidEmail }],
    [' member@example.com ', {}],
  ])('checks %p', (email, errors) => {
    expect(validateForgotPassword({ email })).toEqual(errors);
  });
});

describe('newPasswordError', () => {
  test.each([
    ['', E.required],
    ['a', E.tooShort],
    ['Abcdef!', E.tooShort],
    ['Abcdefg!', null],
    ['abcdefgh', E.weakPassword],
    ['abcdefg!', E.weakPassword],
    ['Abcdefgh', E.weakPassword],
    ['A much longer pass phrase', null],
  ])('gives %p the error %p', (password, error) => {
    expect(newPasswordError(password)).toBe(error);
  });
});

describe('validateProfileField', () => {
  test.each([
    ['firstName', 'Alex', null],
    ['firstName', '', E.required],
    ['firstName', '   ', E.required],
    ['lastName', 'Morgan', null],
    ['lastName', '', E.required],
    ['email', 'alex@example.com', null],
    ['email', ' alex@example.com ', null],
    ['email', '', E.required],
    ['email', 'alex@demo', E.invalidEmail],
  ] as const)('for a password login, %s %p gives %p', (field, value, error) => {
    expect(validateProfileField(field, value, 'password')).toBe(error);
  });

  test.each(['google.com', 'apple.com', 'facebook.com', null] as const)(
    'a %p login may not change its e-mail, whatever the value',
    (provider) => {
      expect(validateProfileField('email', 'new@example.com', provider)).toBe(E.notEditable);
      expect(validateProfileField('email', '', provider)).toBe(E.notEditable);
    },
  );

  test('a value missing at run time counts as empty', () => {
    const missing = undefined as unknown as string;
    expect(validateProfileField('firstName', missing, 'password')).toBe(E.required);
    expect(validateProfileField('email', missing, 'password')).toBe(E.required);
  });

  test('a social login may still change its names', () => {
    expect(validateProfileField('firstName', 'Riley', 'google.com')).toBeNull();
    expect(validateProfileField('lastName', '', 'apple.com')).toBe(E.required);
  });
});

describe('validateDeleteConfirmation', () => {
  test('continues only once the box is ticked', () => {
    expect(validateDeleteConfirmation(true)).toBeNull();
    expect(validateDeleteConfirmation(false)).toBe(E.required);
  });
});

describe('hasErrors', () => {
  test('is false for no errors and true for any', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(validateSignUp(validSignUp))).toBe(false);
    expect(hasErrors({ email: E.required })).toBe(true);
    expect(hasErrors(validateSignIn({ email: '', password: 'x' }))).toBe(true);
  });
});

describe('bounded input', () => {
  const long = (length: number, char = 'a') => char.repeat(length);

  test('the bounds of DESIGN.md', () => {
    expect(INPUT_BOUNDS).toEqual({
      firstName: 50,
      lastName: 50,
      email: 254,
      promoCode: 40,
      password: 128,
    });
  });

  test('a value at its bound passes, one character more does not; names and codes are trimmed', () => {
    expect(isTooLong('firstName', long(50))).toBe(false);
    expect(isTooLong('firstName', long(51))).toBe(true);
    expect(isTooLong('lastName', `  ${long(50)}  `)).toBe(false);
    expect(isTooLong('promoCode', long(41))).toBe(true);
    expect(isTooLong('password', long(128))).toBe(false);
    expect(isTooLong('password', long(129))).toBe(true);
    expect(isTooLong('email', null)).toBe(false);
  });

  test('sign-up refuses each field beyond its bound, on that field', () => {
    const email = `${long(243)}@example.com`; // 255 characters
    expect(
      validateSignUp({
        firstName: long(51),
        lastName: long(51),
        email,
        password: `Mindful#${long(121)}`,
      }),
    ).toEqual({
      firstName: E.tooLong,
      lastName: E.tooLong,
      email: E.tooLong,
      password: E.tooLong,
    });
    expect(validateSignUp({ ...validSignUp, firstName: long(50) })).toEqual({});
  });

  test('sign-in, the forgotten password, the profile and a new password keep the same bounds', () => {
    expect(validateSignIn({ email: 'free@example.com', password: long(129) })).toEqual({
      password: E.tooLong,
    });
    expect(validateForgotPassword({ email: `${long(250)}@x.test` })).toEqual({ email: E.tooLong });
    expect(validateProfileField('firstName', long(51), 'password')).toBe(E.tooLong);
    expect(validateProfileField('email', `${long(250)}@x.test`, 'password')).toBe(E.tooLong);
    expect(newPasswordError(`Mindful#${long(121)}`)).toBe(E.tooLong);
  });

  test('a promo code is judged on its length only', () => {
    expect(promoCodeError(long(40))).toBeNull();
    expect(promoCodeError(long(41))).toBe(E.tooLong);
    expect(promoCodeError(null)).toBeNull();
  });

  test('a query value beyond its field’s bound is ignored', () => {
    expect(boundedQueryValue('promoCode', 'WELCOME20')).toBe('WELCOME20');
    expect(boundedQueryValue('promoCode', long(41))).toBeNull();
    expect(boundedQueryValue('firstName', long(10_000))).toBeNull();
    expect(boundedQueryValue('email', null)).toBeNull();
  });
});
