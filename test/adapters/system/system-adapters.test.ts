import { RandomIdGenerator } from '../../../src/adapters/system/random-id-generator';
import { SystemClock } from '../../../src/adapters/system/system-clock';

describe('SystemClock', () => {
  it('gives the local calendar day as YYYY-MM-DD', () => {
    const now = new Date();
    const local = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');

    expect(new SystemClock().today()).toBe(local);
  });

  it('waits with a real timer', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const waiting = new SystemClock().wait(1000).then(() => {
        done = true;
      });

      await jest.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('RandomIdGenerator', () => {
  it('never gives the same id twice', () => {
    const ids = new RandomIdGenerator();
    const many = new Set(Array.from({ length: 100 }, () => ids.next()));

    expect(many.size).toBe(100);
  });
});
