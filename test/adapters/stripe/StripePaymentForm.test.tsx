import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ComponentType, ReactNode } from 'react';
import type { PaymentConfirmer, PaymentFormProps } from '../../../src/application/ports/payments';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import type { AppError } from '../../../src/domain/errors';
import { deferred } from '../../support/deferred';
import { renderWithI18n } from '../../support/render-with-i18n';
import { StubStripe, type StubElements, type StubPaymentElement } from './stub-stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const loadStripeMock = jest.mocked(loadStripe);
const KEY = 'pk_test_portal';
const RETURN_URL = 'https://portal.test/payment-successful';

/** One form factory (as the container makes one), over a stub Stripe that issues real-looking secrets. */
function stripeForm(stub = new StubStripe()) {
  loadStripeMock.mockResolvedValue(stub.asStripe());
  const StripePaymentForm = createStripePaymentForm({ publishableKey: KEY });
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  const onError = jest.fn<void, [AppError]>();

  const ui = (Form: ComponentType<PaymentFormProps<ReactNode>>, clientSecret: string) => (
    <Form clientSecret={clientSecret} onReady={onReady} onError={onError} />
  );

  /** Renders and lets the (stubbed) Stripe.js load settle. */
  const renderForm = async (clientSecret: string) => {
    let view!: ReturnType<typeof renderWithI18n>;
    await act(async () => {
      view = renderWithI18n(ui(StripePaymentForm, clientSecret));
    });
    return {
      ...view,
      rerenderWith: async (next: string) => {
        await act(async () => view.rerender(ui(StripePaymentForm, next)));
      },
    };
  };

  const paymentElement = (group: StubElements = stub.group): StubPaymentElement => {
    const element = group.getElement('payment');
    if (!element) throw new Error('No Payment Element was created');
    return element;
  };

  const elementReady = async (group?: StubElements) => {
    const element = paymentElement(group);
    await act(async () => element.emit('ready', { elementType: 'payment' }));
  };

  const confirmer = () => {
    const last = onReady.mock.calls.at(-1);
    if (!last) throw new Error('The form never called onReady');
    return last[0];
  };

  return {
    stub,
    StripePaymentForm,
    onReady,
    onError,
    renderForm,
    paymentElement,
    elementReady,
    confirmer,
  };
}

beforeEach(() => {
  loadStripeMock.mockReset();
});

