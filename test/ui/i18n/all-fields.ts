/** Test helper: every ValidatedField of src/domain/validation.ts; tsc fails when one is not listed. */
import type { ValidatedField } from '../../../src/domain/validation';

export const ALL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'promoCode',
  'reason',
  'confirmed',
] as const satisfies readonly ValidatedField[];

type Unlisted = Exclude<ValidatedField, (typeof ALL_FIELDS)[number]>;
/** @public Fails to compile while a field is missing from the list. */
export const everyFieldListed: [Unlisted] extends [never] ? true : never = true;
