import type { User } from '../../domain/subscription';
import { memberAnswered } from './session-actions';
import type { AppDispatch } from './store';
import { createUseCaseThunk } from './thunk';

/** The member as the API has them, read again (after a failed load, or a change that said nothing). */
export const reloadProfile = createUseCaseThunk('auth/reloadProfile', (_: void, { useCases }) =>
  useCases.loadProfile.execute(),
);

/**
 * A change answered with the member as the API now has them: the state takes them. A change that
 * stood, but whose fresh profile could not be read (null): the profile is read once more.
 */
export function memberAfterChange(dispatch: AppDispatch, user: User | null): User | null {
  if (user) dispatch(memberAnswered(user));
  else void dispatch(reloadProfile());
  return user;
}
