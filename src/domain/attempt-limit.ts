import { AppError } from './errors';

/** At most `attempts` in any `windowMs` milliseconds. */
export interface AttemptLimit {
  attempts: number;
  windowMs: number;
}

/** The attempts (ISO 8601 timestamps) still inside the window that ends `now`. */
export function attemptsWithin(
  times: readonly string[],
  now: string,
  { windowMs }: AttemptLimit,
): string[] {
  const since = Date.parse(now) - windowMs;
  return times.filter((time) => Date.parse(time) > since);
}

/**
 * The attempts to keep once one more is made `now`: the recent ones and this one. Throws
 * 'api/too-many-requests' (nothing kept) when the window already holds as many as the limit allows.
 */
export function withAttempt(times: readonly string[], now: string, limit: AttemptLimit): string[] {
  const recent = attemptsWithin(times, now, limit);
  if (recent.length >= limit.attempts) {
    throw new AppError(
      'api/too-many-requests',
      `At most ${limit.attempts} attempts in ${Math.round(limit.windowMs / 60_000)} minutes.`,
    );
  }
  return [...recent, now];
}
