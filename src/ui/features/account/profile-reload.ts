import type { User } from '../../../domain/subscription';
import { memberAnswered } from '../../shared/store/session-actions';
import type { AppDispatch, RootState } from '../../app/store';
import { createUseCaseThunk } from '../../shared/store/thunk';

/**
 * The member of the session's account `uid`, as the API has them, read again (after a failed load,
 * or a change that said nothing). The session may be another account's by the time it answers: the
 * auth slice then leaves it aside.
 */
export const reloadProfile = createUseCaseThunk(
  'auth/reloadProfile',
  (_uid: string | null, { useCases }) => useCases.loadProfile.execute(),
);

/** reloadProfile for the account of the session now. */
export function reloadSessionProfile() {
  return (dispatch: AppDispatch, getState: () => RootState) =>
    dispatch(reloadProfile(getState().auth.uid));
}

/**
 * A change answered with the member as the API now has them: the state takes them. A change that
 * stood, but whose fresh profile could not be read (null): the profile is read once more.
 */
export function memberAfterChange(dispatch: AppDispatch, user: User | null): User | null {
  if (user) dispatch(memberAnswered(user));
  else void dispatch(reloadSessionProfile());
  return user;
}
