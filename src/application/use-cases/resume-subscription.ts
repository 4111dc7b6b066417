import type { User } from '../../domain/subscription';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

/** Turns renewal back on for a cancelled subscription that still has access; returns the user. */
export class ResumeSubscription {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(): Promise<User> {
    const token = await this.identity.getIdToken();
    await this.userApi.resumeSubscription(token);
    return this.userApi.getMe(token);
  }
}
