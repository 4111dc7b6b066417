import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import { intentIdOf } from '../../../src/demo/demo-bank-redirects';
import { createDemoBankPage } from '../../../src/demo/ui/DemoBankPage';
import { createDemoCardForm } from '../../../src/demo/ui/DemoCardForm';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { demoWorld } from '../../support/demo-world';
import { renderWithI18n } from '../../support/render-with-i18n';
import { RETURN_URL } from '../../support/test-settings';

/** The demo payment form for a new buyer's checkout of `productId`; `left` where it sent the page. */
async function renderFor(productId: string) {
  const adapters = demoWorld();
  await adapters.identity.signUp('daan@example.nl', DEMO_PASSWORD, 'Daan');
  const request = { productId, promoCode: null };
  const { clientSecret } = await adapters.userApi.createCheckoutSession(request);
  const left = jest.fn<void, [string]>();
  const DemoCardForm = createDemoCardForm(adapters.payments, adapters.world, left);
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  renderWithI18n(<DemoCardForm clientSecret={clientSecret} onReady={onReady} />);
  const confirm = async () => {
    await act(async () => {
      void (onReady.mock.calls.at(-1)?.[0] as PaymentConfirmer).confirm(RETURN_URL);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...adapters, clientSecret, confirm, left, user: userEvent.setup({ delay: null }) };
}

describe("the demo form's bank redirects", () => {
  test('offers iDEAL | Wero and Bancontact after the card and SEPA for a price in euros', async () => {
    await renderFor('yearly_eu');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    const names = Array.from(methods.querySelectorAll('label')).map((label) => label.textContent);
    expect(names.map((name) => name?.trim())).toEqual([
      'Card',
      'SEPA Direct Debit',
      'iDEAL | Wero',
      'Bancontact',
    ]);
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
  });

  test('offers neither in dollars', async () => {
    await renderFor('yearly');
    expect(screen.queryByRole('radio', { name: 'iDEAL | Wero' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bancontact' })).not.toBeInTheDocument();
  });

  test('says before paying that the bank is visited and the renewals are debited by SEPA', async () => {
    const { user } = await renderFor('yearly_eu');

    await user.click(screen.getByRole('radio', { name: 'iDEAL | Wero' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/you go to your bank to authorise the payment/u)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Paying with iDEAL | Wero also sets up SEPA Direct Debit from the same bank account for the renewals.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bancontact' }));
    expect(screen.getByText(/Paying with Bancontact also sets up SEPA/u)).toBeInTheDocument();
  });

  test('paying leaves for the demo bank with the intent id only', async () => {
    const { user, confirm, left, clientSecret, payments } = await renderFor('yearly_eu');
    await user.click(screen.getByRole('radio', { name: 'Bancontact' }));

    await confirm();

    expect(left).toHaveBeenCalledWith(`/demo-bank?intent=${intentIdOf(clientSecret)}`);
    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({
      status: 'requires_action',
    });
  });
});

describe("the demo bank's page", () => {
  /** A buyer who chose iDEAL and paid: the page as the bank's redirect shows it. */
  async function atTheBank(productId = 'yearly_eu') {
    const shop = await renderFor(productId);
    await shop.user.click(screen.getByRole('radio', { name: 'iDEAL | Wero' }));
    await shop.confirm();
    window.history.replaceState(null, '', shop.left.mock.calls[0]![0]);
    document.body.innerHTML = '';
    const back = jest.fn<void, [string]>();
    const DemoBankPage = createDemoBankPage(shop.world, 'Mindful', back);
    renderWithI18n(<DemoBankPage />);
    return { ...shop, back };
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  test('names the method and the merchant; a trial authorises the debit, nothing charged', async () => {
    await atTheBank();
    expect(
      screen.getByRole('heading', { level: 1, name: 'iDEAL | Wero test payment' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Mindful asks you to authorise SEPA Direct Debit .* Nothing is charged today\./u,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorise test payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fail test payment' })).toBeInTheDocument();
  });

  test('"Authorise test payment" pays and returns as Stripe does', async () => {
    const { user, back, clientSecret, userApi } = await atTheBank();

    await user.click(screen.getByRole('button', { name: 'Authorise test payment' }));

    const url = new URL(back.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(RETURN_URL);
    expect(url.searchParams.get('payment_intent_client_secret')).toBe(clientSecret);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await userApi.getMe()).subscription).toMatchObject({
      paymentOption: { type: 'sepa_debit', last4: '5264' },
    });
  });

  test('"Fail test payment" returns with redirect_status failed, and nothing is paid', async () => {
    const { user, back, userApi } = await atTheBank();

    await user.click(screen.getByRole('button', { name: 'Fail test payment' }));
    // A second click, while the page leaves, answers nothing more.
    await user.click(screen.getByRole('button', { name: 'Fail test payment' }));

    expect(back).toHaveBeenCalledTimes(1);
    expect(new URL(back.mock.calls[0]![0]).searchParams.get('redirect_status')).toBe('failed');
    expect((await userApi.getMe()).subscribed).toBe(false);
  });

  test('with no payment waiting, says so and leads back', async () => {
    const { world } = demoWorld();
    window.history.replaceState(null, '', '/demo-bank?intent=pi_unknown');
    const DemoBankPage = createDemoBankPage(world, 'Mindful', jest.fn());
    renderWithI18n(<DemoBankPage />);
    expect(
      screen.getByRole('heading', { name: 'No payment is waiting for you here.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Mindful' })).toHaveAttribute('href', '/');
  });
});
