import { namesFromProvider } from '../../domain/display-name';
import { toAppError } from '../../domain/errors';
import type { IdentityUser } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

/**
 * PATCH users with the e-mail the identity provider knows, and its name only when it differs from
 * the profile's own (a profile the API does not have yet takes the provider's name): a saved name
 * is never re-split. Empty names leave the profile's as they are. Any other failure to read the
 * profile stops here: writing the provider's name then could overwrite the member's own.
 */
export async function saveIdentityProfile(userApi: UserApi, user: IdentityUser): Promise<void> {
  const saved = await userApi.getMe().catch((error: unknown) => {
    if (toAppError(error).code === 'api/not-found') return null;
    throw error;
  });
  const names = namesFromProvider(user.displayName, saved) ?? { firstName: '', lastName: '' };
  await userApi.saveProfile({ ...names, email: user.email ?? '' });
}
