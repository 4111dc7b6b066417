import { giftCodeOfBytes, newGiftCode } from '../../src/demo/demo-gift-codes';
import { GIFT_ATTEMPT_LIMIT, GiftRedemptionLimited } from '../../src/demo/demo-gift-redemption';
import { giftsDatedLater, sendGiftNow } from '../../src/demo/demo-gifts';
import { SEED_GIFT_CODES } from '../../src/demo/demo-gift-seed';
import { DEMO_WORLD_KEY } from '../../src/demo/demo-world';
import { parseGiftCode } from '../../src/domain/gift-code';
import type { GiftOrder } from '../../src/domain/gifts';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { TODAY } from '../support/clocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { AUTHENTICATION_CARD, GOOD_CARD } from '../support/test-cards';
import { RETURN_URL } from '../support/test-settings';

const LATER: GiftOrder = {
  productId: 'gift_3m',
  recipient: { name: 'Robin Friend', email: 'robin@example.com' },
  message: null,
  sendOn: '2026-12-24',
};

async function signedIn(email: string) {
  const adapters = demoWorld();
  await adapters.identity.signIn(email, DEMO_PASSWORD);
  return adapters;
}

describe('the demo world’s gifts, as DESIGN.md seeds them', () => {
  it('has Kai Novak a gift member of twelve months ending ten days from today', async () => {
    const { userApi } = await signedIn(DEMO_ACCOUNTS.gift.email);

    await expect(userApi.getMe()).resolves.toMatchObject({
      firstName: 'Kai',
      lastName: 'Novak',
      subscribed: true,
      subscription: {
        type: 'GIFT',
        status: 'gift',
        autoRenew: false,
        subscribedAt: '2025-12-01',
        endsAt: '2026-12-01',
        paymentOption: null,
      },
    });
  });

  it('holds MNDF-YEAR-2026-0001 unused and MNDF-YEAR-2026-0002 already redeemed', async () => {
    const { gifts } = await signedIn(DEMO_ACCOUNTS.free.email);

    await expect(gifts.previewRedemption(SEED_GIFT_CODES.unused)).resolves.toMatchObject({
      months: 12,
      effect: 'start',
    });
    await expectAppError(gifts.previewRedemption(SEED_GIFT_CODES.redeemed), 'gift/used-code');
  });

  it('reads a world saved before there were gifts as one without any', () => {
    const storage = new MemoryStorage();
    const seeded = JSON.parse(JSON.stringify(demoWorld({ storage }).world.state)) as Record<
      string,
      unknown
    >;
    delete seeded.gifts;
    delete seeded.giftAttempts;
    storage.setItem(DEMO_WORLD_KEY, JSON.stringify(seeded));

    const { state } = demoWorld({ storage }).world;

    expect(state.accounts).toHaveLength((seeded.accounts as unknown[]).length);
    expect(state.gifts).toEqual([]);
    expect(state.giftAttempts).toEqual([]);
  });
});

