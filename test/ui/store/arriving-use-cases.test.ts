import type { UseCases } from '../../../src/application/use-cases';
import { arrivingUseCases } from '../../../src/ui/shared/store/arriving-use-cases';
import { deferred } from '../../support/deferred';

const useCases = { marker: 'the use cases' } as unknown as UseCases;

/** Starts a call in a task of its own; resolves with whether it went on before that task ended. */
function wentOnInItsTask(start: () => Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      let taskEnded = false;
      // Queued first, so it runs before any task the call queues.
      setTimeout(() => {
        taskEnded = true;
      }, 0);
      void start().then(() => resolve(!taskEnded));
    }, 0);
  });
}

describe('the use cases as a thunk takes them', () => {
  it('are the ones the composition root hands over', async () => {
    const source = arrivingUseCases(Promise.resolve(useCases));

    await expect(source.useCases()).resolves.toBe(useCases);
  });

  it('go on in a task of their own for a call that waited for them, not in the arrival’s', async () => {
    const arrival = deferred<UseCases>();
    const source = arrivingUseCases(arrival.promise);
    const waiting = source.useCases();

    const wentOnInTheArrivalTask = await wentOnInItsTask(() => {
      arrival.resolve(useCases);
      return waiting;
    });

    expect(wentOnInTheArrivalTask).toBe(false);
    await expect(waiting).resolves.toBe(useCases);
  });

  it('go on in the caller’s own task once they are here (a popup opens in the click’s task)', async () => {
    const source = arrivingUseCases(Promise.resolve(useCases));
    await source.useCases();

    await expect(wentOnInItsTask(() => source.useCases())).resolves.toBe(true);
  });

  it('reject a call when they never arrive', async () => {
    const source = arrivingUseCases(Promise.reject(new Error('the chunk failed')));

    await expect(source.useCases()).rejects.toThrow('the chunk failed');
  });
});
