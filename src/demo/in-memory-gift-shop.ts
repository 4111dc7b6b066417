import { AppError } from '../domain/errors';
import type { Gift, GiftOrder, GiftProduct } from '../domain/gifts';
import type { RedemptionPreview } from '../domain/gift-redemption';
import { DEFAULT_LANGUAGE } from '../domain/language';
import type { Subscription } from '../domain/subscription';
import type { IdTokenSource } from '../application/ports/identity-provider';
import type { GiftPurchase, GiftShop } from '../application/ports/gift-shop';
import { byUid } from './demo-lookups';
import { countRefusal, lookUpCode, previewRedemption, redeemFor } from './demo-gift-redemption';
import { deliverDueGifts, giftOf, giftProductsIn, hasDueGifts, orderDemoGift } from './demo-gifts';
import type { DemoGift } from './demo-gift-state';
import type { DemoProfile, DemoState } from './demo-state';
import type { DemoWorld } from './demo-world';
import { uidOf } from './demo-callers';
import { InMemoryUserApi } from './in-memory-user-api';

/** What a change that may refuse a code answers: the refusal is counted, then thrown. */
type Counted<Result> = { result: Result } | { refusal: AppError };

/**
 * The gift calls of the product's API over the demo world (DESIGN.md, "Gifts"), answering as the
 * REST API does: the caller is whoever the token source names (the demo identity in the portal,
 * the request's bearer token in the local API server), and the gift's e-mails are written in the
 * language of the order's call. Every call first sends the gifts whose day has come, as the back
 * end's daily job would have by then.
 */
export class InMemoryGiftShop implements GiftShop {
  /** The member as GET /users/me shows them, after a redemption. */
  private readonly members: InMemoryUserApi;

  constructor(
    private readonly world: DemoWorld,
    private readonly tokens: IdTokenSource,
    private readonly language: () => string = () => DEFAULT_LANGUAGE,
  ) {
    this.members = new InMemoryUserApi(world, tokens, language);
  }

  /** No token needed: a visitor sees the prices before signing in. */
  async products(country: string): Promise<GiftProduct[]> {
    await Promise.resolve();
    this.deliverDue();
    return giftProductsIn(country);
  }

  async order(order: GiftOrder): Promise<GiftPurchase> {
    const token = await this.token();
    const today = this.world.today();
    return this.world.change((draft) => {
      const uid = uidOf(draft, token);
      const context = { uid, today, language: this.language(), newId: () => this.world.newId() };
      return orderDemoGift(draft, order, context);
    });
  }

  async gift(giftId: string): Promise<Gift> {
    const token = await this.token();
    this.deliverDue();
    const { state } = this.world;
    const uid = uidOf(state, token);
    const gift = state.gifts.find((entry) => entry.id === giftId && entry.buyerUid === uid);
    if (!gift) throw new AppError('api/not-found', 'There is no such gift of yours.');
    return giftOf(gift);
  }

  previewRedemption(code: string): Promise<RedemptionPreview> {
    return this.withCode(code, (_draft, profile, gift) =>
      previewRedemption(profile, gift, this.world.today()),
    );
  }

  /** Answers the subscription as GET /users/me now shows it. */
  async redeem(code: string): Promise<Subscription> {
    await this.withCode(code, (_draft, profile, gift) =>
      redeemFor(profile, gift, this.world.today()),
    );
    const { subscription } = await this.members.getMe();
    if (!subscription) throw new AppError('api/server', 'The redeemed gift gave no membership.');
    return subscription;
  }

  /**
   * Looks the code up for the caller and acts on its gift; a refused code is counted against the
   * caller (the change that counts it is kept) and then thrown.
   */
  private async withCode<Result>(
    code: string,
    act: (draft: DemoState, profile: DemoProfile, gift: DemoGift) => Result,
  ): Promise<Result> {
    const token = await this.token();
    this.deliverDue();
    const now = this.world.clock.now();
    const outcome = this.world.change((draft): Counted<Result> => {
      const uid = uidOf(draft, token);
      const profile = byUid(draft.profiles, uid);
      if (!profile) throw new AppError('api/not-found', 'This user has no profile yet.');
      const found = lookUpCode(draft, uid, code, now);
      if ('gift' in found) return { result: act(draft, profile, found.gift) };
      if (found.counts) countRefusal(draft, uid, now);
      return { refusal: found.refusal };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.result;
  }

  /** The back end's daily job, caught up: every gift whose send date has come goes out. */
  private deliverDue(): void {
    const today = this.world.today();
    if (hasDueGifts(this.world.state, today)) {
      this.world.change((draft) => deliverDueGifts(draft, today));
    }
  }

  /** The caller's token as the API would receive it; null sends none, as a visitor does. */
  private token(): Promise<string | null> {
    return this.tokens.idToken({ refresh: false });
  }
}
