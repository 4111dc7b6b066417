import { addMonths } from '../domain/billing-period';
import { addDays, type IsoDate } from '../domain/dates';
import type { DemoGift, DemoGiftAccess } from './demo-gift-state';

/**
 * The demo's gifts (DESIGN.md, "Gifts"): two codes of twelve months, `MNDF-YEAR-2026-0001` unused
 * and `MNDF-YEAR-2026-0002` already redeemed, by Kai Novak, whose gift membership ends ten days
 * from today.
 */

export const SEED_GIFT_CODES = {
  unused: 'MNDF-YEAR-2026-0001',
  redeemed: 'MNDF-YEAR-2026-0002',
} as const;

/** Kai Novak's uid: gift@demo.test. */
export const GIFT_MEMBER_UID = 'demo-gift';

const TWELVE_MONTHS_USD = {
  productId: 'gift_12m',
  months: 12,
  amount: 49.99,
  currency: 'usd',
  taxRate: null,
} as const;

/** Kai's twelve months, ending ten days from today. */
export function seedGiftAccess(today: IsoDate): DemoGiftAccess {
  const endsOn = addDays(today, 10);
  return { startsOn: addMonths(endsOn, -12), endsOn, currency: 'usd' };
}

export function seedGifts(today: IsoDate): DemoGift[] {
  const kai = seedGiftAccess(today);
  const bought = (id: string, orderedOn: IsoDate) => ({
    id: `gift_seed_${id}`,
    // Sam Rivera (member@demo.test) gave both.
    buyerUid: 'demo-member',
    ...TWELVE_MONTHS_USD,
    clientSecret: `pi_demo_seed_${id}_secret_seed`,
    language: 'en',
    orderedOn,
  });
  return [
    {
      ...bought('0001', addDays(today, -3)),
      recipientName: null,
      recipientEmail: null,
      message: null,
      sendOn: addDays(today, -3),
      status: 'paid',
      code: SEED_GIFT_CODES.unused,
      redeemedBy: null,
      redeemedOn: null,
    },
    {
      ...bought('0002', addDays(kai.startsOn, -7)),
      recipientName: 'Kai Novak',
      recipientEmail: 'gift@demo.test',
      message: 'A year of calm, Kai. Happy birthday!',
      sendOn: kai.startsOn,
      status: 'redeemed',
      code: SEED_GIFT_CODES.redeemed,
      redeemedBy: GIFT_MEMBER_UID,
      redeemedOn: kai.startsOn,
    },
  ];
}
