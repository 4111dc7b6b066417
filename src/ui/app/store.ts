import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { startAccountListening } from '../features/account';
import { startCheckoutListening } from '../features/checkout';
import { rootReducer } from './root-reducer';
import { startMemberArrivalListening } from '../features/membership';
import { memberArrival } from './member-chunks';
import type { UseCases } from '../../application/use-cases';
import { arrivingUseCases } from '../shared/store/arriving-use-cases';

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
