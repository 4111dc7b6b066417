import { createAction } from '@reduxjs/toolkit';

/** A signed-in person arrives on a member page (the member layout, once per navigation). */
export const memberArrived = createAction<{ pathname: string; search: string }>(
  'membership/memberArrived',
);

/**
 * What a member's arrival answers: the address that replaces the current one (the same page cleaned
 * of the provider's parameters, the return page while the payment is being confirmed, / after a
 * failed payment), or null to stay as it is. The member layout follows it.
 */
export const memberArrivalAnswered = createAction<string | null>(
  'membership/memberArrivalAnswered',
);
