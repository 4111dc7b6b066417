import { canEditEmail, type AuthProviderId } from './auth-provider';
import { isEmail } from './email';
import { isPasswordAcceptable, MIN_PASSWORD_LENGTH, passwordAsSaved } from './password';

/** Message keys of the field errors, as they stand in locales/en.json. */
export const FIELD_MESSAGES = {
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  emailRequired: 'validation.emailRequired',
  passwordRequired: 'validation.passwordRequired',
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  passwordWeak: 'validation.passwordWeak',
  invalidUrl: 'validation.invalidUrl',
  emailNotEditable: 'validation.emailNotEditable',
  reasonRequired: 'validation.reasonRequired',
  confirmDeleteRequired: 'validation.confirmDeleteRequired',
} as const;

export type FieldMessageKey = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessageKey>>;

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
export type SignInValues = Pick<SignUpValues, 'email' | 'password'>;
export type ProfileField = 'firstName' | 'lastName' | 'email';

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function emailError(email: string): FieldMessageKey | null {
  if (blank(email)) return FIELD_MESSAGES.emailRequired;
  return isEmail(email) ? null : FIELD_MESSAGES.invalidEmail;
}

/** A new password as it will be saved: required, at least eight characters, the checklist met. */
export function newPasswordError(password: string): FieldMessageKey | null {
  if (password === '') return FIELD_MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return FIELD_MESSAGES.passwordTooShort;
  return isPasswordAcceptable(password) ? null : FIELD_MESSAGES.passwordWeak;
}

/** A password field whose error carries no message of its own says it is too short. */
export function passwordFieldMessage(error: string | null | undefined): string | null {
  if (error === '') return FIELD_MESSAGES.passwordTooShort;
  return error ?? null;
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, FieldMessageKey | null>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== null),
  ) as FieldErrors<Field>;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    firstName: blank(values.firstName) ? FIELD_MESSAGES.firstNameRequired : null,
    lastName: blank(values.lastName) ? FIELD_MESSAGES.lastNameRequired : null,
    email: emailError(values.email),
    password: newPasswordError(passwordAsSaved(values.password)),
  });
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutEmpty({
    email: emailError(values.email),
    password: passwordAsSaved(values.password) === '' ? FIELD_MESSAGES.passwordRequired : null,
  });
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return withoutEmpty({ email: emailError(values.email) });
}

const REQUIRED_FIELD: Record<ProfileField, FieldMessageKey> = {
  firstName: FIELD_MESSAGES.firstNameRequired,
  lastName: FIELD_MESSAGES.lastNameRequired,
  email: FIELD_MESSAGES.emailRequired,
};

/** One field of the profile form; the e-mail is editable only for a password login. */
export function validateProfileField(
  field: ProfileField,
  value: string,
  provider: AuthProviderId | null,
): FieldMessageKey | null {
  if (field === 'email' && !canEditEmail(provider)) return FIELD_MESSAGES.emailNotEditable;
  if (blank(value)) return REQUIRED_FIELD[field];
  return field === 'email' ? emailError(value) : null;
}

export function validateDeleteConfirmation(confirmed: boolean): FieldMessageKey | null {
  return confirmed ? null : FIELD_MESSAGES.confirmDeleteRequired;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
