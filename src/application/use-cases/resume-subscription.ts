import type { User } from '../../domain/subscription';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { userAfterChange } from './user-after-change';

/**
 * Turns renewal back on for a cancelled subscription that still has access; returns the user
 * (null if only the reload failed).
 */
export class ResumeSubscription {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(): Promise<User | null> {
    const token = await this.identity.getIdToken();
    await this.userApi.resumeSubscription(token);
    return userAfterChange(this.userApi, token);
  }
}
