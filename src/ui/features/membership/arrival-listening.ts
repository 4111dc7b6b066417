import type { AppStartListening } from '../../shared/store/listeners';
import type * as MemberArrival from './member-arrival';
import { memberArrivalAnswered, memberArrived } from './arrival-actions';

/** The chunk of a member's arrival (member-arrival.ts), as the app loads it. */
export type LoadMemberArrival = () => Promise<typeof MemberArrival>;

/**
 * A member's arrival, started with each store; what it does is a member's business, in a chunk of
 * its own out of the first route, loaded on the first arrival. One arrival at a time: while one
 * runs the listener stops listening, so an arrival asked for again meanwhile (the layout's effect
 * run twice) is that same arrival, and a saved order is settled once. A chunk that cannot load
 * leaves the arrival to the next one.
 */
export function startMemberArrivalListening(
  startListening: AppStartListening,
  loadMemberArrival: LoadMemberArrival,
): void {
  startListening({
    actionCreator: memberArrived,
    effect: async ({ payload }, api) => {
      api.unsubscribe();
      try {
        const { nextAddress } = await loadMemberArrival();
        api.dispatch(memberArrivalAnswered(await nextAddress(payload, api)));
      } catch {
        // The chunk did not come (its loader reloads the page on a stale one): nothing to follow.
      } finally {
        api.subscribe();
      }
    },
  });
}
