import { formatGiftCode } from '../../domain/gift-code';
import type { RedemptionPreview } from '../../domain/gift-redemption';
import type { Subscription, User } from '../../domain/subscription';
import { FIELD_ERRORS } from '../../domain/validation';
import type { GiftShop } from '../ports/gift-shop';
import type { Tracking } from '../ports/tracking';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import { trackSafely } from './track-safely';
import { userAfterChange } from './user-after-change';

/** The code in what the person typed, as the API takes it; a field error when it holds none. */
function codeOf(typed: string): string {
  const code = formatGiftCode(typed);
  if (code === null) throw new ValidationError({ code: FIELD_ERRORS.required });
  return code;
}

/**
 * What redeeming a typed code would do for the signed-in member (start, extend, or a store that
 * keeps billing), before they confirm; nothing changes.
 */
export class PreviewGiftRedemption {
  constructor(private readonly gifts: GiftShop) {}

  async execute(typed: string): Promise<RedemptionPreview> {
    return this.gifts.previewRedemption(codeOf(typed));
  }
}

export interface RedeemedGift {
  subscription: Subscription;
  /** The member as the API now has them; null when only that read failed. */
  user: User | null;
}

/** Redeems a typed code for the signed-in member; reported once as `gift_redeemed`, without it. */
export class RedeemGift {
  constructor(
    private readonly gifts: GiftShop,
    private readonly userApi: UserApi,
    private readonly tracking: Tracking,
  ) {}

  async execute(typed: string): Promise<RedeemedGift> {
    const subscription = await this.gifts.redeem(codeOf(typed));
    await trackSafely(this.tracking, { event: 'gift_redeemed' });
    return { subscription, user: await userAfterChange(this.userApi) };
  }
}
