import type { PayloadAction, PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';
import type { AppStore } from '../../src/ui/app/store';
import { addAppListener } from '../../src/ui/shared/store/listeners';
import {
  memberArrivalAnswered,
  memberArrived,
} from '../../src/ui/features/membership/arrival-actions';

/** A wait on the app's clock between a payment's questions: it lasts until the test ends it. */
const WAITS = new Set(['checkout/pauseBeforeAsking']);

const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Until the listeners an action started have done their work: no call of the store's is pending
 * (but a wait between a payment's questions) for a few turns of the event loop in a row.
 */
export async function settled(store: AppStore): Promise<void> {
  const calling = () =>
    Object.entries(store.getState().requests).some(
      ([type, request]) => request?.status === 'pending' && !WAITS.has(type),
    );
  for (let quiet = 0, turn = 0; quiet < 3; turn += 1) {
    if (turn > 500) throw new Error('The store’s calls did not settle');
    await aTurn();
    quiet = calling() ? 0 : quiet + 1;
  }
}

/** Dispatches an action that starts a listener, and waits until its work is done. */
export async function run(store: AppStore, action: UnknownAction): Promise<void> {
  store.dispatch(action);
  await settled(store);
}

/** The payload of the next action of this kind the store sees. */
export function nextOf<Payload>(
  store: AppStore,
  actionCreator: PayloadActionCreator<Payload>,
): Promise<Payload> {
  return new Promise((resolve) => {
    const stop = store.dispatch(
      addAppListener({
        predicate: (action): action is PayloadAction<Payload> => actionCreator.match(action),
        effect: (action) => {
          stop();
          resolve(action.payload);
        },
      }),
    );
  });
}

/**
 * A signed-in person arrives on a member page, as the member layout makes them arrive: the
 * address the arrival answers (memberArrivalAnswered).
 */
export function arrive(
  store: AppStore,
  arrival: { pathname: string; search: string },
): Promise<string | null> {
  const answered = nextOf(store, memberArrivalAnswered);
  store.dispatch(memberArrived(arrival));
  return answered;
}
