import { INPUT_BOUNDS } from '../../../src/domain/input-bounds';
import { FIELD_ERRORS } from '../../../src/domain/validation';
import { fieldErrorKey } from '../../../src/ui/shared/i18n/field-error-keys';
import { ALL_FIELDS } from './all-fields';

describe('fieldErrorKey', () => {
  /** Only a bounded field can be too long. */
  const standsOn = (field: string, code: string) =>
    code !== FIELD_ERRORS.tooLong || Object.hasOwn(INPUT_BOUNDS, field);

  test('every field error has a key on every field it can stand on', () => {
    for (const field of ALL_FIELDS) {
      for (const code of Object.values(FIELD_ERRORS).filter((c) => standsOn(field, c))) {
        // field and code name the failing case in Jest's diff.
        expect({ field, code, key: typeof fieldErrorKey(field, code) }).toEqual({
          field,
          code,
          key: 'string',
        });
      }
    }
  });

  test('a missing value reads after its field', () => {
    const keys = ALL_FIELDS.map((field) => fieldErrorKey(field, FIELD_ERRORS.required));
    expect(new Set(keys).size).toBe(ALL_FIELDS.length);
  });

  test('a value too long reads after its field, and only a bounded field has one', () => {
    const bounded = Object.keys(INPUT_BOUNDS) as (keyof typeof INPUT_BOUNDS)[];
    const keys = bounded.map((field) => fieldErrorKey(field, FIELD_ERRORS.tooLong));
    expect(new Set(keys).size).toBe(bounded.length);
    expect(fieldErrorKey('reason', FIELD_ERRORS.tooLong)).toBeNull();
  });

  test('every other error reads the same on every field', () => {
    const alike = (c: string) => c !== FIELD_ERRORS.required && c !== FIELD_ERRORS.tooLong;
    for (const code of Object.values(FIELD_ERRORS).filter(alike)) {
      expect(new Set(ALL_FIELDS.map((field) => fieldErrorKey(field, code))).size).toBe(1);
    }
  });

  test('a password error without a code of its own says the password is too short', () => {
    expect(fieldErrorKey('password', '')).toBe(fieldErrorKey('password', FIELD_ERRORS.tooShort));
  });

  test.each([undefined, null])('no error (%p) has no key', (error) => {
    expect(fieldErrorKey('password', error)).toBeNull();
  });

  test.each([
    ['an empty error on another field', ''],
    ['a catalogue key', 'validation.emailRequired'],
    ['an unknown code', 'validation/unknown'],
    ['an inherited name', 'constructor'],
  ])('%s has no key', (_label, error) => {
    expect(fieldErrorKey('email', error)).toBeNull();
  });
});
