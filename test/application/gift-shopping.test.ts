import type { GiftShop } from '../../src/application/ports/gift-shop';
import type { PaymentConfirmer } from '../../src/application/ports/payments';
import {
  BuyGift,
  LoadGiftProducts,
  PayForGift,
  type GiftPaymentRequest,
} from '../../src/application/use-cases/gift-shopping';
import type { StoredGiftPayment } from '../../src/domain/gift-payment';
import type { GiftOrder } from '../../src/domain/gifts';
import { AppError } from '../../src/domain/errors';
import { deferred } from '../support/deferred';
import { person } from '../support/builders';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { ORIGIN } from '../support/test-settings';
import { expectValidationError } from './support/demo-world';

const ORDER: GiftOrder = {
  productId: 'gift_12m',
  recipient: { name: ' Robin Friend ', email: 'robin@example.com ' },
  message: '  ',
  sendOn: '2026-11-28',
};

describe('LoadGiftProducts', () => {
  it('offers the gifts in the currency of the visitor’s country, three months first', async () => {
    const adapters = demoWorld();
    adapters.world.setCountry('GB');

    const { country, products } = await new LoadGiftProducts(
      adapters.geo,
      adapters.gifts,
    ).execute();

    expect(country).toBe('GB');
    expect(products.map(({ id, price }) => [id, price])).toEqual([
      ['gift_3m_gb', 12.99],
      ['gift_12m_gb', 44.99],
    ]);
  });

  it('offers US prices when the country lookup fails, and orders them by months', async () => {
    const adapters = demoWorld();
    const asked: string[] = [];
    const shop: Pick<GiftShop, 'products'> = {
      products: async (country) => {
        asked.push(country);
        return (await adapters.gifts.products(country)).reverse();
      },
    };
    const geo = { country: () => Promise.reject(new AppError('network/unavailable')) };

    const { products } = await new LoadGiftProducts(geo, shop as GiftShop).execute();

    expect(asked).toEqual(['US']);
    expect(products.map((product) => product.months)).toEqual([3, 12]);
  });
});

describe('BuyGift', () => {
  it('orders the gift trimmed, and answers its one payment', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, person());

    const purchase = await new BuyGift(adapters.gifts, adapters.clock).execute(ORDER);

    expect(purchase.clientSecret).toMatch(/^pi_/u);
    await expect(adapters.gifts.gift(purchase.giftId)).resolves.toMatchObject({
      recipientName: 'Robin Friend',
      recipientEmail: 'robin@example.com',
      message: null,
    });
  });

  it('refuses an order out of its bounds before anything is sent', async () => {
    const adapters = demoWorld();
    const order = jest.fn();
    const shop = { order } as unknown as GiftShop;

    await expectValidationError(
      new BuyGift(shop, adapters.clock).execute({
        ...ORDER,
        message: 'm'.repeat(301),
        sendOn: '2026-11-20',
      }),
      { message: 'validation/too-long', sendOn: 'validation/required' },
    );
    expect(order).not.toHaveBeenCalled();
  });
});

describe('PayForGift', () => {
  function request(confirmer: PaymentConfirmer): GiftPaymentRequest {
    return {
      confirmer,
      giftId: 'gift_1',
      clientSecret: 'pi_gift_secret_1',
      uid: 'uid-buyer',
      origin: ORIGIN,
      path: '/de/gift',
    };
  }

  const KEPT: StoredGiftPayment = {
    giftId: 'gift_1',
    clientSecret: 'pi_gift_secret_1',
    uid: 'uid-buyer',
    placedAt: '2026-11-21T09:30:00.000Z',
  };

  function payForGift(adapters: DemoWorldAdapters) {
    return new PayForGift(adapters.giftPayments, adapters.clock);
  }

  it('keeps the payment before confirming it, with the gift’s own return address', async () => {
    const adapters = demoWorld();
    const seen: { returnUrl: string; kept: StoredGiftPayment | null }[] = [];
    const confirmer: PaymentConfirmer = {
      confirm: async (returnUrl) => {
        seen.push({ returnUrl, kept: await adapters.giftPayments.load() });
        return { status: 'succeeded', paymentMethodId: null };
      },
    };

    const { payment } = await payForGift(adapters).execute(request(confirmer));

    expect(payment).toEqual(KEPT);
    expect(seen).toEqual([{ returnUrl: `${ORIGIN}/de/gift/paid`, kept: KEPT }]);
  });

  it('forgets the payment when the confirmation fails, and leaves the membership’s order alone', async () => {
    const adapters = demoWorld();
    const confirmer: PaymentConfirmer = {
      confirm: () => Promise.reject(new AppError('payments/card-declined', 'Declined.')),
    };

    await expectAppError(
      payForGift(adapters).execute(request(confirmer)),
      'payments/card-declined',
    );

    await expect(adapters.giftPayments.load()).resolves.toBeNull();
    await expect(adapters.orders.load()).resolves.toBeNull();
  });

  it('pays once for a double click', async () => {
    const adapters = demoWorld();
    const answer = deferred<{ status: 'succeeded'; paymentMethodId: null }>();
    const confirm = jest.fn(() => answer.promise);
    const useCase = payForGift(adapters);

    const first = useCase.execute(request({ confirm }));
    const second = useCase.execute(request({ confirm }));
    answer.resolve({ status: 'succeeded', paymentMethodId: null });

    await expect(second).resolves.toEqual(await first);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
