/**
 * When the accessibility statement was made and when it was last reviewed against the project's
 * checks (docs/accessibility.md says how): the one place to change on a review.
 */
export const STATEMENT_DATES = {
  madeOn: '2026-11-28',
  reviewedOn: '2026-11-28',
} as const;
