import { attemptsWithin, withAttempt } from '../../src/domain/attempt-limit';
import { isAppError } from '../../src/domain/errors';

const LIMIT = { attempts: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds)).toISOString();

describe('a limit of attempts in a sliding window', () => {
  it('keeps the attempts of the window and this one', () => {
    expect(withAttempt([at(0), at(10)], at(20), LIMIT)).toEqual([at(0), at(10), at(20)]);
  });

  it('refuses one more than the limit within the window, as too many requests', () => {
    let refused: unknown;
    try {
      withAttempt([at(0), at(10), at(20)], at(30), LIMIT);
    } catch (error) {
      refused = error;
    }
    expect(isAppError(refused) && refused.code).toBe('api/too-many-requests');
  });

  it('forgets attempts older than the window', () => {
    expect(attemptsWithin([at(0), at(10), at(20)], at(70), LIMIT)).toEqual([at(20)]);
    expect(withAttempt([at(0), at(10), at(20)], at(60), LIMIT)).toEqual([at(10), at(20), at(60)]);
  });
});
