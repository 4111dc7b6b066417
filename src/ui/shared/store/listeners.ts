import { addListener, type ListenerEffectAPI, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';

/**
 * Starts a listener on the store's listener middleware (Redux Toolkit's `createListenerMiddleware`,
 * made by app/store.ts for each store): how a feature runs a flow that spans steps, started by an
 * action.
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** Adds a listener to a store already running: a lazy chunk's, or a screen's for its life. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/** What a listener's effect is handed: the store's state and dispatch, and the tools of a task. */
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch>;
