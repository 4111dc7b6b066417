import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authSlice } from './auth-slice';
import { checkoutSlice } from './checkout-slice';
import { consentSlice } from './consent-slice';
import { dialogsSlice } from './dialogs-slice';
import { noticeSlice } from './notice-slice';
import { profileSlice } from './profile-slice';
import { requestsSlice } from './requests-slice';
import type { ThunkExtra } from './thunk';

export function createStore(extra: ThunkExtra) {
  return configureStore({
    reducer: {
      auth: authSlice.reducer,
      checkout: checkoutSlice.reducer,
      consent: consentSlice.reducer,
      profile: profileSlice.reducer,
      dialogs: dialogsSlice.reducer,
      notice: noticeSlice.reducer,
      requests: requestsSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // A payment confirmer travels as a thunk argument; it never enters the state.
        serializableCheck: { ignoredActionPaths: ['meta.arg.confirmer'] },
      }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
