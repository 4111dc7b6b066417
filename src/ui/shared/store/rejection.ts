import { toAppError, type ErrorCode, type ErrorPlace } from '../../../domain/errors';
import type { FieldErrorCode } from '../../../domain/validation';
import { ValidationError } from '../../../application/validation-error';

/** A failed thunk's payload: serialisable, so it can live in the store. */
export interface Rejection {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, FieldErrorCode>;
  /** Said by the form at its field already (AppError's place): the page does not repeat it. */
  place?: ErrorPlace;
}

export function toRejection(error: unknown): Rejection {
  const appError = toAppError(error);
  const rejection: Rejection = { code: appError.code, message: appError.message };
  if (appError instanceof ValidationError) rejection.fieldErrors = { ...appError.fieldErrors };
  if (appError.place === 'field') rejection.place = 'field';
  return rejection;
}

/** What a thunk's unwrap throws when its use case failed. */
export function isRejection(value: unknown): value is Rejection {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Partial<Record<keyof Rejection, unknown>>;
  return typeof code === 'string' && typeof message === 'string';
}
