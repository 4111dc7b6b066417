import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authSlice, noticeSlice, profileSlice, startAccountListening } from '../features/account';
import { checkoutSlice, startCheckoutListening } from '../features/checkout';
import { consentSlice } from '../features/consent';
import { startMemberArrivalListening } from '../features/membership';
import { memberArrival } from './member-chunks';
import { dialogsSlice } from '../shared/store/dialogs-slice';
import { requestsSlice } from '../shared/store/requests-slice';
import type { UseCases } from '../../application/use-cases';
import { arrivingUseCases } from '../shared/store/arriving-use-cases';

/**
 * The UI's state, one slice per concern. Slices import no other slice: what ends for all of them
 * together is one action (sessionEnded, session-actions.ts); the thunks that run use cases live in
 * files of their own (*-thunks.ts), which import no slice; flows that span steps are listeners
 * (Redux Toolkit's listener middleware: session-reported.ts, order-arrival.ts, member-arrival.ts,
 * …), started by actions, which may dispatch slices' actions.
 */
const rootReducer = combineSlices(
  authSlice,
  checkoutSlice,
  consentSlice,
  profileSlice,
  dialogsSlice,
  noticeSlice,
  requestsSlice,
);

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
  const listeners = createListenerMiddleware();
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();
  startAccountListening(startListening);
  startCheckoutListening(startListening);
  startMemberArrivalListening(startListening, memberArrival.load);
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
      }).prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
