import { isCancelReason } from '../../domain/cancel-reasons';
import { FIELD_MESSAGES } from '../../domain/validation';
import type { User } from '../../domain/subscription';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';

/** Cancels with the reason given and returns the reloaded user. */
export class CancelSubscription {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(reason: string | null): Promise<User> {
    if (!isCancelReason(reason))
      throw new ValidationError({ reason: FIELD_MESSAGES.reasonRequired });
    const token = await this.identity.getIdToken();
    await this.userApi.cancelSubscription(token, reason);
    return this.userApi.getMe(token);
  }
}
