import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ExpressCheckout, PaymentConfirmer } from '../../../src/application/ports/payments';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { demoWorld } from '../../support/demo-world';
import { RETURN_URL } from '../../support/test-settings';
import type { DemoWalletChoice } from '../../../src/demo/demo-state';
import { createDemoCardForm } from '../../../src/demo/ui/DemoCardForm';
import { renderWithI18n } from '../../support/render-with-i18n';

/** The demo form with wallets for a checkout of free@demo.test; the page confirms as it would. */
async function renderWallets(wallets: DemoWalletChoice = 'both') {
  const adapters = demoWorld();
  adapters.world.setWallets(wallets);
  await adapters.identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
  const { clientSecret } = await adapters.userApi.createCheckoutSession({
    productId: 'yearly',
    promoCode: null,
  });
  const DemoCardForm = createDemoCardForm(adapters.payments, adapters.world);
  const express: ExpressCheckout<ReactNode> = {
    schedule: null,
    words: { label: 'Mindful', description: '', trial: null, firstCharge: '', laterCharges: '' },
    managementUrl: 'https://portal.test/',
    terms: <p>The terms of this checkout</p>,
    summary: <p>The schedule of this checkout</p>,
    email: DEMO_ACCOUNTS.free.email,
    onConfirm: jest.fn(async (confirmer: PaymentConfirmer) => {
      await confirmer.confirm(RETURN_URL);
    }),
    onCancel: jest.fn(),
  };
  const user = userEvent.setup({ delay: null });
  renderWithI18n(
    <DemoCardForm clientSecret={clientSecret} onReady={jest.fn()} express={express} />,
  );
  const subscription = () =>
    adapters.world.state.profiles.find((profile) => profile.email === DEMO_ACCOUNTS.free.email)
      ?.subscription ?? null;
  return { ...adapters, express, user, subscription };
}

const walletButton = (name: RegExp) => screen.getByRole('button', { name });

describe('the demo wallets', () => {
  test.each([
    ['both', ['Apple Pay Demo', 'Google Pay Demo']],
    ['applePay', ['Apple Pay Demo']],
    ['googlePay', ['Google Pay Demo']],
  ] as const)(
    'shows the buttons the demo tools choose (%s), marked Demo',
    async (choice, names) => {
      await renderWallets(choice);

      const shown = screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text?.includes('Pay'));
      expect(shown).toEqual(names);
      expect(screen.getByText('The terms of this checkout')).toBeInTheDocument();
      expect(screen.getByText('or pay by card')).toBeInTheDocument();
    },
  );

  test('shows no wallet, no terms and no divider when the browser offers none', async () => {
    await renderWallets('none');

    expect(screen.queryByRole('button', { name: /Pay/u })).not.toBeInTheDocument();
    expect(screen.queryByText('or pay by card')).not.toBeInTheDocument();
    expect(screen.queryByText('The terms of this checkout')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  test('follows the demo tools while the form is open', async () => {
    const { world } = await renderWallets('none');

    act(() => world.setWallets('googlePay'));

    expect(walletButton(/Google Pay/u)).toBeInTheDocument();
  });

  test('opens a sheet with the schedule, the account and a card ending 4242; Pay subscribes', async () => {
    const { user, express, subscription } = await renderWallets();

    await user.click(walletButton(/Apple Pay/u));
    const sheet = screen.getByRole('dialog', { name: 'Apple Pay' });
    expect(sheet).toHaveTextContent('The schedule of this checkout');
    expect(sheet).toHaveTextContent(DEMO_ACCOUNTS.free.email);
    expect(sheet).toHaveTextContent('Visa ending in 4242');
    expect(sheet).toHaveTextContent('Nothing is charged');
    await user.click(within(sheet).getByRole('button', { name: 'Pay' }));

    expect(express.onConfirm).toHaveBeenCalledTimes(1);
    expect(subscription()).toMatchObject({ paymentOption: { type: 'card', last4: '4242' } });
  });

  test('Cancel closes the sheet, gives focus back, and nothing is paid', async () => {
    const { user, express, subscription } = await renderWallets();

    await user.click(walletButton(/Google Pay/u));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(walletButton(/Google Pay/u)).toHaveFocus();
    expect(express.onCancel).toHaveBeenCalledTimes(1);
    expect(express.onConfirm).not.toHaveBeenCalled();
    expect(subscription()).toBeNull();
  });

  test('a failing wallet says so in the sheet and lets the person pay again', async () => {
    const { user, world, subscription } = await renderWallets();
    world.setNextWalletPayment('fails');

    await user.click(walletButton(/Apple Pay/u));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const sheet = screen.getByRole('dialog', { name: 'Apple Pay' });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(subscription()).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Pay' }));
    expect(subscription()).not.toBeNull();
  });

  test('a wallet that needs authentication opens the demo bank’s check', async () => {
    const { user, world, subscription } = await renderWallets();
    world.setNextWalletPayment('authentication');

    await user.click(walletButton(/Apple Pay/u));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/unable to authenticate/u);
    expect(subscription()).toBeNull();
  });

  test('Pay pressed twice pays once', async () => {
    const { user, express } = await renderWallets();

    await user.click(walletButton(/Apple Pay/u));
    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));

    expect(express.onConfirm).toHaveBeenCalledTimes(1);
  });
});
