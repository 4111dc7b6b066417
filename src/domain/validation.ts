import { canEditEmail, type AuthProviderId } from './auth-provider';
import { isEmail } from './email';
import { isTooLong } from './input-bounds';
import { isPasswordAcceptable, MIN_PASSWORD_LENGTH, passwordAsSaved } from './password';

/**
 * Why a field's value is refused: stable codes, not words. The UI words them for the field they
 * stand on (a missing first name reads differently from a missing password).
 */
export const FIELD_ERRORS = {
  required: 'validation/required',
  invalidEmail: 'validation/invalid-email',
  tooShort: 'validation/too-short',
  weakPassword: 'validation/weak-password',
  invalidLink: 'validation/invalid-link',
  notEditable: 'validation/not-editable',
  tooLong: 'validation/too-long',
} as const;

/** A promo code's error: only its length (whether it exists is the API's word). */
export function promoCodeError(code: string | null | undefined): FieldErrorCode | null {
  return isTooLong('promoCode', code) ? FIELD_ERRORS.tooLong : null;
}

export type FieldErrorCode = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS];
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
export type SignInValues = Pick<SignUpValues, 'email' | 'password'>;
export type ProfileField = 'firstName' | 'lastName' | 'email';
/**
 * Every field the rules judge: the forms' fields, the promo code, the cancel reason and the delete
 * confirmation.
 */
export type ValidatedField = keyof SignUpValues | 'promoCode' | 'reason' | 'confirmed';

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function emailError(email: string): FieldErrorCode | null {
  if (blank(email)) return FIELD_ERRORS.required;
  if (isTooLong('email', email)) return FIELD_ERRORS.tooLong;
  return isEmail(email) ? null : FIELD_ERRORS.invalidEmail;
}

function nameError(field: 'firstName' | 'lastName', name: string): FieldErrorCode | null {
  if (blank(name)) return FIELD_ERRORS.required;
  return isTooLong(field, name) ? FIELD_ERRORS.tooLong : null;
}

/** A new password as it will be saved: required, at least eight characters, the checklist met. */
export function newPasswordError(password: string): FieldErrorCode | null {
  if (password === '') return FIELD_ERRORS.required;
  if (password.length < MIN_PASSWORD_LENGTH) return FIELD_ERRORS.tooShort;
  if (isTooLong('password', password)) return FIELD_ERRORS.tooLong;
  return isPasswordAcceptable(password) ? null : FIELD_ERRORS.weakPassword;
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, FieldErrorCode | null>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== null),
  ) as FieldErrors<Field>;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    firstName: nameError('firstName', values.firstName),
    lastName: nameError('lastName', values.lastName),
    email: emailError(values.email),
    password: newPasswordError(passwordAsSaved(values.password)),
  });
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutEmpty({
    email: emailError(values.email),
    password: signInPasswordError(passwordAsSaved(values.password)),
  });
}

function signInPasswordError(password: string): FieldErrorCode | null {
  if (password === '') return FIELD_ERRORS.required;
  return isTooLong('password', password) ? FIELD_ERRORS.tooLong : null;
}

/** The password a signed-in person types to prove who they are again: as at sign-in. */
export function validateCurrentPassword(password: string): FieldErrorCode | null {
  return signInPasswordError(passwordAsSaved(password));
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return withoutEmpty({ email: emailError(values.email) });
}

/** One field of the profile form; the e-mail is editable only for a password login. */
export function validateProfileField(
  field: ProfileField,
  value: string,
  provider: AuthProviderId | null,
): FieldErrorCode | null {
  if (field === 'email' && !canEditEmail(provider)) return FIELD_ERRORS.notEditable;
  return field === 'email' ? emailError(value) : nameError(field, value);
}

export function validateDeleteConfirmation(confirmed: boolean): FieldErrorCode | null {
  return confirmed ? null : FIELD_ERRORS.required;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
