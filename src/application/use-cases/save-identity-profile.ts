import { splitDisplayName } from '../../domain/display-name';
import type { IdentityProvider, IdentityUser } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

/** PATCH users with the name and e-mail the identity provider knows; returns the token used. */
export async function saveIdentityProfile(
  identity: IdentityProvider,
  userApi: UserApi,
  user: IdentityUser,
): Promise<string> {
  const token = await identity.getIdToken();
  await userApi.saveProfile(token, {
    ...splitDisplayName(user.displayName),
    email: user.email ?? '',
  });
  return token;
}
