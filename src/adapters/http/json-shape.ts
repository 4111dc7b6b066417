import { parseDay } from '../../domain/dates';
import { AppError } from '../../domain/errors';

/**
 * Readers of an answer's JSON: each returns the value as the type it names or throws
 * 'api/invalid-response' naming where the answer went wrong. Keys not read are dropped.
 */
export type Reader<T> = (value: unknown, at: string) => T;

export function invalidResponse(message: string): AppError {
  return new AppError('api/invalid-response', message);
}

export const record: Reader<Record<string, unknown>> = (value, at) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidResponse(`${at} must be an object.`);
  }
  return value as Record<string, unknown>;
};

export const string: Reader<string> = (value, at) => {
  if (typeof value !== 'string') throw invalidResponse(`${at} must be a string.`);
  return value;
};

export const nonEmptyString: Reader<string> = (value, at) => {
  if (string(value, at).trim() === '') throw invalidResponse(`${at} must not be empty.`);
  return value as string;
};

export const boolean: Reader<boolean> = (value, at) => {
  if (typeof value !== 'boolean') throw invalidResponse(`${at} must be true or false.`);
  return value;
};

/** A finite amount of zero or more. */
export const amount: Reader<number> = (value, at) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw invalidResponse(`${at} must be a number of zero or more.`);
  }
  return value;
};

export const count: Reader<number> = (value, at) => {
  if (!Number.isInteger(amount(value, at))) throw invalidResponse(`${at} must be a whole number.`);
  return value as number;
};

/** A day or a timestamp the portal can show; an unreadable date would show as garbage. */
export const day: Reader<string> = (value, at) => {
  const text = string(value, at);
  if (!parseDay(text)) throw invalidResponse(`${at} must be a date (YYYY-MM-DD…).`);
  return text;
};

/** A value that may be null; an absent key counts as null, as serialisers often leave nulls out. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value, at) => (value === null || value === undefined ? null : read(value, at));
}

/** Reads text as JSON; anything unparsable is an invalid response. */
export function parseJson(text: string, at: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidResponse(`${at} did not answer with JSON.`);
  }
}
