import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClickResolveDetails,
  Stripe as StripeJs,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { StripeRenewalConfirmation } from '../../../src/adapters/stripe/stripe-renewal-confirmation';
import { byUid } from '../../../src/demo/demo-lookups';
import { startApiServer, type ApiServer } from '../../../tools/api-server/server';
import { renderWithI18n } from '../../support/render-with-i18n';
import type { LocalElements } from '../../../tools/stand-ins/stripe/elements-group';
import {
  AUTHENTICATION,
  DECLINED,
  FAKE_API,
  FakeStripeServer,
} from '../../../tools/stand-ins/stripe/fake-stripe-server';
import { LOCAL_STRIPE_PATHS } from '../../../tools/stand-ins/stripe/protocol';
import {
  installLocalStripe,
  type LocalStripe,
  type LocalStripeConstructor,
} from '../../../tools/stand-ins/stripe/stand-in';

const RETURN_URL = 'http://localhost/payment-successful';
const WALLET_BUTTON = 'Pay with Google Pay (local stand-in)';
const SHEET = 'Google Pay (local stand-in)';

let server: FakeStripeServer;
let navigate: jest.Mock<void, [string]>;
/** The first address the stand-in navigated to. */
let firstNavigation: Promise<string>;
let Stripe: LocalStripeConstructor;
let stripe: LocalStripe;

