import { AppError } from '../domain/errors';
import type { FieldErrorCode } from '../domain/validation';

/** A use case refused its input: each refused field with its code, which the UI words. */
export class ValidationError extends AppError {
  constructor(readonly fieldErrors: Readonly<Record<string, FieldErrorCode>>) {
    super('validation/invalid', Object.values(fieldErrors).join(', '));
  }
}

/** Throws when a validator found anything. */
export function assertValid(fieldErrors: Readonly<Record<string, FieldErrorCode>>): void {
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);
}
