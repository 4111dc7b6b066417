import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe as StripeJs } from '@stripe/stripe-js';
import { HttpGiftShop } from '../../../src/adapters/http/http-gift-shop';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { StripeStatusLookup } from '../../../src/adapters/stripe/stripe-status-lookup';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import type { TrackingEvent } from '../../../src/application/ports/tracking';
import { SettleGiftPayment } from '../../../src/application/use-cases/settle-gift-payment';
import { InMemoryGiftPaymentStorage } from '../../../src/demo/in-memory-gift-payment-storage';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { startApiServer, type ApiServer } from '../../../tools/api-server/server';
import { FakeClock } from '../../support/clocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { renderWithI18n } from '../../support/render-with-i18n';
import { installLocalStripe } from '../../../tools/stand-ins/stripe/stand-in';

const RETURN_URL = 'http://localhost/gift/paid';

let api: ApiServer;

afterEach(async () => {
  await api.close();
  delete window.Stripe;
  document.body.replaceChildren();
});

/**
 * A gift paid end to end below the page, on the real adapters offline: ordered over HTTP from the
 * local API server, paid with the real Stripe adapter's Payment Element on the stand-in for
 * Stripe.js (confirmPayment of a one-time PaymentIntent), and settled on Stripe's word.
 */
test('the real adapters order a gift, pay its PaymentIntent and settle it with its code', async () => {
  api = await startApiServer({ emulator: null, clock: new FakeClock() });
  const navigate = jest.fn();
  const localStripe = installLocalStripe(window, { apiOrigin: new URL(api.url).origin, navigate });
  const identity = new InMemoryIdentityProvider(api.world);
  const { uid } = await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
  const gifts = new HttpGiftShop({ baseUrl: api.url, tokens: identity, timeoutMs: 5000 });
  const { giftId, clientSecret } = await gifts.order({
    productId: 'gift_12m',
    recipient: { name: 'Robin Friend', email: 'robin@example.com' },
    message: null,
    sendOn: '2026-11-28',
  });
  const StripePaymentForm = createStripePaymentForm({ publishableKey: 'pk_test_local' });
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  renderWithI18n(<StripePaymentForm clientSecret={clientSecret} onReady={onReady} />);
  await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiration date'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');

  await expect(onReady.mock.calls[0]?.[0].confirm(RETURN_URL)).resolves.toMatchObject({
    status: 'succeeded',
  });

  const payments = new InMemoryGiftPaymentStorage();
  await payments.save({ giftId, clientSecret, uid, placedAt: '2026-11-21T09:30:00.000Z' });
  const tracked: TrackingEvent[] = [];
  const settled = await new SettleGiftPayment(
    payments,
    new StripeStatusLookup(async (key) => localStripe(key) as unknown as StripeJs, 'pk_test_local'),
    gifts,
    { track: async (event) => void tracked.push(event), consent: async () => undefined },
    new FakeClock(),
  ).execute(uid);
  expect(settled).toMatchObject({
    status: 'succeeded',
    gift: {
      id: giftId,
      status: 'paid',
      code: expect.stringMatching(/^\w{4}(-\w{4}){3}$/u) as string,
    },
  });
  expect(tracked).toEqual([
    expect.objectContaining({ event: 'purchase', itemCategory: 'gift', value: 49.99 }),
  ]);
  expect(navigate).not.toHaveBeenCalled();
});
