import { combineSlices } from '@reduxjs/toolkit';
import { authSlice, noticeSlice, profileSlice } from '../features/account';
import { checkoutSlice } from '../features/checkout';
import { consentSlice } from '../features/consent';
import { dialogsSlice } from '../shared/store/dialogs-slice';
import { requestsSlice } from '../shared/store/requests-slice';

/**
 * The UI's state, one slice per concern. Slices import no other slice: what ends for all of them
 * together is one action (sessionEnded, session-actions.ts); the thunks that run use cases live in
 * files of their own (*-thunks.ts), which import no slice; flows that span steps are listeners
 * (Redux Toolkit's listener middleware: session-reported.ts, order-arrival.ts, member-arrival.ts,
 * …), started by actions, which may dispatch slices' actions.
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
