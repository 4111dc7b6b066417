import { act } from '@testing-library/react';
import type { RestoredOrder } from '../../../src/application/use-cases/restore-order';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import { findProduct } from '../../../src/domain/catalogue';
import type { CheckoutPreview } from '../../../src/domain/checkout-preview';
import type { StoredOrder } from '../../../src/domain/order';
import { PaymentSuccessfulPage } from '../../../src/ui/features/checkout/payment-successful/PaymentSuccessfulPage';
import { arrive as memberArrives } from '../../support/listeners';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import type { UseCaseStubs } from '../../support/use-case-stubs';

/** The return page of the payment provider, rendered alone on stubbed use cases. */

export type Page = ReturnType<typeof renderPage>;

export const member = user({ email: 'sam.paid@builders.test' });
export const UID = 'uid-of-the-test';

/** The order the checkout stored before the provider's redirect. */
export function order(
  productId: string,
  promoCode: string | null = null,
  preview: CheckoutPreview | null = null,
): StoredOrder {
  const product = findProduct(productId);
  if (!product) throw new Error(`no product ${productId}`);
  return {
    id: 'order-of-the-test',
    product,
    promoCode,
    preview,
    placedAt: '2026-11-21T09:30:00.000Z',
    uid: UID,
    clientSecret: 'pi_order_of_the_test_secret',
  };
}

export const paid = (stored: StoredOrder): RestoredOrder => ({
  order: stored,
  status: 'succeeded',
});

export interface Return {
  /** What the provider says of the stored order, one answer per question. */
  answers: (RestoredOrder | null)[];
  at?: string;
  provider?: AuthProviderId;
  useCases?: UseCaseStubs;
}

/**
 * /payment-successful as the provider's redirect opens it: the page mounts, then the member
 * layout's arrival (`memberArrived`) settles the stored order on the provider's word; a paid order
 * has the profile read again.
 */
export function openReturnPage({
  answers,
  at = '/payment-successful',
  provider = 'password',
  useCases,
}: Return) {
  const execute = jest.fn<Promise<RestoredOrder | null>, [string]>();
  for (const answer of answers) execute.mockResolvedValueOnce(answer);
  return renderPage(<PaymentSuccessfulPage />, {
    at,
    path: '/payment-successful',
    state: signedIn(member, provider),
    useCases: {
      loadProfile: {
        execute: jest.fn(async () => ({
          user: { ...member, subscribed: true, subscription: subscription() },
          provider,
        })),
      },
      ...useCases,
      restoreOrder: { execute, ...useCases?.restoreOrder },
    },
  });
}

export async function arrive(page: Page, { pathname = '/payment-successful', search = '' } = {}) {
  return act(() => memberArrives(page.store, { pathname, search }));
}
