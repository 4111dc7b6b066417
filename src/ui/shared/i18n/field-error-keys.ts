import type { FieldErrorCode, ValidatedField } from '../../../domain/validation';

/** A missing value reads after the field it is missing from. */
const REQUIRED: Record<ValidatedField, string> = {
  firstName: 'validation.firstNameRequired',
  lastName: 'validation.lastNameRequired',
  email: 'validation.emailRequired',
  password: 'validation.passwordRequired',
  // A promo code is never required: an empty one clears it.
  promoCode: 'validation.promoCodeTooLong',
  reason: 'validation.reasonRequired',
  confirmed: 'validation.confirmDeleteRequired',
};

/** Too long reads with the field's own bound. */
const TOO_LONG: Partial<Record<ValidatedField, string>> = {
  firstName: 'validation.firstNameTooLong',
  lastName: 'validation.lastNameTooLong',
  email: 'validation.emailTooLong',
  password: 'validation.passwordTooLong',
  promoCode: 'validation.promoCodeTooLong',
};

/** Every other field error reads the same on whatever field it stands. */
const BY_CODE: Record<
  Exclude<FieldErrorCode, 'validation/required' | 'validation/too-long'>,
  string
> = {
  'validation/invalid-email': 'validation.invalidEmail',
  'validation/too-short': 'validation.passwordTooShort',
  'validation/weak-password': 'validation.passwordWeak',
  'validation/invalid-link': 'validation.invalidUrl',
  'validation/not-editable': 'validation.emailNotEditable',
};

/**
 * The catalogue key of a field's error, or null when it has none. A password error without a code
 * of its own (an empty string) says the password is too short, as the specification asks; a string
 * that is no FieldErrorCode has no words.
 */
export function fieldErrorKey(
  field: ValidatedField,
  error: string | null | undefined,
): string | null {
  if (error === '') return field === 'password' ? BY_CODE['validation/too-short'] : null;
  if (error === 'validation/required') return REQUIRED[field];
  if (error === 'validation/too-long') return TOO_LONG[field] ?? null;
  return error && Object.hasOwn(BY_CODE, error) ? BY_CODE[error as keyof typeof BY_CODE] : null;
}
