import { act, screen, waitFor } from '@testing-library/react';
import type { RestoredOrder } from '../../../src/application/use-cases/restore-order';
import { findProduct } from '../../../src/domain/catalogue';
import type { StoredOrder } from '../../../src/domain/order';
import { historyHasSecrets } from '../../../src/ui/shared/address-secrets';
import { nextTask } from '../../../src/ui/shared/next-task';
import { MemberOnly } from '../../../src/ui/app/guards';
import { memberArrival } from '../../../src/ui/app/member-chunks';
import { PaymentSuccessfulPage } from '../../../src/ui/features/checkout/payment-successful/PaymentSuccessfulPage';
import { sessionChanged } from '../../../src/ui/shared/store/session-actions';
import { subscription, user } from '../../support/builders';
import { renderPage, type PageOptions } from '../../support/render-page';
import type { Opening } from '../../support/test-router';

/**
 * Back from the payment provider's redirect in the browser's address bar: its parameters leave the
 * address at the page's start, before the sign-in has settled (src/ui/shared/address-secrets.ts), and the
 * member layout still settles the order, or completes the card change, after a reload too.
 */

const member = user({ email: 'sam.returning@builders.test' });
const UID = 'uid-of-the-test';
const CHECKOUT_RETURN =
  '/payment-successful?payment_intent=pi_3Rt&payment_intent_client_secret=pi_3Rt_secret_9xK&redirect_status=succeeded';
const CARD_CHANGE_RETURN =
  '/?setup_intent=seti_1Qp&setup_intent_client_secret=seti_1Qp_secret_7hL&redirect_status=succeeded';

const storedOrder = (): StoredOrder => ({
  id: 'order-of-the-test',
  product: findProduct('monthly')!,
  promoCode: null,
  preview: null,
  placedAt: '2026-11-21T09:30:00.000Z',
  uid: UID,
  clientSecret: 'pi_3Rt_secret_9xK',
});

/**
 * The identity provider's word that the member is signed in: the sign-in settles, and the member
 * layout's arrival (its code already here) asks what it asks.
 */
const signInSettles = (store: ReturnType<typeof renderPage>['store']) =>
  act(async () => {
    store.dispatch(
      sessionChanged({ status: 'signedIn', uid: UID, user: member, provider: 'password' }),
    );
    await memberArrival.load();
    await nextTask();
  });

/** A member page behind its guard, opened (or reloaded) in jsdom's address bar, signing in. */
function openBehindTheGuard(
  at: string,
  opening: Opening,
  page: PageOptions & { element: React.ReactElement },
) {
  return renderPage(page.element, { ...page, at, opening, layout: <MemberOnly /> });
}

/** The return page, the provider answering `answer` about the stored order. */
function openReturnPage(opening: Opening, answer: RestoredOrder) {
  return openBehindTheGuard(CHECKOUT_RETURN, opening, {
    element: <PaymentSuccessfulPage />,
    path: '/payment-successful',
    useCases: {
      restoreOrder: {
        execute: jest.fn(async () => answer),
        // Still under way: asked again only after a wait this test does not sit through.
        pause: jest.fn(() => new Promise<void>(() => {})),
      },
      loadProfile: {
        execute: jest.fn(async () => ({
          user: { ...member, subscribed: true, subscription: subscription() },
          provider: 'password' as const,
        })),
      },
    },
  });
}

describe('the payment provider’s return in the address bar', () => {
  test('the checkout’s return: the secret and ids leave before the sign-in settles, and a reload during the bank’s check still settles the order', async () => {
    const returned = openReturnPage('address-bar', {
      order: storedOrder(),
      status: 'confirming',
      providerSays: 'requires_action',
    });
    expect(window.location.href).toBe('http://localhost/payment-successful');
    await signInSettles(returned.store);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment' }),
    ).toBeVisible();
    expect(returned.useCases.restoreOrder.execute).toHaveBeenCalledWith(UID);
    returned.unmount();

    const reloaded = openReturnPage('reload', {
      order: storedOrder(),
      status: 'succeeded',
    });
    expect(window.location.href).toBe('http://localhost/payment-successful');
    await signInSettles(reloaded.store);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' }),
    ).toBeVisible();
    expect(window.location.href).toBe('http://localhost/payment-successful');
  });

  test('the card change’s return: the setup’s secret leaves before the sign-in settles, a reload keeps it for the page, and once handled the history entry forgets it', async () => {
    const completeReturned = jest.fn(async () => null);
    const openProfile = (opening: Opening) =>
      openBehindTheGuard(CARD_CHANGE_RETURN, opening, {
        element: <h1>Your profile</h1>,
        path: '/',
        useCases: {
          changePaymentMethod: { completeReturned },
          // The arrival after the entry is replaced finds no order to settle.
          restoreOrder: { execute: jest.fn(async () => null) },
        },
      });

    const returned = openProfile('address-bar');
    expect(window.location.href).toBe('http://localhost/');
    returned.unmount();

    const reloaded = openProfile('reload');
    expect(window.location.href).toBe('http://localhost/');
    await signInSettles(reloaded.store);
    await waitFor(() => expect(completeReturned).toHaveBeenCalledWith('seti_1Qp_secret_7hL'));
    await waitFor(() => expect(historyHasSecrets(window.history.state)).toBe(false));
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    expect(window.location.href).toBe('http://localhost/');
  });
});
