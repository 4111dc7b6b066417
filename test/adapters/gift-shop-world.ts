import type { GiftShop } from '../../src/application/ports/gift-shop';
import type { UserApi } from '../../src/application/ports/user-api';
import type { IsoDate } from '../../src/domain/dates';
import type { GiftOrder } from '../../src/domain/gifts';
import type { Language } from '../../src/domain/language';
import type { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { member, type Member } from '../support/builders';
import { worldWith } from '../support/demo-world';
import type { SentMail } from './user-api.contract';

/**
 * The people of the gift contract (gift-shop.contract.ts), built rather than seeded, put in the
 * world both the in-memory adapter and the local API server serve.
 */

/** Buys gifts; has no subscription. */
const buyer = withoutSubscription(member({ email: 'bea.buyer@gifts.test', name: 'Bea Buyer' }));
/** Redeems what she is given; has no subscription. */
const friend = withoutSubscription(member({ email: 'fay.friend@gifts.test', name: 'Fay Friend' }));
/** A web member whose yearly plan renews on February 10, 2027. */
const webMember = member({ email: 'wes.web@gifts.test', name: 'Wes Web', renewsAt: '2027-02-10' });
/** Billed by the App Store, renewing on August 4, 2027. */
const storeMember = member({
  email: 'sue.store@gifts.test',
  name: 'Sue Store',
  type: 'APP_STORE',
  renewsAt: '2027-08-04',
  paymentOption: null,
});
/** A gift member whose gift ends on December 1, 2026. */
const giftMember = withoutSubscription(member({ email: 'gus.gift@gifts.test', name: 'Gus Gift' }));
giftMember.profile.giftAccess = { startsOn: '2025-12-01', endsOn: '2026-12-01', currency: 'usd' };

function withoutSubscription(person: Member): Member {
  return { ...person, card: null, profile: { ...person.profile, subscription: null } };
}

export const GIFT_PEOPLE = { buyer, friend, webMember, storeMember, giftMember } as const;
export type GiftPerson = keyof typeof GIFT_PEOPLE;

/** A storage holding the world of the gift contract, for either adapter's subject. */
export function giftWorld(): MemoryStorage {
  return worldWith(...Object.values(GIFT_PEOPLE));
}

/** A twelve-month gift in dollars for Fay, sent a week after the contract's today. */
export const FOR_FAY: GiftOrder = {
  productId: 'gift_12m',
  recipient: { name: 'Fay Friend', email: friend.email },
  message: 'Sleep well!',
  sendOn: '2026-11-28',
};

export interface GiftShopSubject {
  gifts: GiftShop;
  /** The same API's user calls, as the same caller. */
  users: UserApi;
  /** The day the API counts from, until moved. */
  today: IsoDate;
  /** Signs in at the identity provider whose tokens the adapter sends, with the demo password. */
  signIn(person: GiftPerson): Promise<void>;
  signOut(): Promise<void>;
  forgeToken(): void;
  /** What the payment provider does when the buyer confirms a card for the gift's intent. */
  pay(clientSecret: string, card: 'good' | 'declined'): Promise<void>;
  /** The portal shows this language from now on: the adapter's calls carry it. */
  speak(language: Language): void;
  /** The e-mails the back end has sent to an address so far, oldest first. */
  mailTo(email: string): readonly SentMail[];
  /** The back end's calendar moves on to this day. */
  moveTo(day: IsoDate): void;
  dispose?(): Promise<void> | void;
}
