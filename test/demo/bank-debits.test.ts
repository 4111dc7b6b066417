import { DEBIT_PROCESSING_MS } from '../../src/demo/demo-bank-debits';
import { methodsEnabledFor } from '../../src/demo/demo-bank-redirects';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { expectAppError } from '../support/expectations';
import { demoWorld } from '../support/demo-world';
import { MovingClock } from '../support/clocks';
import { RETURN_URL } from '../support/test-settings';
import { GOOD_CARD } from '../support/test-cards';

const SUCCEEDS = 'DE89 3704 0044 0532 0130 00';
const FAILS = 'DE62 3704 0044 0532 0130 01';

/** A new buyer with an open checkout of `productId`, in a world whose clock a test moves on. */
async function checkout(productId = 'yearly_eu') {
  const clock = new MovingClock();
  const adapters = demoWorld({ clock });
  await adapters.identity.signUp('lena@example.com', DEMO_PASSWORD, 'Lena');
  const request = { productId, promoCode: null };
  const { clientSecret } = await adapters.userApi.createCheckoutSession(request);
  return { ...adapters, clock, clientSecret };
}

describe('SEPA Direct Debit in the demo world', () => {
  test('is enabled for a price in euros only', async () => {
    const euro = await checkout('yearly_eu');
    const dollar = await checkout('yearly');
    expect(methodsEnabledFor(euro.world.state, euro.clientSecret)).toContain('sepa_debit');
    expect(methodsEnabledFor(dollar.world.state, dollar.clientSecret)).not.toContain('sepa_debit');
  });

  test('DE89…3000 is processing, then succeeds: paid from the bank account', async () => {
    const { payments, userApi, clock, clientSecret } = await checkout();

    const outcome = await payments.debitConfirmer(clientSecret, () => SUCCEEDS).confirm(RETURN_URL);
    expect(outcome.status).toBe('processing');
    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({ status: 'processing' });

    clock.advance(DEBIT_PROCESSING_MS);
    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({ status: 'succeeded' });
    const { subscription } = await userApi.getMe();
    expect(subscription).toMatchObject({
      productCurrency: 'eur',
      paymentOption: { type: 'sepa_debit', last4: '3000' },
    });
  });

  test('offers no second payment while the bank has the first', async () => {
    const { payments, clientSecret } = await checkout();
    await payments.debitConfirmer(clientSecret, () => SUCCEEDS).confirm(RETURN_URL);

    await expectAppError(
      payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL),
      'payments/failed',
    );
  });

  test('DE62…3001 is processing, then fails: nothing is paid, and the checkout may be paid again', async () => {
    const { payments, userApi, clock, clientSecret } = await checkout();

    await payments.debitConfirmer(clientSecret, () => FAILS).confirm(RETURN_URL);
    clock.advance(DEBIT_PROCESSING_MS);

    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({ status: 'failed' });
    expect((await userApi.getMe()).subscribed).toBe(false);
    await expect(
      payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  test("an IBAN Stripe's field refuses is refused in its words, and nothing is debited", async () => {
    const { payments, clientSecret } = await checkout();

    await expect(
      payments
        .debitConfirmer(clientSecret, () => 'DE88 3704 0044 0532 0130 00')
        .confirm(RETURN_URL),
    ).rejects.toMatchObject({ code: 'payments/incomplete', message: 'Your IBAN is invalid.' });
    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({ status: 'failed' });
  });
});
