import { splitDisplayName } from '../../domain/display-name';
import type { IdentityUser } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

/** PATCH users with the name and e-mail the identity provider knows. */
export function saveIdentityProfile(userApi: UserApi, user: IdentityUser): Promise<void> {
  return userApi.saveProfile({
    ...splitDisplayName(user.displayName),
    email: user.email ?? '',
  });
}
