export { ConsentChoices } from './ConsentChoices';
export { consentSlice } from './consent-slice';
