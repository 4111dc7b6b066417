import { screen, waitFor, within } from '@testing-library/react';
import type { GiftPurchase } from '../../../src/application/ports/gift-shop';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import { AppError } from '../../../src/domain/errors';
import { type GiftOrder, type GiftProduct } from '../../../src/domain/gifts';
import { includedTax } from '../../../src/domain/vat-rates';
import { GiftPage } from '../../../src/ui/features/gifts/GiftPage';
import { user } from '../../support/builders';
import { TODAY } from '../../support/clocks';
import { renderPage, signedIn, signedOut } from '../../support/render-page';
import { stubPaymentForm } from '../../support/stub-payment-form';
import { currentPath, fill } from '../../support/test-router';

const DOLLARS: GiftProduct[] = [
  { id: 'gift_3m', months: 3, price: 14.99, currency: 'usd', tax: null },
  { id: 'gift_12m', months: 12, price: 49.99, currency: 'usd', tax: null },
];
const EUROS: GiftProduct[] = [
  { id: 'gift_3m_eu', months: 3, price: 14.99, currency: 'eur', tax: includedTax(14.99, 19) },
  { id: 'gift_12m_eu', months: 12, price: 49.99, currency: 'eur', tax: includedTax(49.99, 19) },
];
const PURCHASE: GiftPurchase = { giftId: 'gift_1', clientSecret: 'pi_gift_1_secret_x' };

function openGift({
  products = DOLLARS,
  member = true,
  buy = jest.fn(async (_: GiftOrder) => PURCHASE),
  confirm = jest.fn(async () => ({ status: 'succeeded' as const, paymentMethodId: null })),
}: {
  products?: GiftProduct[];
  member?: boolean;
  buy?: jest.Mock<Promise<GiftPurchase>, [GiftOrder]>;
  confirm?: PaymentConfirmer['confirm'];
} = {}) {
  const pay = jest.fn(async () => ({ payment: {} as never, outcome: {} as never }));
  const page = renderPage(<GiftPage />, {
    at: '/gift',
    state: member ? signedIn(user()) : signedOut,
    PaymentForm: stubPaymentForm({ confirm }),
    useCases: {
      loadGiftProducts: { execute: jest.fn(async () => ({ country: 'US', products })) },
      buyGift: { execute: buy },
      payForGift: { execute: pay },
    },
  });
  return { ...page, buy, pay };
}

async function writeGift() {
  await fill(await screen.findByLabelText('Their name'), 'Robin');
  await fill(screen.getByLabelText('Their e-mail'), 'robin@example.test');
  await fill(screen.getByLabelText('Your message (optional)'), 'Breathe.');
}