describe('selling a gift in the demo world', () => {
  it('makes its code only once paid, from secure random numbers, not from the world’s ids', async () => {
    const { gifts, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { giftId, clientSecret } = await gifts.order({ ...LATER, recipient: null });
    expect(world.state.gifts.find((gift) => gift.id === giftId)?.code).toBeNull();

    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    const { code } = await gifts.gift(giftId);
    expect(parseGiftCode(code)).not.toBeNull();
    expect(code).not.toMatch(/id-\d/u);
    // One payment, no card kept for later.
    expect(world.state.paymentMethods.filter((method) => method.uid === 'demo-free')).toEqual([]);
  });

  it('asks for the bank’s check with the 3-D Secure card, and pays once it is passed', async () => {
    const { gifts, payments } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { giftId, clientSecret } = await gifts.order(LATER);
    const check = jest.fn(async () => true);

    await payments.confirmer(clientSecret, AUTHENTICATION_CARD, check).confirm(RETURN_URL);

    expect(check).toHaveBeenCalledTimes(1);
    await expect(gifts.gift(giftId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('puts the /redeem link in the receipt of a gift the buyer gives themselves', async () => {
    const { gifts, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { giftId, clientSecret } = await gifts.order({ ...LATER, recipient: null });
    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
    const { code } = await gifts.gift(giftId);

    const receipt = world.state.acknowledgments.at(-1);
    expect(receipt).toMatchObject({ email: 'free@demo.test', link: `/redeem?code=${code}` });
  });

  it('"send now": the demo tools send a gift dated later today, and nothing else', async () => {
    const { gifts, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { giftId, clientSecret } = await gifts.order(LATER);
    expect(sendGiftNow(world, giftId)).toBe(false);
    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
    expect(giftsDatedLater(world).map((gift) => gift.id)).toEqual([giftId]);

    expect(sendGiftNow(world, giftId)).toBe(true);

    expect(giftsDatedLater(world)).toEqual([]);
    expect(world.state.acknowledgments.at(-1)).toMatchObject({
      email: 'robin@example.com',
      sentAt: TODAY,
    });
    expect(sendGiftNow(world, giftId)).toBe(false);
    expect(sendGiftNow(world, 'gift_nobody')).toBe(false);
  });

  it('names each demo country’s VAT, and the home rate of the currency for another', async () => {
    const { gifts } = demoWorld();
    const rateIn = async (country: string) => (await gifts.products(country))[0]?.tax?.rate;

    await expect(rateIn('FR')).resolves.toBe(20);
    await expect(rateIn('ES')).resolves.toBe(21);
    await expect(rateIn('IT')).resolves.toBe(19);
    await expect(rateIn('US')).resolves.toBeUndefined();
  });

  it('names the VAT of a pound gift in the receipt', async () => {
    const { gifts, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { clientSecret } = await gifts.order({ ...LATER, productId: 'gift_12m_gb' });
    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    expect(world.state.acknowledgments.at(-1)?.body).toContain('includes 20% VAT (£7.50)');
  });
});

describe('a deleted buyer', () => {
  it('leaves the gifts it paid for to their recipients, and takes the rest with it', async () => {
    const { gifts, payments, userApi, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const paid = await gifts.order(LATER);
    await payments.confirmer(paid.clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
    const unpaid = await gifts.order(LATER);
    await expectAppError(gifts.redeem('ZZZZ-ZZZZ-ZZZZ-ZZZZ'), 'gift/unknown-code');

    await userApi.deleteMe();

    const ids = world.state.gifts.map((gift) => gift.id);
    expect(ids).toContain(paid.giftId);
    expect(ids).not.toContain(unpaid.giftId);
    expect(world.state.giftAttempts).toEqual([]);
  });
});

describe('redeeming in the demo world', () => {
  it('says how long to wait once too many codes were refused', async () => {
    const { gifts, clock } = await signedIn(DEMO_ACCOUNTS.free.email);
    for (let attempt = 0; attempt < GIFT_ATTEMPT_LIMIT.attempts; attempt += 1) {
      await expectAppError(gifts.redeem('ZZZZ-ZZZZ-ZZZZ-ZZZZ'), 'gift/unknown-code');
    }

    const limited = await expectAppError(gifts.redeem(SEED_GIFT_CODES.unused), 'gift/rate-limited');

    expect(limited).toBeInstanceOf(GiftRedemptionLimited);
    expect((limited as GiftRedemptionLimited).retryAfterSeconds).toBe(3600);
    clock.day = '2026-11-22';
    await expect(gifts.redeem(SEED_GIFT_CODES.unused)).resolves.toMatchObject({ status: 'gift' });
  });

  it('pays a past-due member’s failed renewal with the gift, and moves a paused one’s renewal', async () => {
    const pastDue = await signedIn(DEMO_ACCOUNTS.pastDue.email);
    await pastDue.gifts.redeem(SEED_GIFT_CODES.unused);
    await expect(pastDue.userApi.getMe()).resolves.toMatchObject({
      subscription: { status: 'active', paymentIssue: null, renewsAt: '2027-11-21' },
    });

    const paused = await signedIn(DEMO_ACCOUNTS.paused.email);
    const before = (await paused.userApi.getMe()).subscription?.renewsAt ?? '';
    await paused.gifts.redeem(SEED_GIFT_CODES.unused);
    const after = (await paused.userApi.getMe()).subscription;
    expect(after).toMatchObject({ status: 'paused' });
    expect(after?.renewsAt?.slice(0, 4)).toBe(String(Number(before.slice(0, 4)) + 1));
  });

  it('lets Kai choose a plan, first charged when the gift ends, with no trial', async () => {
    const { userApi, payments } = await signedIn(DEMO_ACCOUNTS.gift.email);

    const { clientSecret } = await userApi.createCheckoutSession({
      productId: 'yearly',
      promoCode: null,
    });
    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    await expect(userApi.getMe()).resolves.toMatchObject({
      subscribed: true,
      subscription: {
        type: 'STRIPE',
        autoRenew: true,
        subscribedAt: TODAY,
        renewsAt: '2026-12-01',
      },
    });
  });
});

describe('the demo back end’s gift codes', () => {
  it('turns ten random bytes into 16 characters of Crockford base32, in groups', () => {
    expect(giftCodeOfBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(giftCodeOfBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(
      giftCodeOfBytes(
        Uint8Array.from([0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x96, 0xc6, 0xb9, 0xf0]),
      ),
    ).toBe('1234-5678-9ABC-DEFG');
    expect(() => giftCodeOfBytes(new Uint8Array(9))).toThrow(RangeError);
  });

  it('draws again when a code is already held', () => {
    const held = new Set<string>();
    const first = newGiftCode(() => false);
    held.add(first);
    let asked = 0;
    const second = newGiftCode((code) => {
      asked += 1;
      return asked === 1 || held.has(code);
    });

    expect(asked).toBe(2);
    expect(second).not.toBe(first);
  });
});
