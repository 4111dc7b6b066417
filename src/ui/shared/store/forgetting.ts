import type { UnknownAction } from '@reduxjs/toolkit';

/** The meta of an action after which the last run of these thunks is no longer news. */
export interface ForgetsMeta {
  forgets: string[];
}

/** A refusal typed over, a notice dismissed: an action's meta that forgets those thunks' runs. */
export function forgetting(...thunks: { typePrefix: string }[]): ForgetsMeta {
  return { forgets: thunks.map(({ typePrefix }) => typePrefix) };
}

export const forgetsRuns = (
  action: UnknownAction,
): action is UnknownAction & { meta: ForgetsMeta } =>
  Array.isArray((action.meta as Partial<ForgetsMeta> | undefined)?.forgets);
