import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import type { PaymentMethodChange } from '../../../src/application/use-cases/change-payment-method';
import { AppError } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import { ChangePaymentMethodPage } from '../../../src/ui/features/membership/change-payment-method/ChangePaymentMethodPage';
import { subscription, user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { renderPage, signedIn } from '../../support/render-page';
import { stubPaymentForm } from '../../support/stub-payment-form';
import { currentPath } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { noticeOf } from '../profile/billing-support';

const SETUP_SECRET = 'seti_of_the_test_secret';
const RETURN_URL = new URL('/', window.location.origin).toString();

/** A card member paying with a card ending in 4242. */
const pat = user({
  subscription: subscription({ paymentOption: { type: 'card', last4: '4242' } }),
});
/** Pat as the user API answers after the change: the card ending in 4444 pays. */
const patWithNewCard = user({
  subscription: subscription({ paymentOption: { type: 'card', last4: '4444' } }),
});

const saved = (): PaymentMethodChange => ({ user: patWithNewCard, error: null });
const failed = (code: AppError['code'], message?: string): PaymentMethodChange => ({
  user: pat,
  error: new AppError(code, message),
});

/** /change-payment-method for a member: the setup answers at once unless the test says. */
function openChangeCard({
  member = pat,
  useCases = {},
}: { member?: User; useCases?: UseCaseStubs } = {}) {
  const confirmer: PaymentConfirmer = {
    confirm: jest.fn(async () => ({ status: 'succeeded' as const, paymentMethodId: null })),
  };
  const page = renderPage(<ChangePaymentMethodPage />, {
    at: '/change-payment-method',
    state: signedIn(member),
    PaymentForm: stubPaymentForm(confirmer),
    useCases: {
      changePaymentMethod: {
        start: jest.fn(async () => SETUP_SECRET),
        complete: jest.fn(async () => saved()),
      },
      ...useCases,
    },
  });
  return { ...page, confirmer };
}

/** The page once its card form can be used. */
async function openReadyForm(options: Parameters<typeof openChangeCard>[0] = {}) {
  const page = openChangeCard(options);
  await screen.findByRole('heading', { level: 1, name: 'Change payment method' });
  await waitFor(() => expect(saveButton()).not.toBeUnavailable());
  return page;
}

const saveButton = () => screen.getByRole('button', { name: 'Save card' });

/** The change's completion, answering what the test says, once per call. */
const completing = (...answers: PaymentMethodChange[]) => {
  const complete = jest.fn<Promise<PaymentMethodChange>, [PaymentConfirmer, string]>();
  for (const answer of answers) complete.mockResolvedValueOnce(answer);
  return { changePaymentMethod: { start: jest.fn(async () => SETUP_SECRET), complete } };
};

describe('change payment method page', () => {
  test('someone without a subscription is sent to /', async () => {
    const { router } = openChangeCard({ member: user() });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('an App Store subscription is sent to /', async () => {
    const apple = user({ subscription: subscription({ type: 'APP_STORE', paymentOption: null }) });
    const { router, useCases } = openChangeCard({ member: apple });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.changePaymentMethod.start).not.toHaveBeenCalled();
  });

  test('shows the current card, and the billing loading message until the form can be used', async () => {
    const setup = deferred<string>();
    const { useCases } = openChangeCard({
      useCases: {
        changePaymentMethod: { start: jest.fn(() => setup.promise), complete: jest.fn() },
      },
    });

    expect(await screen.findByText('Billing is loading...please wait.')).toBeVisible();
    expect(document.title).toBe('Change payment method · Mindful');
    const current = screen.getByRole('region', { name: 'Current card' });
    expect(within(current).getByText('Card ending in 4242')).toBeVisible();
    expect(saveButton()).toBeUnavailable();
    // One setup of the new card per visit.
    expect(useCases.changePaymentMethod.start).toHaveBeenCalledTimes(1);

    setup.resolve(SETUP_SECRET);

    const form = await screen.findByRole('group', { name: 'Card details' });
    expect(form).toHaveAttribute('data-client-secret', SETUP_SECRET);
    expect(screen.queryByText('Billing is loading...please wait.')).not.toBeInTheDocument();
    await waitFor(() => expect(saveButton()).not.toBeUnavailable());
  });

  test('a new card is saved: back on / with a notice, and the member pays with it', async () => {
    const { user: person, router, store, useCases, confirmer } = await openReadyForm();
    await person.click(saveButton());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.changePaymentMethod.complete).toHaveBeenCalledWith(confirmer, RETURN_URL);
    expect(noticeOf(store)).toEqual({
      tone: 'success',
      path: '/',
      text: 'Your payment method was updated.',
    });
    expect(store.getState().auth.user?.subscription?.paymentOption?.last4).toBe('4444');
  });

  test('a double click saves the card once', async () => {
    const answer = deferred<PaymentMethodChange>();
    const {
      user: person,
      router,
      store,
      useCases,
    } = await openReadyForm({
      useCases: {
        changePaymentMethod: {
          start: jest.fn(async () => SETUP_SECRET),
          complete: jest.fn(() => answer.promise),
        },
      },
    });
    await person.dblClick(saveButton());
    answer.resolve(saved());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(noticeOf(store)?.text).toBe('Your payment method was updated.');
    expect(useCases.changePaymentMethod.complete).toHaveBeenCalledTimes(1);
  });

  test('a declined card also goes back to /, saying why nothing changed', async () => {
    const {
      user: person,
      router,
      store,
    } = await openReadyForm({
      useCases: completing(failed('payments/card-declined')),
    });
    await person.click(saveButton());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(noticeOf(store)).toEqual({
      tone: 'error',
      path: '/',
      text: "Your payment method wasn't changed. Your card was declined. Try another card or another way to pay.",
    });
    expect(store.getState().auth.user?.subscription?.paymentOption?.last4).toBe('4242');
  });

  describe('a card that asks for authentication', () => {
    test('an authentication passed saves the card', async () => {
      const {
        user: person,
        router,
        store,
      } = await openReadyForm({
        useCases: completing({
          user: user({
            subscription: subscription({ paymentOption: { type: 'card', last4: '3184' } }),
          }),
          error: null,
        }),
      });
      await person.click(saveButton());

      await waitFor(() => expect(currentPath(router)).toBe('/'));
      expect(noticeOf(store)?.text).toBe('Your payment method was updated.');
      expect(store.getState().auth.user?.subscription?.paymentOption?.last4).toBe('3184');
    });

    test('an authentication failed goes back to / with the reason', async () => {
      const {
        user: person,
        router,
        store,
      } = await openReadyForm({
        useCases: completing(failed('payments/authentication-failed')),
      });
      await person.click(saveButton());

      await waitFor(() => expect(currentPath(router)).toBe('/'));
      expect(noticeOf(store)).toEqual({
        tone: 'error',
        path: '/',
        text: "Your payment method wasn't changed. We couldn't verify your card. Try again or use another card.",
      });
      expect(store.getState().auth.user?.subscription?.paymentOption?.last4).toBe('4242');
    });
  });

  test('a mistyped card keeps the person on the form to correct it', async () => {
    const {
      user: person,
      router,
      store,
      useCases,
    } = await openReadyForm({
      useCases: completing(
        { user: pat, error: new AppError('payments/invalid-card', 'Your card number is invalid.') },
        saved(),
      ),
    });
    await person.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(currentPath(router)).toBe('/change-payment-method');
    expect(noticeOf(store)).toBeNull();
    expect(saveButton()).not.toBeUnavailable();

    await person.click(saveButton());
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.changePaymentMethod.complete).toHaveBeenCalledTimes(2);
    expect(noticeOf(store)?.text).toBe('Your payment method was updated.');
  });

  test('an unfinished card is marked in the form’s own words, without leaving the form', async () => {
    const {
      user: person,
      router,
      store,
    } = await openReadyForm({
      useCases: completing({
        user: pat,
        error: new AppError('payments/incomplete', "Your card's expiration date is incomplete."),
      }),
    });
    await person.click(saveButton());

    // One message for the problem: the field's own, never "Please complete your card details." beside it.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your card's expiration date is incomplete.",
    );
    expect(screen.queryByText('Please complete your card details.')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/change-payment-method');
    expect(noticeOf(store)).toBeNull();
  });

  test('when the setup cannot start, the page says so and can try again', async () => {
    const start = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new AppError('network/unavailable'))
      .mockResolvedValueOnce(SETUP_SECRET);
    const { user: person } = openChangeCard({
      useCases: { changePaymentMethod: { start, complete: jest.fn() } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(saveButton()).toBeUnavailable();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
  });

  test('Cancel goes back to / and changes nothing', async () => {
    const { user: person, router, store, useCases } = await openReadyForm();
    await person.click(screen.getByRole('link', { name: 'Cancel' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.changePaymentMethod.complete).not.toHaveBeenCalled();
    expect(noticeOf(store)).toBeNull();
  });
});