describe('the Stripe payment form', () => {
  test('importing it fetches nothing: Stripe.js waits for a form to open', async () => {
    const module = await import('../../../src/adapters/stripe/StripePaymentForm');
    module.createStripePaymentForm({ publishableKey: KEY });

    expect(loadStripeMock).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  test('loads Stripe.js once, with the publishable key, however many forms open', async () => {
    const { stub, renderForm } = stripeForm();
    expect(loadStripeMock).not.toHaveBeenCalled();

    const first = await renderForm(stub.server.issue('setup'));
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(loadStripeMock).toHaveBeenCalledWith(KEY);
    first.unmount();

    await renderForm(stub.server.issue('payment'));
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
  });

  test('says the payment form is loading while Stripe.js is on its way', async () => {
    const stub = new StubStripe();
    const { renderForm } = stripeForm(stub);
    const loading = deferred<Stripe | null>();
    loadStripeMock.mockReturnValueOnce(loading.promise);

    await renderForm(stub.server.issue('setup'));
    expect(screen.getByRole('status')).toHaveTextContent('Payment is loading...please wait.');
    expect(stub.elements).not.toHaveBeenCalled();

    await act(async () => loading.resolve(stub.asStripe()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stub.elements).toHaveBeenCalledTimes(1);
  });

  test('gives Elements the client secret and the portal’s calm look', async () => {
    const { stub, renderForm } = stripeForm();
    const secret = stub.server.issue('payment');

    await renderForm(secret);

    expect(stub.elements).toHaveBeenCalledTimes(1);
    expect(stub.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: secret,
        locale: 'en',
        appearance: expect.objectContaining({
          variables: expect.objectContaining({
            colorPrimary: '#2d4a7a',
            colorText: '#1f2430',
            colorDanger: '#a3262b',
            borderRadius: '6px',
            fontFamily: expect.stringMatching(/^system-ui,/u) as string,
          }) as object,
        }) as object,
      }),
    );
  });

  test('mounts Stripe’s Payment Element as an accordion, expanded', async () => {
    const { stub, renderForm, paymentElement } = stripeForm();

    const { container } = await renderForm(stub.server.issue('setup'));

    expect(stub.group.create).toHaveBeenCalledTimes(1);
    expect(stub.group.create).toHaveBeenCalledWith('payment', {
      layout: { type: 'accordion', defaultCollapsed: false },
    });
    const element = paymentElement();
    expect(element.mount).toHaveBeenCalledTimes(1);
    const mountedOn = element.mount.mock.calls[0]?.[0];
    expect(mountedOn).toBeInstanceOf(HTMLElement);
    expect(container.contains(mountedOn as HTMLElement)).toBe(true);
  });

  test('hands over a confirmer once the element is ready, and only once', async () => {
    const { stub, renderForm, elementReady, onReady, paymentElement } = stripeForm();
    await renderForm(stub.server.issue('setup'));
    expect(onReady).not.toHaveBeenCalled();

    await elementReady();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(typeof onReady.mock.calls[0]?.[0].confirm).toBe('function');

    await act(async () => paymentElement().emit('ready', { elementType: 'payment' }));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  test('confirms a setup with confirmSetup and returns the new payment method', async () => {
    const { stub, renderForm, elementReady, confirmer } = stripeForm();
    await renderForm(stub.server.issue('setup'));
    await elementReady();

    const outcome = await confirmer().confirm(RETURN_URL);

    expect(stub.confirmSetup).toHaveBeenCalledWith({
      elements: stub.group,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(stub.confirmPayment).not.toHaveBeenCalled();
    expect(outcome).toEqual({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_stub/u) as string,
    });
  });

  test('confirms a payment with confirmPayment', async () => {
    const { stub, renderForm, elementReady, confirmer } = stripeForm();
    await renderForm(stub.server.issue('payment'));
    await elementReady();

    await expect(confirmer().confirm(RETURN_URL)).resolves.toMatchObject({
      status: 'succeeded',
    });
    expect(stub.confirmPayment).toHaveBeenCalledWith({
      elements: stub.group,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(stub.confirmSetup).not.toHaveBeenCalled();
  });

  test('passes on what the person got wrong in the form, in Stripe’s words', async () => {
    const { stub, renderForm, elementReady, confirmer } = stripeForm();
    await renderForm(stub.server.issue('payment'));
    await elementReady();
    stub.group.card = 'declined';

    await expect(confirmer().confirm(RETURN_URL)).rejects.toMatchObject({
      code: 'payments/card-declined',
      message: 'Your card was declined.',
    });
  });

  test('builds a new Elements group for a new client secret', async () => {
    const { stub, renderForm, elementReady, confirmer } = stripeForm();
    const view = await renderForm(stub.server.issue('setup'));
    await elementReady();
    const firstGroup = stub.group;
    const secondSecret = stub.server.issue('setup');

    await view.rerenderWith(secondSecret);

    expect(stub.elements).toHaveBeenCalledTimes(2);
    expect(stub.group).not.toBe(firstGroup);
    expect(stub.group.clientSecret).toBe(secondSecret);
    expect(firstGroup.getElement('payment')?.destroy).toHaveBeenCalled();
    await elementReady();
    await confirmer().confirm(RETURN_URL);
    expect(stub.confirmSetup).toHaveBeenLastCalledWith(
      expect.objectContaining({ elements: stub.group }),
    );
  });

  test('destroys Stripe’s element when the form goes away', async () => {
    const { stub, renderForm, paymentElement } = stripeForm();
    const view = await renderForm(stub.server.issue('setup'));

    view.unmount();

    expect(paymentElement().destroy).toHaveBeenCalledTimes(1);
  });

  test('uses no inline styles (the portal runs under a strict CSP)', async () => {
    const { stub, renderForm } = stripeForm();
    const { container } = await renderForm(stub.server.issue('setup'));

    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  describe('when Stripe.js cannot be loaded', () => {
    test('says so, offers a retry and tells the page', async () => {
      const { stub, renderForm, onError, onReady } = stripeForm();
      loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));

      await renderForm(stub.server.issue('setup'));

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent("The secure payment form didn't load.");
      expect(alert).toHaveTextContent('Check your internet connection, then try again.');
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('type', 'button');
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'network/unavailable' });
      expect(onReady).not.toHaveBeenCalled();
      expect(stub.elements).not.toHaveBeenCalled();
    });

    test('loads it again on retry and then shows Stripe’s form', async () => {
      const { stub, renderForm, elementReady, onReady } = stripeForm();
      loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
      const { container } = await renderForm(stub.server.issue('setup'));
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Try again' }));

      expect(loadStripeMock).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(container.firstElementChild).toHaveFocus();
      expect(stub.group.create).toHaveBeenCalledWith('payment', expect.anything());
      await elementReady();
      expect(onReady).toHaveBeenCalledTimes(1);
    });

    test('still says so to a page that does not listen for errors', async () => {
      const { stub, StripePaymentForm } = stripeForm();
      loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));

      await act(async () => {
        renderWithI18n(
          <StripePaymentForm clientSecret={stub.server.issue('setup')} onReady={jest.fn()} />,
        );
      });

      expect(screen.getByRole('alert')).toHaveTextContent("The secure payment form didn't load.");
    });

    test('tries again for a form opened later', async () => {
      const { stub, renderForm } = stripeForm();
      loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
      const first = await renderForm(stub.server.issue('setup'));
      first.unmount();

      await renderForm(stub.server.issue('setup'));

      expect(loadStripeMock).toHaveBeenCalledTimes(2);
      expect(stub.elements).toHaveBeenCalledTimes(1);
    });
  });

  describe('when Stripe’s form cannot be loaded', () => {
    test('says so, tells the page in Stripe’s words, and builds it afresh on retry', async () => {
      const { stub, renderForm, paymentElement, elementReady, onError, onReady } = stripeForm();
      await renderForm(stub.server.issue('setup'));
      const firstGroup = stub.group;

      await act(async () =>
        paymentElement().emit('loaderror', {
          elementType: 'payment',
          error: { type: 'invalid_request_error', message: 'No such setupintent.' },
        }),
      );

      expect(screen.getByRole('alert')).toHaveTextContent("The secure payment form didn't load.");
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]?.[0]).toMatchObject({
        code: 'payments/failed',
        message: 'No such setupintent.',
      });

      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

      // Stripe.js itself had loaded: only Stripe's form is built again.
      expect(loadStripeMock).toHaveBeenCalledTimes(1);
      expect(stub.elements).toHaveBeenCalledTimes(2);
      expect(stub.group).not.toBe(firstGroup);
      await elementReady();
      expect(onReady).toHaveBeenCalledTimes(1);
    });
  });
});
