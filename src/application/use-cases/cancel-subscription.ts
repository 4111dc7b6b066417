import { isCancelReason } from '../../domain/cancel-reasons';
import { FIELD_ERRORS } from '../../domain/validation';
import type { User } from '../../domain/subscription';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import { userAfterChange } from './user-after-change';

/** Cancels with the reason given and returns the reloaded user (null if only the reload failed). */
export class CancelSubscription {
  constructor(private readonly userApi: UserApi) {}

  async execute(reason: string | null): Promise<User | null> {
    if (!isCancelReason(reason)) throw new ValidationError({ reason: FIELD_ERRORS.required });
    await this.userApi.cancelSubscription(reason);
    return userAfterChange(this.userApi);
  }
}
