import { AppError, isAppError } from '../../domain/errors';
import {
  giftOrderRequestOf,
  type Gift,
  type GiftOrder,
  type GiftProduct,
} from '../../domain/gifts';
import type { RedemptionPreview } from '../../domain/gift-redemption';
import type { Subscription } from '../../domain/subscription';
import type { GiftPurchase, GiftShop } from '../../application/ports/gift-shop';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { HttpClient } from './http-request';
import { apiClientOf, type HttpUserApiOptions } from './http-user-api';
import {
  parseGift,
  parseGiftProducts,
  parseGiftPurchase,
  parseRedemptionPreview,
} from './parse-gifts';
import { parseSubscription } from './parse-user';

/** What a refused code's answer may name (http-errors.ts narrows the status by it). */
const CODE_REFUSALS = ['gift/unknown-code', 'gift/used-code', 'gift/rate-limited'] as const;

/**
 * The gift calls of the product's API over fetch (DESIGN.md, "Gifts"), with the user API's own
 * request machinery: its base, timeout, bearer tokens, Accept-Language, error statuses and retries.
 * A code travels in a path or a body, and is taken out of any error's message before it leaves:
 * the portal never logs a code.
 */
export class HttpGiftShop implements GiftShop {
  private readonly http: HttpClient;
  private readonly ids: IdGenerator;

  constructor(options: HttpUserApiOptions) {
    const { http, ids } = apiClientOf(options);
    this.http = http;
    this.ids = ids;
  }

  async products(country: string): Promise<GiftProduct[]> {
    const answer = await this.http.json({
      method: 'GET',
      path: 'gifts/products',
      query: { country },
      // A visitor sees the prices before signing in; a member's token goes along.
      bearer: 'if-signed-in',
    });
    return parseGiftProducts(answer);
  }

  async order(order: GiftOrder): Promise<GiftPurchase> {
    const answer = await this.http.json({
      method: 'POST',
      path: 'gifts',
      body: giftOrderRequestOf(order),
      bearer: 'required',
      // One key per order, kept on its retries: a retry after a lost answer gets the same gift.
      idempotencyKey: this.ids.next(),
    });
    return parseGiftPurchase(answer);
  }

  async gift(giftId: string): Promise<Gift> {
    const answer = await this.http.json({
      method: 'GET',
      path: `gifts/${encodeURIComponent(giftId)}`,
      bearer: 'required',
    });
    return parseGift(answer);
  }

  previewRedemption(code: string): Promise<RedemptionPreview> {
    return withoutCode(code, async () =>
      parseRedemptionPreview(
        await this.http.json({
          method: 'GET',
          path: `gifts/redeem/${encodeURIComponent(code)}`,
          bearer: 'required',
          expected: CODE_REFUSALS,
        }),
      ),
    );
  }

  redeem(code: string): Promise<Subscription> {
    return withoutCode(code, async () =>
      parseSubscription(
        await this.http.json({
          method: 'POST',
          path: 'gifts/redeem',
          body: { code },
          bearer: 'required',
          expected: CODE_REFUSALS,
        }),
        'subscription',
      ),
    );
  }
}

/** The call's failure, with the code (as typed, or in a path) out of its message. */
async function withoutCode<Result>(code: string, call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const spellings = [code, encodeURIComponent(code)];
    const message = spellings.reduce(
      (text, spelling) => text.split(spelling).join('…'),
      error.message,
    );
    throw message === error.message ? error : new AppError(error.code, message);
  }
}
