import type { UseCases } from '../../../application/use-cases';
import { nextTask } from '../next-task';

/** How a thunk takes the use cases (the store's thunk argument). */
export interface UseCaseSource {
  /** The use cases: at once once they are here; a call that waited for them, in a task of its own. */
  useCases(): Promise<UseCases>;
}

/**
 * In the browser the composition root arrives just after the first paint
 * (src/boot/deferred-services.ts), and the page's opening effects (the consent, the order in the
 * address, a redirect's sign-in) have asked for use cases by then. Each such call goes on after
 * the arrival in a task of its own: in the one task they arrive in, all of them with their renders
 * made one of the longest tasks of a phone's start (docs/performance.md). A call made once they
 * are here goes on in the task that made it: a popup sign-in must open in the click's own task.
 */
export function arrivingUseCases(arriving: Promise<UseCases>): UseCaseSource {
  let here: UseCases | null = null;
  arriving.then(
    (useCases) => {
      here = useCases;
    },
    // A call that waits sees the failure itself.
    () => {},
  );
  return {
    async useCases() {
      if (here) return here;
      const useCases = await arriving;
      await nextTask();
      return useCases;
    },
  };
}
