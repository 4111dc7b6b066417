import { act, screen } from '@testing-library/react';
import type { ClickResolveDetails } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ReactNode } from 'react';
import type {
  ExpressCheckout,
  PaymentConfirmer,
  Wallet,
} from '../../../src/application/ports/payments';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { billingSchedule } from '../../../src/domain/billing-schedule';
import { catalogueFor } from '../../../src/domain/catalogue';
import { AppError } from '../../../src/domain/errors';
import { renderWithI18n } from '../../support/render-with-i18n';
import { StubStripe, type StubPaymentElement } from './stub-stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const RETURN_URL = 'https://portal.test/payment-successful';
const yearly = catalogueFor('US').find((product) => product.type === 'yearly')!;

/** The Stripe form with express checkout, over a stub Stripe, and the page's side of it. */
async function renderWithWallets(kind: 'payment' | 'setup' = 'payment') {
  const stub = new StubStripe();
  jest.mocked(loadStripe).mockResolvedValue(stub.asStripe());
  const Form = createStripePaymentForm({ publishableKey: 'pk_test_portal' });
  const secret = stub.server.issue(kind);
  const confirmations: PaymentConfirmer[] = [];
  const express: ExpressCheckout<ReactNode> = {
    schedule: kind === 'payment' ? billingSchedule(yearly, null, '2026-11-25') : null,
    words: {
      label: 'Mindful Yearly',
      description: 'Today: $0.00. Free until December 02, 2026.',
      trial: 'Free trial: 7 days',
      firstCharge: '$49.99 on December 02, 2026',
      laterCharges: '$49.99 every year until you cancel',
    },
    managementUrl: 'https://portal.test/',
    terms: <p>Today: $0.00 · Cancel any time in your profile</p>,
    summary: null,
    email: 'alex@example.com',
    onConfirm: jest.fn(async (confirmer: PaymentConfirmer) => {
      confirmations.push(confirmer);
      await confirmer.confirm(RETURN_URL);
    }),
    onCancel: jest.fn(),
    onWallets: jest.fn<void, [readonly Wallet[]]>(),
  };
  await act(async () => {
    renderWithI18n(<Form clientSecret={secret} onReady={jest.fn()} express={express} />);
  });
  const element = (): StubPaymentElement => {
    const found = stub.group.getElement('expressCheckout');
    if (!found) throw new Error('No Express Checkout Element was created');
    return found;
  };
  const emit = async (event: string, payload?: unknown) => {
    await act(async () => element().emit(event, payload));
  };
  return { stub, express, element, emit, confirmations };
}

const available = (wallets: Partial<Record<string, boolean>>) => ({
  elementType: 'expressCheckout',
  availablePaymentMethods: {
    amazonPay: false,
    applePay: false,
    googlePay: false,
    link: false,
    paypal: false,
    klarna: false,
    ...wallets,
  },
});

function confirmEvent() {
  return { expressPaymentType: 'apple_pay', paymentFailed: jest.fn() };
}

describe('express checkout in the Stripe payment form', () => {
  test('is the Express Checkout Element in the same Elements group as the card form', async () => {
    const { stub, element } = await renderWithWallets();

    expect(stub.elements).toHaveBeenCalledTimes(1);
    expect(stub.group.created.map((created) => created.type)).toEqual([
      'expressCheckout',
      'payment',
    ]);
    expect(element().options).toMatchObject({
      paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'auto', paypal: 'never' },
      buttonType: { applePay: 'subscribe', googlePay: 'subscribe' },
    });
  });

  test('shows no terms and no divider until Stripe says which wallets this browser offers', async () => {
    const { emit, express } = await renderWithWallets();
    expect(screen.queryByText('or pay by card')).not.toBeInTheDocument();

    await emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: undefined });

    expect(screen.queryByText('or pay by card')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cancel any time/u)).not.toBeInTheDocument();
    expect(express.onWallets).toHaveBeenCalledWith([]);
  });

  test('puts the terms above the wallets the browser offers, then "or pay by card"', async () => {
    const { emit, express } = await renderWithWallets();

    await emit('ready', available({ applePay: true, link: true }));

    expect(express.onWallets).toHaveBeenCalledWith(['applePay', 'link']);
    const terms = screen.getByText(/Cancel any time/u);
    const divider = screen.getByText('or pay by card');
    expect(terms.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('gives the sheet the schedule as the click asks for it, without waiting', async () => {
    const { emit } = await renderWithWallets();
    const resolve = jest.fn();

    await emit('click', { expressPaymentType: 'apple_pay', resolve, reject: jest.fn() });

    expect(resolve).toHaveBeenCalledTimes(1);
    const [details] = resolve.mock.calls[0] as [ClickResolveDetails];
    expect(details.lineItems).toEqual([{ name: 'Mindful Yearly', amount: 0 }]);
    expect(details.applePay?.recurringPaymentRequest).toMatchObject({
      managementURL: 'https://portal.test/',
      regularBilling: { amount: 4999 },
      trialBilling: { amount: 0 },
    });
  });

  test('confirms an approved sheet through the page, submitting the elements first', async () => {
    const { stub, emit, express } = await renderWithWallets();
    const event = confirmEvent();

    await emit('confirm', event);

    expect(express.onConfirm).toHaveBeenCalledTimes(1);
    expect(stub.group.submit).toHaveBeenCalledTimes(1);
    expect(stub.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: RETURN_URL } }),
    );
    expect(stub.group.submit.mock.invocationCallOrder[0]).toBeLessThan(
      stub.confirmPayment.mock.invocationCallOrder[0]!,
    );
    expect(event.paymentFailed).not.toHaveBeenCalled();
  });

  test('confirms a setup with confirmSetup for a change of payment method', async () => {
    const { stub, emit, element } = await renderWithWallets('setup');

    expect(element().options).toMatchObject({ buttonType: { applePay: 'plain' } });
    await emit('confirm', confirmEvent());

    expect(stub.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stub.confirmPayment).not.toHaveBeenCalled();
  });

  test('tells the sheet when the page could not complete the payment', async () => {
    const { emit, express } = await renderWithWallets();
    jest
      .mocked(express.onConfirm)
      .mockRejectedValueOnce(new AppError('payments/card-declined', 'Your card was declined.'));
    const event = confirmEvent();

    await emit('confirm', event);

    expect(event.paymentFailed).toHaveBeenCalledWith({
      reason: 'fail',
      message: 'Your card was declined.',
    });
  });

  test('passes on that the person closed the sheet', async () => {
    const { emit, express } = await renderWithWallets();

    await emit('cancel', { elementType: 'expressCheckout' });

    expect(express.onCancel).toHaveBeenCalledTimes(1);
    expect(express.onConfirm).not.toHaveBeenCalled();
  });
});
