import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from './auth-slice';
import { checkoutSlice } from './checkout-slice';
import { consentSlice } from './consent-slice';
import { dialogsSlice } from './dialogs-slice';
import { noticeSlice } from './notice-slice';
import { profileSlice } from './profile-slice';
import { requestsSlice } from './requests-slice';
import type { UseCases } from '../../application/use-cases';
import { arrivingUseCases } from './arriving-use-cases';

/**
 * The UI's state, one slice per concern. Slices import no other slice: what ends for all of them
 * together is one action (sessionEnded, session-actions.ts); the thunks that run use cases live in
 * files of their own (*-thunks.ts), which import no slice; flows that orchestrate them
 * (member-arrival.ts, order-arrival.ts, session-reported.ts) may dispatch slices' actions.
 */
export const rootReducer = combineSlices(
  authSlice,
  checkoutSlice,
  consentSlice,
  profileSlice,
  dialogsSlice,
  noticeSlice,
  requestsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * Slices a feature's chunk injects when it loads (`slice.injectInto(rootReducer)`), so that the
 * first route carries none of them; each feature adds its own by declaration merging.
 * @public (merged into by features, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * When the development build's checks of every action say they were slow: on a busy machine
 * (tests on two cores) they take longer than RTK's 32 ms; production builds leave them out.
 */
const DEV_CHECKS_WARN_AFTER_MS = 128;

/**
 * The store, whose thunks run the use cases as the composition root hands them over; a test may
 * start it in a state of its own (`preloadedState`).
 */
export function createStore(
  { useCases }: { useCases: Promise<UseCases> },
  preloadedState?: Partial<RootState>,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: arrivingUseCases(useCases) },
        immutableCheck: { warnAfter: DEV_CHECKS_WARN_AFTER_MS },
        // A payment confirmer travels as a thunk argument; it never enters the state.
        serializableCheck: {
          ignoredActionPaths: ['meta.arg.confirmer'],
          warnAfter: DEV_CHECKS_WARN_AFTER_MS,
        },
      }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
