import { createSlice } from '@reduxjs/toolkit';
import { mustAsk, type ConsentRegime, type TrackingChoice } from '../../../domain/tracking-consent';
import { chooseTracking, loadTrackingConsent } from './consent-thunks';

/** The visitor's tracking consent, as the banner and the footer's link show it. */
export interface ConsentState {
  /** Null until the visitor's country is known: nothing is shown before. */
  regime: ConsentRegime | null;
  choice: TrackingChoice | null;
  /** Whether the consent banner is on screen. */
  open: boolean;
  /** Whether the person opened it from the footer (focus goes to it, and back after). */
  openedByPerson: boolean;
}

const initialState: ConsentState = {
  regime: null,
  choice: null,
  open: false,
  openedByPerson: false,
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentSettingsOpened(state) {
      state.open = true;
      state.openedByPerson = true;
    },
    consentSettingsClosed(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadTrackingConsent.fulfilled, (state, { payload }) => {
        state.regime = payload.regime;
        state.choice = payload.choice;
        // Visitors who must be asked first, or whose country is unknown, see the banner until they
        // choose.
        if (mustAsk(payload.regime, payload.choice)) state.open = true;
      })
      .addCase(chooseTracking.pending, (state, { meta }) => {
        state.choice = meta.arg;
        state.open = false;
      });
  },
});

export const { consentSettingsOpened, consentSettingsClosed } = consentSlice.actions;
