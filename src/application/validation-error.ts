import { AppError } from '../domain/errors';

/** A use case refused its input; the field errors are message keys. */
export class ValidationError extends AppError {
  constructor(readonly fieldErrors: Readonly<Record<string, string>>) {
    super('validation/invalid', Object.values(fieldErrors).join(', '));
  }
}

/** Throws when a validator found anything. */
export function assertValid(fieldErrors: Readonly<Record<string, string>>): void {
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);
}
