/** The reasons a member may give for cancelling, in their order; each id is sent to the API. */
export const CANCEL_REASONS = [
  'too-expensive',
  'privacy-concerns',
  'not-using',
  'better-alternative',
  'difficult-to-use',
  'technical-issues',
  'no-reason',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

export function isCancelReason(value: unknown): value is CancelReason {
  return (CANCEL_REASONS as readonly unknown[]).includes(value);
}
