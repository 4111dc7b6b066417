import type { TrackingChoice } from '../../../domain/tracking-consent';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The visitor's tracking consent: what it is, and the choice made in the banner. */

export const loadTrackingConsent = createUseCaseThunk('consent/load', (_: void, { useCases }) =>
  useCases.trackingConsent.status(),
);

export const chooseTracking = createUseCaseThunk(
  'consent/choose',
  (choice: TrackingChoice, { useCases }) => useCases.trackingConsent.choose(choice),
);
