import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmer, PaymentOutcome } from '../../../src/application/ports/payments';
import { createDemoCardForm } from '../../../src/demo/ui/DemoCardForm';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { demoWorld } from '../../support/demo-world';
import { renderWithI18n } from '../../support/render-with-i18n';
import { RETURN_URL } from '../../support/test-settings';
import { fill } from '../../support/test-router';

/** The demo payment form for a new buyer's checkout of `productId`. */
async function renderFor(productId: string) {
  const adapters = demoWorld();
  await adapters.identity.signUp('lena@example.com', DEMO_PASSWORD, 'Lena');
  const request = { productId, promoCode: null };
  const { clientSecret } = await adapters.userApi.createCheckoutSession(request);
  const DemoCardForm = createDemoCardForm(adapters.payments, adapters.world);
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  renderWithI18n(<DemoCardForm clientSecret={clientSecret} onReady={onReady} />);
  const confirm = async () => {
    let confirmation!: Promise<PaymentOutcome>;
    await act(async () => {
      confirmation = (onReady.mock.calls.at(-1)?.[0] as PaymentConfirmer).confirm(RETURN_URL);
      await confirmation.catch(() => undefined);
    });
    return confirmation;
  };
  return { ...adapters, clientSecret, confirm, user: userEvent.setup({ delay: null }) };
}

describe("the demo form's SEPA Direct Debit", () => {
  test('is offered beside the card for a price in euros, with the mandate shown', async () => {
    const { user } = await renderFor('yearly_eu');

    await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));

    expect(screen.getByLabelText('IBAN')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/you authorise \(A\) Mindful and Stripe/u)).toBeInTheDocument();
  });

  test('is not offered in dollars', async () => {
    await renderFor('yearly');
    expect(screen.queryByRole('radio', { name: 'SEPA Direct Debit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  test("beside the ways to pay, the card's own title is read out, not drawn: the chosen tile says it", async () => {
    await renderFor('yearly_eu');
    const ways = screen.getByRole('group', { name: 'Payment method' });
    expect(ways).toContainElement(screen.getByRole('radio', { name: 'Card', checked: true }));
    const legend = screen.getByRole('group', { name: 'Card' }).querySelector('legend');
    expect(legend).toHaveClass('visually-hidden');
  });

  test('alone, in dollars, the card keeps its drawn title', async () => {
    await renderFor('yearly');
    const legend = screen.getByRole('group', { name: 'Card' }).querySelector('legend');
    expect(legend).not.toHaveClass('visually-hidden');
  });

  test('says what is wrong with an IBAN, as Stripe does, and debits a good one', async () => {
    const { user, confirm, payments, clientSecret } = await renderFor('yearly_eu');
    await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));
    const iban = screen.getByLabelText('IBAN');

    await fill(iban, 'de88 3704 0044 0532 0130 00');
    await expect(confirm()).rejects.toMatchObject({ message: 'Your IBAN is invalid.' });
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('Your IBAN is invalid.'));

    await user.clear(iban);
    await fill(iban, 'de89370400440532013000');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(confirm()).resolves.toMatchObject({ status: 'processing' });
    await expect(payments.statusOf(clientSecret)).resolves.toMatchObject({ status: 'processing' });
  });
});
