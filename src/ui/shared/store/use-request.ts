import { useCallback, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { AsyncThunk, AsyncThunkAction } from '@reduxjs/toolkit';
import type { Rejection } from './rejection';
import { selectRequest } from './selectors';
import type { RequestState } from './requests-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import type { AppStore } from '../../app/store';
import type { ThunkConfig } from './thunk';

export type RequestView = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** How a call ended; `run` never throws, so a click handler needs no try. */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: Rejection };

export interface Request<Result, Arg> {
  /** Runs the call; while this screen's call is pending, that call is returned (one per click). */
  run: (arg: Arg) => Promise<Outcome<Result>>;
  status: RequestView;
  /** What this screen's call returned, once fulfilled. */
  data: Result | undefined;
  busy: boolean;
  error: Rejection | null;
  /** Forgets this screen's call: idle again, its error gone. */
  reset: () => void;
}

/**
 * Running, or done with the screen about to move on (a sign-in, a cancellation): either way the
 * controls that started it stay busy.
 */
export function isUnderWay(status: RequestView): boolean {
  return status === 'pending' || status === 'fulfilled';
}

interface Call<Result> {
  requestId: string;
  outcome: Promise<Outcome<Result>>;
}

/**
 * The one way a screen runs a use case and shows its state. The status lives in the store
 * (requests-slice), where tests and other screens can read it; a screen sees only the call it made
 * itself, so a page opened again starts idle.
 */
export function useRequest<Result, Arg>(
  thunk: AsyncThunk<Result, Arg, ThunkConfig>,
): Request<Result, Arg> {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const [requestId, setRequestId] = useState<string | null>(null);
  const [settled, setSettled] = useState<{ requestId: string; value: Result } | null>(null);
  const call = useRef<Call<Result> | null>(null);
  const viewOf = (last: RequestState | null): RequestView => {
    // The store hears of a fulfilment a moment before the result reaches this screen: still pending.
    if (last?.status === 'fulfilled' && settled?.requestId !== last.requestId) return 'pending';
    return last?.status ?? 'idle';
  };
  const request = useAppSelector(
    (state) => {
      const last = selectRequest(state, thunk);
      return last && last.requestId === requestId ? last : null;
    },
    // That moment re-renders nothing: the screen renders once more when the result is here, not twice.
    (before, after) =>
      before === after ||
      (before?.requestId === after?.requestId &&
        before?.error === after?.error &&
        viewOf(before) === viewOf(after)),
  );

  const run = useCallback(
    (arg: Arg) => {
      const last = selectRequest(store.getState(), thunk);
      const current = call.current;
      if (current && last?.requestId === current.requestId && last.status === 'pending') {
        return current.outcome;
      }
      // AsyncThunk's call signature is conditional on Arg, which a generic Arg cannot resolve.
      const start = thunk as unknown as (arg: Arg) => AsyncThunkAction<Result, Arg, ThunkConfig>;
      const promise = dispatch(start(arg));
      const outcome = promise.unwrap().then(
        (value): Outcome<Result> => ({ ok: true, value }),
        (error: Rejection): Outcome<Result> => ({ ok: false, error }),
      );
      call.current = { requestId: promise.requestId, outcome };
      setRequestId(promise.requestId);
      void outcome.then((ended) => {
        if (ended.ok) setSettled({ requestId: promise.requestId, value: ended.value });
      });
      return outcome;
    },
    [dispatch, store, thunk],
  );
  const reset = useCallback(() => {
    call.current = null;
    setRequestId(null);
  }, []);

  const status = viewOf(request);
  const data = status === 'fulfilled' ? settled?.value : undefined;
  return { run, status, data, busy: status === 'pending', error: request?.error ?? null, reset };
}
