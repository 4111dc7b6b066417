import { AppError, type ErrorCode } from '../../src/domain/errors';

/** Awaits a call that must fail with an AppError of one of the codes; returns the error. */
export async function expectAppError(
  call: Promise<unknown>,
  ...codes: [ErrorCode, ...ErrorCode[]]
): Promise<AppError> {
  let outcome: { failed: false; value: unknown } | { failed: true; error: unknown };
  try {
    outcome = { failed: false, value: await call };
  } catch (error) {
    outcome = { failed: true, error };
  }
  if (!outcome.failed) {
    throw new Error(`Expected ${codes.join(' or ')}, but the call resolved.`);
  }
  const { error } = outcome;
  if (!(error instanceof AppError)) {
    throw new Error(`Expected an AppError (${codes.join(' or ')}), got: ${String(error)}`);
  }
  expect(codes).toContain(error.code);
  return error;
}

/** Polls an assertion until it holds: listeners of real providers are called a little later. */
export async function eventually(assertion: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** Jest's asymmetric matchers, typed as the value they stand for. */
export const anyString = (): string => expect.any(String) as string;
export const stringMatching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;
export const containing = <T extends object>(partial: Partial<T>): T =>
  expect.objectContaining(partial) as T;
