import type { User } from '../../domain/subscription';
import type { UserApi } from '../ports/user-api';
import { userAfterChange } from './user-after-change';

/**
 * Turns renewal back on for a cancelled subscription that still has access; returns the user
 * (null if only the reload failed).
 */
export class ResumeSubscription {
  constructor(private readonly userApi: UserApi) {}

  async execute(): Promise<User | null> {
    await this.userApi.resumeSubscription();
    return userAfterChange(this.userApi);
  }
}