beforeEach(() => {
  server = new FakeStripeServer();
  firstNavigation = new Promise((resolve) => {
    navigate = jest.fn<void, [string]>(resolve);
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetch);
  Stripe = installLocalStripe(window, { apiOrigin: FAKE_API, navigate });
  stripe = Stripe('pk_test_local');
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.Stripe;
  document.body.replaceChildren();
});

/** A node of the page to mount into, as react-stripe-js gives one. */
function slot(): HTMLDivElement {
  return document.body.appendChild(document.createElement('div'));
}

async function mountedPayment(elements: LocalElements) {
  const element = elements.create('payment');
  const ready = new Promise((resolve) => element.on('ready', resolve));
  element.mount(slot());
  await ready;
  return element;
}

async function typeCard(number: string, expiry = '1234', cvc = '123') {
  const user = userEvent.setup({ delay: null });
  if (number) await user.type(screen.getByLabelText('Card number'), number);
  if (expiry) await user.type(screen.getByLabelText('Expiration date'), expiry);
  if (cvc) await user.type(screen.getByLabelText('Security code'), cvc);
  return user;
}

describe('window.Stripe of the local stand-in', () => {
  test('is the release train stripe-js expects, with what react-stripe-js checks for', async () => {
    expect(window.Stripe).toBe(Stripe);
    expect(Stripe.version).toBe('endive');
    for (const name of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment']) {
      expect(typeof stripe[name as keyof LocalStripe]).toBe('function');
    }
    await expect(stripe.createToken()).rejects.toThrow(/local Stripe stand-in does not/u);
    // react-stripe-js also registers itself with a Stripe that offers it (and skips one that does
    // not): its Elements does so with the stand-in in 'takes a 4242 card through Elements', below.
  });

  test('retrieves payment and setup intents, or Stripe’s error for an unknown secret', async () => {
    const payment = server.issue('payment_intent');
    const setup = server.issue('setup_intent');

    await expect(stripe.retrievePaymentIntent(payment)).resolves.toEqual({
      paymentIntent: expect.objectContaining({
        client_secret: payment,
        status: 'requires_payment_method',
      }) as object,
    });
    await expect(stripe.retrieveSetupIntent(setup)).resolves.toEqual({
      setupIntent: expect.objectContaining({ object: 'setup_intent' }) as object,
    });
    await expect(stripe.retrievePaymentIntent('pi_nope_secret_x')).resolves.toEqual({
      error: expect.objectContaining({ code: 'resource_missing' }) as object,
    });
    expect(globalThis.fetch).toHaveBeenCalledWith(
      new URL(`/stripe/intent?client_secret=${encodeURIComponent(payment)}`, FAKE_API),
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('the Payment Element', () => {
  test('renders a labelled card form, and says it is ready only after mount', async () => {
    const element = stripe.elements({ clientSecret: server.issue() }).create('payment');
    const onReady = jest.fn();
    const ready = new Promise((resolve) => element.on('ready', onReady).on('ready', resolve));

    element.mount(slot());
    expect(onReady).not.toHaveBeenCalled();
    await ready;
    expect(onReady).toHaveBeenCalledWith({ elementType: 'payment' });

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    expect(screen.getByLabelText('Expiration date')).toHaveAttribute('placeholder', 'MM / YY');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByText(/Local Stripe stand-in — test cards/u)).toBeInTheDocument();
    expect(document.querySelector('[style]')).toBeNull();
  });

  test('tells change, focus and blur as Stripe does, and formats what is typed', async () => {
    const element = await mountedPayment(stripe.elements({ clientSecret: server.issue() }));
    const onChange = jest.fn();
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    element.on('change', onChange).on('focus', onFocus).on('blur', onBlur);

    const user = await typeCard('4242424242424242', '1234', '12');
    expect(onChange).toHaveBeenLastCalledWith({
      elementType: 'payment',
      complete: false,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
    });
    await user.type(screen.getByLabelText('Security code'), '3');
    await user.tab();

    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration date')).toHaveValue('12 / 34');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ complete: true }));
    // Moving between its own fields is neither.
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);

    const changes = onChange.mock.calls.length;
    element.off('change', onChange);
    element.clear();
    expect(onChange).toHaveBeenCalledTimes(changes);
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  test('gives each form its own ids, and takes away what it rendered', async () => {
    const first = await mountedPayment(stripe.elements({ clientSecret: server.issue() }));
    const secondGroup = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(secondGroup);

    const ids = [...document.querySelectorAll('[id]')].map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByLabelText('Card number')).toHaveLength(2);

    first.destroy();
    expect(screen.getAllByLabelText('Card number')).toHaveLength(1);
    expect(() => secondGroup.create('payment')).toThrow(/only create one/u);
    expect(secondGroup.getElement('payment')).not.toBeNull();
  });

  test('submit names the first unfinished field, under it, and puts the keyboard there', async () => {
    const elements = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(elements);
    await typeCard('4242424242424242', '12');

    await expect(elements.submit()).resolves.toEqual({
      error: {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      },
    });
    const expiry = screen.getByLabelText('Expiration date');
    expect(expiry).toHaveFocus();
    expect(expiry).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(expiry).toHaveAttribute('aria-invalid', 'true');

    await typeCard('', '34', '123');
    expect(expiry).not.toHaveAttribute('aria-invalid');
    await expect(elements.submit()).resolves.toEqual({});
  });
});

describe('confirmPayment and confirmSetup', () => {
  const confirm = (elements: LocalElements, redirect: 'if_required' | 'always' = 'if_required') =>
    stripe.confirmPayment({ elements, confirmParams: { return_url: RETURN_URL }, redirect });

  test('send the card to the local API server and resolve with the succeeded intent', async () => {
    const clientSecret = server.issue('payment_intent');
    const elements = stripe.elements({ clientSecret });
    await mountedPayment(elements);
    await typeCard('4242424242424242');

    const result = await confirm(elements);

    expect(result).toEqual({
      paymentIntent: expect.objectContaining({
        status: 'succeeded',
        payment_method: 'pm_fake_1',
      }) as object,
    });
    expect(server.confirmations).toEqual([
      {
        clientSecret,
        returnUrl: RETURN_URL,
        paymentMethod: { type: 'card', number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
      },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('confirmSetup answers with the setup intent, for the secret given or the group’s', async () => {
    const elements = stripe.elements({ clientSecret: server.issue('payment_intent') });
    const setupSecret = server.issue('setup_intent');
    await mountedPayment(elements);
    await typeCard('4242424242424242');

    const result = await stripe.confirmSetup({
      elements,
      clientSecret: setupSecret,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });

    expect(result).toEqual({
      setupIntent: expect.objectContaining({ object: 'setup_intent' }) as object,
    });
    expect(server.confirmations[0]?.clientSecret).toBe(setupSecret);
  });

  test('resolve with the decline, as Stripe does', async () => {
    const elements = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(elements);
    await typeCard(DECLINED);

    await expect(confirm(elements)).resolves.toEqual({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  test('show the server’s validation_error under the field it is about', async () => {
    const elements = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(elements);
    await typeCard('4242424242424242', '0120');

    const result = await confirm(elements);

    expect(result).toEqual({
      error: expect.objectContaining({ type: 'validation_error' }) as object,
    });
    expect(screen.getByLabelText('Expiration date')).toHaveAccessibleDescription(
      "Your card's expiration date is in the past.",
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your card's expiration date is in the past.",
    );
  });

  test('leave the page for the bank’s check, and never settle', async () => {
    const elements = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(elements);
    await typeCard(AUTHENTICATION);

    const settled = jest.fn();
    void confirm(elements).then(settled);

    const target = new URL(await firstNavigation);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(target.origin + target.pathname).toBe(`${FAKE_API}/stripe/authenticate`);
    expect(target.searchParams.get('return_url')).toBe(RETURN_URL);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  test('go to return_url with Stripe’s query when told to redirect always', async () => {
    const clientSecret = server.issue();
    const elements = stripe.elements({ clientSecret });
    await mountedPayment(elements);
    await typeCard('4242424242424242');

    void confirm(elements, 'always');

    const target = new URL(await firstNavigation);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(target.pathname).toBe('/payment-successful');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      payment_intent: 'pi_fake1',
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    });
  });

  test('resolve with an api_connection_error when the server cannot be reached', async () => {
    const elements = stripe.elements({ clientSecret: server.issue() });
    await mountedPayment(elements);
    await typeCard('4242424242424242');
    server.reachable = false;

    await expect(confirm(elements)).resolves.toEqual({
      error: expect.objectContaining({ type: 'api_error', code: 'api_connection_error' }) as object,
    });
  });
});

describe('the Express Checkout Element', () => {
  const DETAILS: ClickResolveDetails = {
    lineItems: [{ name: 'Mindful yearly', amount: 4999 }],
    applePay: {
      recurringPaymentRequest: {
        paymentDescription: 'Mindful yearly',
        managementURL: 'http://localhost/profile',
        regularBilling: {
          label: 'Then yearly',
          amount: 5999,
          recurringPaymentIntervalUnit: 'year',
        },
      },
    },
  };

  async function mountedWallet(elements: LocalElements) {
    const express = elements.create('expressCheckout');
    const events = {
      ready: jest.fn(),
      confirm: jest.fn<void, [StripeExpressCheckoutElementConfirmEvent]>(),
      cancel: jest.fn(),
    };
    express
      .on('ready', events.ready)
      .on('click', (event: StripeExpressCheckoutElementClickEvent) => event.resolve(DETAILS))
      .on('confirm', events.confirm)
      .on('cancel', events.cancel);
    const ready = new Promise((resolve) => express.on('ready', resolve));
    express.mount(slot());
    await ready;
    return events;
  }

  function confirmEvent(confirm: jest.Mock<void, [StripeExpressCheckoutElementConfirmEvent]>) {
    const event = confirm.mock.calls[0]?.[0];
    if (!event) throw new Error('The element never emitted confirm');
    return event;
  }

  test('offers Google Pay, and its sheet pays with the wallet', async () => {
    const user = userEvent.setup({ delay: null });
    const elements = stripe.elements({ clientSecret: server.issue(), currency: 'eur' });
    await mountedPayment(elements);
    const events = await mountedWallet(elements);
    expect(events.ready).toHaveBeenCalledWith({
      elementType: 'expressCheckout',
      availablePaymentMethods: {
        googlePay: true,
        applePay: false,
        link: false,
        paypal: false,
        amazonPay: false,
        klarna: false,
      },
    });

    await user.click(screen.getByRole('button', { name: WALLET_BUTTON }));
    const sheet = screen.getByRole('dialog', { name: SHEET });
    expect(sheet).toHaveTextContent('Mindful yearly');
    expect(sheet).toHaveTextContent(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'eur' }).format(49.99),
    );
    expect(sheet).toHaveTextContent('Then yearly');
    expect(sheet).toHaveTextContent('Visa •••• 4242');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(confirmEvent(events.confirm)).toMatchObject({
      elementType: 'expressCheckout',
      expressPaymentType: 'google_pay',
      billingDetails: { name: 'Local Wallet', email: 'wallet@localhost' },
    });
    // The card fields are empty: the wallet, not they, is what is confirmed.
    await expect(elements.submit()).resolves.toEqual({});
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });

    expect(result).toEqual({
      paymentIntent: expect.objectContaining({ status: 'succeeded' }) as object,
    });
    expect(server.confirmations[0]?.paymentMethod).toEqual({
      type: 'wallet',
      wallet: 'google_pay',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('says a failed payment in the sheet, and Cancel closes it and tells the page', async () => {
    const user = userEvent.setup({ delay: null });
    const elements = stripe.elements({ clientSecret: server.issue() });
    const events = await mountedWallet(elements);

    await user.click(screen.getByRole('button', { name: WALLET_BUTTON }));
    expect(screen.getByRole('dialog', { name: SHEET })).toHaveTextContent('49.99');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    act(() =>
      confirmEvent(events.confirm).paymentFailed({
        reason: 'fail',
        message: 'Your card was declined.',
      }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events.cancel).toHaveBeenCalledWith({ elementType: 'expressCheckout' });
    expect(screen.getByRole('button', { name: WALLET_BUTTON })).toHaveFocus();
  });

  test('Escape cancels the sheet too', async () => {
    const user = userEvent.setup({ delay: null });
    const events = await mountedWallet(stripe.elements({ clientSecret: server.issue() }));

    await user.click(screen.getByRole('button', { name: WALLET_BUTTON }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events.cancel).toHaveBeenCalledTimes(1);
    expect(events.confirm).not.toHaveBeenCalled();
  });
});

describe('the real Stripe adapter over the stand-in and the local API server', () => {
  let api: ApiServer;

  afterEach(async () => {
    await api?.close();
  });

  /** A checkout's client secret, as the portal gets one: signed in, through the REST API. */
  async function checkoutSecret(): Promise<string> {
    const identity = new InMemoryIdentityProvider(api.world);
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
    const response = await fetch(new URL('users/me/checkout-session', api.url), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identity.idToken({ refresh: false })}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ productId: 'yearly', automaticTax: false }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { clientSecret: string }).clientSecret;
  }

  test('takes a 4242 card through Elements, the Payment Element and confirmSetup', async () => {
    jest.restoreAllMocks();
    api = await startApiServer({ emulator: null });
    installLocalStripe(window, { apiOrigin: new URL(api.url).origin, navigate });
    const clientSecret = await checkoutSecret();
    const StripePaymentForm = createStripePaymentForm({ publishableKey: 'pk_test_local' });
    const onReady = jest.fn<void, [PaymentConfirmer]>();
    renderWithI18n(<StripePaymentForm clientSecret={clientSecret} onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    await typeCard('4242424242424242');
    const confirmer = onReady.mock.calls[0]?.[0];

    await expect(confirmer?.confirm(RETURN_URL)).resolves.toEqual({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_local_/u) as string,
    });
    expect(api.world.state.completedSecrets.map((entry) => entry.clientSecret)).toContain(
      clientSecret,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  /** The bank's check of a renewal through the real adapter, the dialog laid over the page. */
  async function renewalChecked(clientSecret: string, outcome: 'Complete' | 'Fail') {
    // Stripe.js's own loader keeps the first window.Stripe it found: a test's own stand-in here.
    const renewals = new StripeRenewalConfirmation(
      async (key) => localStripe(key) as unknown as StripeJs,
      'pk_test_local',
    );
    const check = renewals.confirmRenewal(clientSecret);
    const dialog = await screen.findByRole('dialog', { name: 'Local 3-D Secure check' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: `${outcome} authentication` }),
    );
    return check;
  }

  let localStripe: LocalStripeConstructor;

  async function startWithStandIn() {
    jest.restoreAllMocks();
    api = await startApiServer({ emulator: null });
    localStripe = installLocalStripe(window, { apiOrigin: new URL(api.url).origin, navigate });
  }

  test("confirms Noor's renewal through the bank's check, and the page stays", async () => {
    await startWithStandIn();

    await expect(
      renewalChecked('pi_demo_authcheck_secret_renewal', 'Complete'),
    ).resolves.toMatchObject({ status: 'succeeded' });
    expect(byUid(api.world.state.profiles, 'demo-authcheck')?.subscription).toMatchObject({
      status: 'active',
      paymentIssue: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a renewal a test clock failed waits on the bank; a failed check leaves it waiting', async () => {
    await startWithStandIn();
    const response = await fetch(new URL(LOCAL_STRIPE_PATHS.renewalFailure, api.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.member.email,
        outcome: 'authentication_required',
      }),
    });
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    expect(byUid(api.world.state.profiles, 'demo-member')?.subscription).toMatchObject({
      status: 'past_due',
      paymentIssue: { kind: 'authentication_required', clientSecret },
    });

    const failed = await renewalChecked(clientSecret, 'Fail').catch((error: unknown) => error);

    expect(failed).toMatchObject({ code: 'payments/authentication-failed' });
    await expect(
      localStripe('pk_test_local').retrievePaymentIntent(clientSecret),
    ).resolves.toMatchObject({
      paymentIntent: { status: 'requires_action' },
    });
  });
});
