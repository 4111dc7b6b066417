import type { GiftShop } from '../../src/application/ports/gift-shop';
import type { PaymentStatusLookup } from '../../src/application/ports/payments';
import { SettleGiftPayment } from '../../src/application/use-cases/settle-gift-payment';
import type { StoredGiftPayment } from '../../src/domain/gift-payment';
import type { Gift } from '../../src/domain/gifts';
import type { PaymentStatus } from '../../src/domain/order';
import type { FakeClock } from '../support/clocks';
import { person } from '../support/builders';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { GOOD_CARD } from '../support/test-cards';
import { RETURN_URL } from '../support/test-settings';

const UID = 'uid-buyer';

const PAYMENT: StoredGiftPayment = {
  giftId: 'gift_7',
  clientSecret: 'pi_gift_secret_7',
  uid: UID,
  placedAt: '2026-11-21T09:30:00.000Z',
};

const PAID: Gift = {
  id: 'gift_7',
  status: 'paid',
  code: 'MNDF-TEST-0000-0007',
  productId: 'gift_12m_eu',
  months: 12,
  amount: 49.99,
  currency: 'eur',
  sendOn: '2026-11-28',
  recipientName: 'Robin',
  recipientEmail: 'robin@example.com',
  message: null,
};

function says(status: PaymentStatus): PaymentStatusLookup & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    statusOf: async (clientSecret) => {
      asked.push(clientSecret);
      return { status, paymentMethodId: null };
    },
  };
}

const shopAnswering = (gift: () => Promise<Gift>) => ({ gift }) as unknown as GiftShop;

async function withPayment(): Promise<DemoWorldAdapters<FakeClock>> {
  const adapters = demoWorld();
  await adapters.giftPayments.save(PAYMENT);
  return adapters;
}

function settle(
  adapters: DemoWorldAdapters,
  provider: PaymentStatusLookup,
  shop: GiftShop = shopAnswering(async () => PAID),
) {
  return new SettleGiftPayment(
    adapters.giftPayments,
    provider,
    shop,
    adapters.tracking,
    adapters.clock,
  );
}

describe('SettleGiftPayment settles a gift’s payment on the provider’s word', () => {
  it('answers null when no payment is kept, asking nobody', async () => {
    const adapters = demoWorld();
    const provider = says('succeeded');

    await expect(settle(adapters, provider).execute(UID)).resolves.toBeNull();
    expect(provider.asked).toEqual([]);
  });

  it('succeeded: reads the gift with its code, takes the payment out and reports one gift purchase', async () => {
    const adapters = await withPayment();
    const provider = says('succeeded');
    const useCase = settle(adapters, provider);

    await expect(useCase.execute(UID)).resolves.toEqual({
      payment: PAYMENT,
      status: 'succeeded',
      gift: PAID,
    });
    await expect(useCase.execute(UID)).resolves.toBeNull();

    expect(provider.asked).toEqual([PAYMENT.clientSecret]);
    await expect(adapters.giftPayments.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([
      {
        event: 'purchase',
        orderId: 'gift_7',
        value: 49.99,
        currency: 'eur',
        itemCategory: 'gift',
        itemId: 'gift_12m_eu',
      },
    ]);
  });

  it.each<PaymentStatus>(['processing', 'requires_action', 'unknown'])(
    '%s: the payment is kept, being confirmed; nothing is read or reported',
    async (status) => {
      const adapters = await withPayment();
      const gift = jest.fn(async () => PAID);

      await expect(
        settle(adapters, says(status), shopAnswering(gift)).execute(UID),
      ).resolves.toEqual({
        payment: PAYMENT,
        status: 'confirming',
      });
      expect(gift).not.toHaveBeenCalled();
      await expect(adapters.giftPayments.load()).resolves.toEqual(PAYMENT);
      expect(adapters.world.events).toEqual([]);
    },
  );

  const PENDING: Gift = { ...PAID, status: 'pending', code: null };

  it.each<[string, () => Promise<Gift>]>([
    ['has not issued the code yet', async () => PENDING],
    ['cannot be read', () => Promise.reject(new Error('offline'))],
  ])('paid, but the back end %s: still being confirmed', async (_what, gift) => {
    const adapters = await withPayment();

    await expect(
      settle(adapters, says('succeeded'), shopAnswering(gift)).execute(UID),
    ).resolves.toMatchObject({ status: 'confirming' });
    await expect(adapters.giftPayments.load()).resolves.toEqual(PAYMENT);
    expect(adapters.world.events).toEqual([]);
  });

  it('failed: the payment is taken out and nothing is reported', async () => {
    const adapters = await withPayment();

    await expect(settle(adapters, says('failed')).execute(UID)).resolves.toEqual({
      payment: PAYMENT,
      status: 'failed',
    });
    await expect(adapters.giftPayments.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([]);
  });

  it('another account’s payment is dropped unasked', async () => {
    const adapters = await withPayment();
    const provider = says('succeeded');

    await expect(settle(adapters, provider).execute('uid-other')).resolves.toBeNull();
    expect(provider.asked).toEqual([]);
    await expect(adapters.giftPayments.load()).resolves.toBeNull();
  });

  it('asks again after growing waits, then once a minute without end; abandoning forgets the payment', async () => {
    const adapters = await withPayment();
    const useCase = settle(adapters, says('processing'));

    await useCase.pause(1);
    await useCase.pause(4);
    await useCase.pause(40);
    expect(adapters.clock.waits).toEqual([2000, 16000, 60_000]);
    await useCase.abandon();
    await expect(adapters.giftPayments.load()).resolves.toBeNull();
  });

  it('settles a gift the demo world sold and its card provider paid (in-memory world)', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, person());
    const { giftId, clientSecret } = await adapters.gifts.order({
      productId: 'gift_3m',
      recipient: null,
      message: null,
      sendOn: adapters.clock.day,
    });
    await adapters.payments
      .confirmer(clientSecret, GOOD_CARD, async () => true)
      .confirm(RETURN_URL);
    await adapters.giftPayments.save({ ...PAYMENT, giftId, clientSecret });

    const settled = await new SettleGiftPayment(
      adapters.giftPayments,
      adapters.payments,
      adapters.gifts,
      adapters.tracking,
      adapters.clock,
    ).execute(UID);

    expect(settled).toMatchObject({ status: 'succeeded', gift: { id: giftId, status: 'paid' } });
  });
});
