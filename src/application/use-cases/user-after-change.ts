import type { User } from '../../domain/subscription';
import type { UserApi } from '../ports/user-api';

/**
 * The user as the API has it after a change that already succeeded, or null when that read fails:
 * the change stands either way, so the person is told it worked and the profile is read again later.
 */
export async function userAfterChange(userApi: UserApi): Promise<User | null> {
  try {
    return await userApi.getMe();
  } catch {
    return null;
  }
}
