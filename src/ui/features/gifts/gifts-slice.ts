import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Gift } from '../../../domain/gifts';
import { sessionEnded } from '../../shared/store/session-actions';
import { rootReducer } from '../../app/root-reducer';
import { settleGiftPayment } from './gift-thunks';

/**
 * Where the buyer's gift payment stands, on the provider's word (DESIGN.md, Trust): being
 * confirmed (asked about again), failed (back to the form, nothing charged), paid with the gift
 * and its code, or none kept in this tab. Null until the provider has been asked.
 */
export type GiftSettlement =
  | { status: 'confirming' }
  | { status: 'failed' }
  | { status: 'succeeded'; gift: Gift }
  | { status: 'none' };

interface GiftsState {
  settlement: GiftSettlement | null;
}

const initialState: GiftsState = { settlement: null };

const giftsSlice = createSlice({
  name: 'gifts',
  initialState,
  reducers: {
    /** The buyer left the page of the payment: a later visit asks the provider afresh. */
    giftSettlementLeft: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(settleGiftPayment.fulfilled, (state, { payload }) => {
        if (payload === null) {
          // A paid gift stays on screen: its payment is no longer kept, which is no news.
          if (state.settlement?.status !== 'succeeded') state.settlement = { status: 'none' };
          return;
        }
        state.settlement =
          payload.status === 'succeeded'
            ? { status: 'succeeded', gift: payload.gift }
            : { status: payload.status };
      });
  },
  selectors: {
    selectGiftSettlement: (state) => state.settlement,
  },
});

declare module '../../app/root-reducer' {
  // Declaration merging adds the slice to the store's lazily loaded ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof giftsSlice> {}
}

/** The slice joins the store's reducer when the gifts' chunk loads. */
const injected = giftsSlice.injectInto(rootReducer);

export const { selectGiftSettlement } = injected.selectors;
export const { giftSettlementLeft } = giftsSlice.actions;
