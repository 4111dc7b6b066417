import {
  answerRedirect,
  bankPaymentOf,
  demoBankUrlOf,
  intentIdOf,
  methodsEnabledFor,
} from '../../src/demo/demo-bank-redirects';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { MovingClock } from '../support/clocks';
import { RETURN_URL } from '../support/test-settings';
import { GOOD_CARD } from '../support/test-cards';

/** A new buyer with an open checkout of `productId` . */
async function checkout(productId = 'monthly_eu', promoCode: string | null = null) {
  const adapters = demoWorld({ clock: new MovingClock() });
  await adapters.identity.signUp('daan@example.nl', DEMO_PASSWORD, 'Daan');
  const { clientSecret } = await adapters.userApi.createCheckoutSession({ productId, promoCode });
  return { ...adapters, clientSecret };
}

/** Confirms with a bank redirect; answers where the page was sent. */
async function leaveForTheBank(
  { payments, clientSecret }: Awaited<ReturnType<typeof checkout>>,
  method: 'ideal' | 'bancontact' = 'ideal',
) {
  const left: string[] = [];
  void payments
    .redirectConfirmer(clientSecret, method, (url) => left.push(url))
    .confirm(RETURN_URL);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return left;
}

const answer = (world: Awaited<ReturnType<typeof checkout>>['world'], id: string, ok: boolean) =>
  world.change((draft) => answerRedirect(draft, id, ok, world.today()));

describe('iDEAL | Wero and Bancontact in the demo world', () => {
  test('are enabled beside the card and SEPA for a price in euros only', async () => {
    const euro = await checkout('yearly_eu');
    const dollar = await checkout('yearly');
    expect(methodsEnabledFor(euro.world.state, euro.clientSecret)).toEqual([
      'card',
      'sepa_debit',
      'ideal',
      'bancontact',
    ]);
    expect(methodsEnabledFor(dollar.world.state, dollar.clientSecret)).toEqual(['card']);
  });

  test('confirming leaves for the demo bank, told the intent id, never the secret', async () => {
    const shop = await checkout();
    const left = await leaveForTheBank(shop);
    expect(left).toEqual([demoBankUrlOf(shop.clientSecret)]);
    expect(left[0]).toBe(`/demo-bank?intent=${intentIdOf(shop.clientSecret)}`);
    expect(left[0]).not.toContain('secret');
    await expect(shop.payments.statusOf(shop.clientSecret)).resolves.toMatchObject({
      status: 'requires_action',
    });
    expect(bankPaymentOf(shop.world.state, intentIdOf(shop.clientSecret))).toMatchObject({
      method: 'ideal',
      currency: 'eur',
      renews: true,
    });
  });

  test('authorised: back to the return URL as Stripe sends it, paid, renewals by SEPA debit', async () => {
    const shop = await checkout();
    await leaveForTheBank(shop);
    const id = intentIdOf(shop.clientSecret);

    const back = new URL(answer(shop.world, id, true)!);

    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: id,
      payment_intent_client_secret: shop.clientSecret,
      redirect_status: 'succeeded',
    });
    await expect(shop.payments.statusOf(shop.clientSecret)).resolves.toMatchObject({
      status: 'succeeded',
    });
    const { subscription } = await shop.userApi.getMe();
    expect(subscription).toMatchObject({ paymentOption: { type: 'sepa_debit', last4: '5264' } });
    expect(bankPaymentOf(shop.world.state, id)).toBeNull();
  });

  test('Bancontact debits the renewals from the Belgian account it paid from', async () => {
    const shop = await checkout();
    await leaveForTheBank(shop, 'bancontact');
    answer(shop.world, intentIdOf(shop.clientSecret), true);
    const { subscription } = await shop.userApi.getMe();
    expect(subscription).toMatchObject({ paymentOption: { type: 'sepa_debit', last4: '7061' } });
  });

  test('failed: redirect_status failed, nothing paid, and the checkout may be paid again', async () => {
    const shop = await checkout();
    await leaveForTheBank(shop);
    const id = intentIdOf(shop.clientSecret);

    const back = new URL(answer(shop.world, id, false)!);

    expect(back.searchParams.get('redirect_status')).toBe('failed');
    await expect(shop.payments.statusOf(shop.clientSecret)).resolves.toMatchObject({
      status: 'failed',
    });
    expect((await shop.userApi.getMe()).subscribed).toBe(false);
    // The bank's page answers once: a second answer finds nothing waiting.
    expect(answer(shop.world, id, true)).toBeNull();
    await expect(
      shop.payments.confirmer(shop.clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  test('a trial sets up the debit at the bank: nothing is due today', async () => {
    const shop = await checkout('yearly_eu');
    await leaveForTheBank(shop, 'bancontact');
    expect(bankPaymentOf(shop.world.state, intentIdOf(shop.clientSecret))).toMatchObject({
      method: 'bancontact',
      amount: 0,
    });
  });
});
