import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { checkoutRequested, checkoutSlice } from '../../../src/ui/features/checkout/checkout-slice';
import type * as AccountCardModule from '../../../src/ui/features/account/profile/AccountCard';
import type * as TrialTimelineModule from '../../../src/ui/shared/billing/TrialTimeline';
import { user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { renderPage, signedIn } from '../../support/render-page';
import { stubPaymentForm } from '../../support/stub-payment-form';
import { accepting, checkoutUseCases, CLIENT_SECRET } from './checkout-page';

/** Whether the card form was on the page when each of the parts below it rendered. */
const mockFormThereWhenRendered: Record<'account card' | 'trial steps', boolean[]> = {
  'account card': [],
  'trial steps': [],
};
const mockCardFormThere = () =>
  document.querySelector('[role="group"][aria-label="Card details"]') !== null;

jest.mock('../../../src/ui/features/account/profile/AccountCard', () => {
  const actual = jest.requireActual<typeof AccountCardModule>(
    '../../../src/ui/features/account/profile/AccountCard',
  );
  return {
    ...actual,
    AccountCard: (props: ComponentProps<typeof actual.AccountCard>) => {
      mockFormThereWhenRendered['account card'].push(mockCardFormThere());
      return actual.AccountCard(props);
    },
  };
});

jest.mock('../../../src/ui/shared/billing/TrialTimeline', () => {
  const actual = jest.requireActual<typeof TrialTimelineModule>(
    '../../../src/ui/shared/billing/TrialTimeline',
  );
  return {
    ...actual,
    TrialTimeline: (props: ComponentProps<typeof actual.TrialTimeline>) => {
      mockFormThereWhenRendered['trial steps'].push(mockCardFormThere());
      return actual.TrialTimeline(props);
    },
  };
});

// Decision 0013: the client secret's arrival mounted the card form, the trial's steps and the
// profile's cards in one render, one long task of a phone before the form showed.
test('when the client secret arrives, the card form is on the page before the trial’s steps and the profile’s cards render', async () => {
  const session = deferred<string>();
  renderPage(<ProfilePage />, {
    at: '/?plan=first',
    path: '/',
    state: {
      ...signedIn(user({ email: 'sam.free@builders.test' })),
      checkout: checkoutSlice.reducer(undefined, checkoutRequested()),
    },
    useCases: checkoutUseCases({
      startCheckout: { execute: jest.fn(async () => session.promise) },
    }),
    PaymentForm: stubPaymentForm(accepting()),
  });
  const step = within(await screen.findByRole('region', { name: 'Payment details' }));
  await step.findByRole('status');
  expect(mockFormThereWhenRendered['account card']).toEqual([]);

  await act(async () => session.resolve(CLIENT_SECRET));

  expect(await step.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
  await waitFor(() => expect(mockFormThereWhenRendered['account card']).not.toEqual([]));
  await waitFor(() => expect(mockFormThereWhenRendered['trial steps']).not.toEqual([]));
  expect(mockFormThereWhenRendered['account card'][0]).toBe(true);
  expect(mockFormThereWhenRendered['trial steps'][0]).toBe(true);
});

// The checkout opened as the session was reported (checkout-at-sign-in.ts): the profile opens with
// its card form, and its cards still come in a render after it.
test('opening with the checkout already open, the card form is on the page before the profile’s cards render', async () => {
  mockFormThereWhenRendered['account card'] = [];
  const opened = checkoutSlice.reducer(undefined, checkoutRequested());
  renderPage(<ProfilePage />, {
    at: '/?plan=first',
    path: '/',
    state: {
      ...signedIn(user({ email: 'sam.free@builders.test' })),
      checkout: {
        ...opened,
        checkoutRequested: false,
        checkout: { status: 'open', clientSecret: CLIENT_SECRET, error: null },
      },
    },
    useCases: checkoutUseCases(),
    PaymentForm: stubPaymentForm(accepting()),
  });

  expect(await screen.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
  await waitFor(() => expect(mockFormThereWhenRendered['account card']).not.toEqual([]));
  expect(mockFormThereWhenRendered['account card'][0]).toBe(true);
});
