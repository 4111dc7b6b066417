import type { RootState } from '../../app/store';
import { selectRequest } from '../../shared/store/selectors';
import { sendProfilePasswordReset } from './profile-thunks';

/** The profile's reset e-mail went out, and the notice that says so is not dismissed yet. */
export const selectIsPasswordResetSent = (state: RootState): boolean =>
  selectRequest(state, sendProfilePasswordReset)?.status === 'fulfilled';
