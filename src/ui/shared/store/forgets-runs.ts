import type { UnknownAction } from '@reduxjs/toolkit';

/** The meta of an action after which the last run of these thunks is no longer news. */
export interface ForgetsMeta {
  forgets: string[];
}

/**
 * The meta of an action after which the last run of these thunks is old news (a refusal typed
 * over, a notice dismissed): the requests slice forgets those runs when it sees the action, so a
 * screen shows them idle again.
 */
export function metaForgettingRunsOf(...thunks: { typePrefix: string }[]): ForgetsMeta {
  return { forgets: thunks.map(({ typePrefix }) => typePrefix) };
}

export const forgetsRuns = (
  action: UnknownAction,
): action is UnknownAction & { meta: ForgetsMeta } =>
  Array.isArray((action.meta as Partial<ForgetsMeta> | undefined)?.forgets);