/** The pay button, once the payment form can confirm. */
async function payButton() {
  const button = await screen.findByRole('button', { name: 'Pay $49.99' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}

beforeEach(() => window.sessionStorage.clear());

describe('/gift: the gift as the buyer writes it', () => {
  test('three or twelve months in the visitor’s currency, twelve chosen, VAT named where included', async () => {
    openGift({ products: EUROS });

    const twelve = await screen.findByRole('radio', { name: /12 months/u });
    expect(twelve).toBeChecked();
    expect(screen.getByRole('radio', { name: /3 months/u })).not.toBeChecked();
    expect(twelve.closest('label')).toHaveTextContent('€49.99 incl. VAT');
  });

  test('the message counts down as it is typed and refuses more than 300 characters', async () => {
    const { user: person, buy } = openGift();
    await writeGift();
    expect(screen.getByText('292 characters left')).toBeInTheDocument();

    await fill(screen.getByLabelText('Your message (optional)'), 'x'.repeat(300));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(screen.getByLabelText('Your message (optional)')).toHaveFocus();
    expect(screen.getByText('Keep the message to 300 characters or fewer.')).toBeInTheDocument();
    expect(buy).not.toHaveBeenCalled();
  });

  test('a missing name, a wrong address and a day out of range each say so; the first takes focus', async () => {
    const { user: person, buy } = openGift();
    await fill(await screen.findByLabelText('Their e-mail'), 'robin@');
    const sendOn = screen.getByLabelText('Send on');
    await person.clear(sendOn);
    await person.type(sendOn, '2028-01-01');
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(screen.getByLabelText('Their name')).toHaveFocus();
    expect(screen.getByText('Enter their name, at most 50 characters.')).toBeInTheDocument();
    expect(screen.getByText(/Enter their e-mail address/u)).toBeInTheDocument();
    expect(
      screen.getByText('Choose a day from today until November 21, 2027.'),
    ).toBeInTheDocument();
    expect(buy).not.toHaveBeenCalled();
  });

  test('"I’ll give it myself": no recipient, no date asked, the gift is the buyer’s today', async () => {
    const { user: person, buy } = openGift();
    await person.click(await screen.findByRole('radio', { name: "I'll give it myself" }));
    expect(screen.queryByLabelText('Their name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Send on')).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() =>
      expect(buy).toHaveBeenCalledWith({
        productId: 'gift_12m',
        recipient: null,
        message: '',
        sendOn: TODAY,
      }),
    );
  });
});

describe('/gift: a visitor signs in first and comes back with everything kept', () => {
  test('Sign in to pay keeps the gift in the tab, never in the address', async () => {
    const { user: person, router } = openGift({ member: false });
    await writeGift();
    await person.click(screen.getByRole('radio', { name: /3 months/u }));
    await person.click(screen.getByRole('button', { name: 'Sign in to pay' }));

    expect(currentPath(router)).toBe('/signin');
    expect(window.sessionStorage.getItem('gift-draft')).toContain('robin@example.test');
  });

  test('back on /gift the form holds what was written', async () => {
    const first = openGift({ member: false });
    await writeGift();
    await first.user.click(screen.getByRole('radio', { name: /3 months/u }));
    await first.user.click(screen.getByRole('button', { name: 'Sign in to pay' }));
    first.unmount();

    openGift();

    expect(await screen.findByLabelText('Their e-mail')).toHaveValue('robin@example.test');
    expect(screen.getByLabelText('Your message (optional)')).toHaveValue('Breathe.');
    expect(screen.getByRole('radio', { name: /3 months/u })).toBeChecked();
  });

  test('a visitor with a field wrong is shown it before leaving', async () => {
    const { user: person, router } = openGift({ member: false });
    await person.click(await screen.findByRole('button', { name: 'Sign in to pay' }));
    expect(currentPath(router)).toBe('/gift');
    expect(screen.getByLabelText('Their name')).toHaveFocus();
  });
});

describe('/gift: the payment', () => {
  test('one payment that does not renew, no trial, no waiver box; the provider decides on /gift/paid', async () => {
    const { user: person, buy, pay, router } = openGift();
    await writeGift();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(buy).toHaveBeenCalledWith({
      productId: 'gift_12m',
      recipient: { name: 'Robin', email: 'robin@example.test' },
      message: 'Breathe.',
      sendOn: TODAY,
    });
    expect(screen.getByText('One payment of $49.99. It does not renew.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/trial/iu)).not.toBeInTheDocument();
    const summary = screen.getAllByRole('definition');
    expect(summary.map((value) => value.textContent)).toContain('Robin (robin@example.test)');

    const button = await payButton();
    expect(button).toHaveAccessibleDescription('One payment of $49.99. It does not renew.');
    await person.click(button);

    await waitFor(() => expect(pay).toHaveBeenCalled());
    await waitFor(() => expect(currentPath(router)).toBe('/gift/paid'));
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({
        giftId: 'gift_1',
        clientSecret: PURCHASE.clientSecret,
        path: '/gift',
      }),
    );
  });

  test('in euros the summary names the VAT the price includes, and the right to withdraw', async () => {
    const { user: person } = openGift({ products: EUROS });
    await writeGift();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const total = (await screen.findByText('Due today')).closest('div')!;
    expect(within(total).getByText('incl. 19% VAT (€7.98)')).toBeInTheDocument();
    expect(screen.getByText(/withdraw from this purchase within 14 days/u)).toBeInTheDocument();
  });

  test('a declined card says the provider’s words above the button and stays', async () => {
    const { user: person, pay, router } = openGift();
    pay.mockRejectedValueOnce(new AppError('payments/card-declined', 'Your card was declined.'));
    await writeGift();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await person.click(await payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/declined/u);
    expect(currentPath(router)).toBe('/gift');
  });

  test('an order the API refuses says so and charges nothing', async () => {
    const buy = jest.fn(async (_: GiftOrder): Promise<GiftPurchase> => {
      throw new AppError('network/unavailable');
    });
    const { user: person } = openGift({ buy });
    await writeGift();
    await person.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/connection/iu);
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
  });
});
