import type { IncomingMessage } from 'node:http';
import { AppError } from '../../src/domain/errors';

/** No call of the API sends more than a few fields. */
const MAX_BODY_BYTES = 64 * 1024;

const badRequest = (message: string) => new AppError('api/bad-request', message);

async function readBodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw badRequest('The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's JSON body; undefined when it has none. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not JSON.');
  }
}

/** The fields of an HTML form's body (application/x-www-form-urlencoded). */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request));
}

export function bodyRecord(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw badRequest(`${key} must be a string.`);
  return value;
}

/** A string that may be left out or null. */
export function optionalString(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string or null.`);
  return value;
}
