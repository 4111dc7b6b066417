import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import type { RetentionOffer } from '../../../src/domain/keeping-members';
import type { User } from '../../../src/domain/subscription';
import { CancelSubscriptionPage } from '../../../src/ui/features/keeping/cancel-subscription/CancelSubscriptionPage';
import { subscription, user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { renderPage, signedIn } from '../../support/render-page';
import { currentPath } from '../../support/test-router';
import { createTestI18n } from '../../support/test-i18n';
import { TEST_SETTINGS } from '../../support/test-settings';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { noticeOf } from '../profile/billing-support';

const REASONS = [
  'It is too expensive',
  'I have privacy concerns',
  'I’m not using the service anymore',
  'I found a better alternative',
  'The app is difficult to use',
  'I have technical issues',
  'I don’t want to provide a reason',
];

/** A yearly card member, renewing on February 10, 2027. */
const pat = user({ subscription: subscription({ renewsAt: '2027-02-10' }) });
/** Pat as the user API answers once cancelled: access until February 10, 2027. */
const patCancelled = user({
  subscription: subscription({ renewsAt: '2027-02-10', autoRenew: false }),
});
/** Pat on the monthly plan, as the user API answers once the offer is accepted. */
const patMonthly = user({
  subscription: subscription({
    renewsAt: '2027-02-10',
    productName: 'Monthly',
    productReccurence: 'month',
    productPrice: 4.99,
    originalPrice: 4.99,
  }),
});

const SWITCH_OFFER: RetentionOffer = {
  id: 'offer-of-the-test',
  kind: 'switch',
  productId: 'monthly',
  price: 4.99,
  currency: 'usd',
};

/** /cancel-subscription for a member; a cancellation answers Pat cancelled unless the test says. */
function openCancel({
  member = pat,
  useCases = {},
}: { member?: User; useCases?: UseCaseStubs } = {}) {
  return renderPage(<CancelSubscriptionPage />, {
    at: '/cancel-subscription',
    state: signedIn(member),
    useCases: {
      cancelSubscription: { execute: jest.fn(async () => patCancelled) },
      ...useCases,
    },
  });
}

async function openCancelForm(options: Parameters<typeof openCancel>[0] = {}) {
  const page = openCancel(options);
  await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription' });
  return page;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const reasons = () => screen.getByRole('group', { name: 'Why are you cancelling?' });
const reason = (name: string) => screen.getByRole('radio', { name });

describe('cancel subscription page', () => {
  test('someone without a subscription is sent to /', async () => {
    const { router } = openCancel({ member: user() });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('an App Store subscription is sent to /', async () => {
    const apple = user({ subscription: subscription({ type: 'APP_STORE', paymentOption: null }) });
    const { router } = openCancel({ member: apple });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('a subscription already cancelled has nothing left to cancel: sent to /', async () => {
    const { router } = openCancel({ member: patCancelled });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('offers the seven reasons as one radio group and says when access would end', async () => {
    await openCancelForm();
    expect(document.title).toBe('Cancel your subscription · Mindful');
    const radios = within(reasons()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(REASONS);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(
      screen.getByText(
        "If you cancel now, your subscription won't renew and nothing more is charged. You keep full access until February 10, 2027.",
      ),
    ).toBeVisible();
  });

  test('Continue stays disabled until a reason is chosen', async () => {
    const { user: person } = await openCancelForm();
    expect(continueButton()).toBeUnavailable();
    await person.click(reason('It is too expensive'));
    expect(continueButton()).not.toBeUnavailable();
  });

  test('cancelling turns renewal off and lands on / with the access date', async () => {
    const { user: person, router, store, useCases } = await openCancelForm();
    await person.click(reason('I found a better alternative'));
    await person.click(continueButton());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.cancelSubscription.execute).toHaveBeenCalledWith('better-alternative');
    expect(useCases.cancelSubscription.execute).toHaveBeenCalledTimes(1);
    expect(noticeOf(store)).toEqual({
      tone: 'success',
      path: '/',
      text: 'Your subscription is cancelled. You keep access until February 10, 2027.',
    });
    expect(store.getState().auth.user?.subscription?.autoRenew).toBe(false);
  });

  test('the notice writes its date in the language it is read in (as after a switch)', async () => {
    const { user: person, router, store } = await openCancelForm();
    await person.click(reason('I found a better alternative'));
    await person.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe('/'));

    expect(noticeOf(store, createTestI18n('de'))?.text).toBe(
      'Dein Abo ist gekündigt. Du hast noch bis zum 10. Februar 2027 Zugang.',
    );
  });

  test('a double click on Continue cancels once', async () => {
    const answer = deferred<User | null>();
    const execute = jest.fn((_reason: string | null) => answer.promise);
    const { user: person, router } = await openCancelForm({
      useCases: { cancelSubscription: { execute } },
    });
    await person.click(reason('I found a better alternative'));
    await person.dblClick(continueButton());

    answer.resolve(patCancelled);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(execute).toHaveBeenCalledTimes(1);
  });

  test('technical issues: support is offered once, and a double click on Continue cancelling cancels once', async () => {
    const answer = deferred<User | null>();
    const execute = jest.fn((_reason: string | null) => answer.promise);
    const { user: person, router } = await openCancelForm({
      useCases: { cancelSubscription: { execute } },
    });
    await person.click(reason('I have technical issues'));
    // A click, not two: the form is hidden once the offer shows, and a person's second click
    // lands on what is there now (jsdom would click the hidden button).
    await person.click(continueButton());
    expect(screen.getAllByRole('region', { name: 'Before you go' })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      `mailto:${TEST_SETTINGS.supportEmail}`,
    );
    expect(execute).not.toHaveBeenCalled();

    await person.dblClick(screen.getByRole('button', { name: 'Continue cancelling' }));
    answer.resolve(patCancelled);

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith('technical-issues');
  });

  test('one offer after the reason; Continue cancelling finishes at once', async () => {
    const {
      user: person,
      router,
      useCases,
    } = await openCancelForm({
      useCases: { loadRetentionOffer: { execute: jest.fn(async () => SWITCH_OFFER) } },
    });
    await person.click(reason('It is too expensive'));
    await person.click(continueButton());

    const offer = await screen.findByRole('region', { name: 'Before you go' });
    expect(useCases.loadRetentionOffer.execute).toHaveBeenCalledWith('too-expensive');
    expect(offer).toHaveTextContent('Switch to the monthly plan instead: $4.99 a month');
    await person.click(screen.getByRole('button', { name: 'Continue cancelling' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.cancelSubscription.execute).toHaveBeenCalledWith('too-expensive');
    expect(useCases.cancelSubscription.execute).toHaveBeenCalledTimes(1);
  });

  test('Continue cancelling that fails says so once, beside the offer', async () => {
    const { user: person, router } = await openCancelForm({
      useCases: {
        loadRetentionOffer: { execute: jest.fn(async () => SWITCH_OFFER) },
        cancelSubscription: {
          execute: jest.fn(async () => Promise.reject(new AppError('network/unavailable'))),
        },
      },
    });
    await person.click(reason('It is too expensive'));
    await person.click(continueButton());
    const offer = await screen.findByRole('region', { name: 'Before you go' });
    await person.click(within(offer).getByRole('button', { name: 'Continue cancelling' }));

    const message = "We couldn't reach our servers. Check your connection and try again.";
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Once on the page, hidden parts included: the reason's form, behind the offer, says nothing.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(currentPath(router)).toBe('/cancel-subscription');
  });

  test('accepting the offer keeps the membership and cancels nothing', async () => {
    const {
      user: person,
      router,
      store,
      useCases,
    } = await openCancelForm({
      useCases: {
        loadRetentionOffer: { execute: jest.fn(async () => SWITCH_OFFER) },
        acceptRetentionOffer: { execute: jest.fn(async () => patMonthly) },
      },
    });
    await person.click(reason('It is too expensive'));
    await person.click(continueButton());
    await person.click(await screen.findByRole('button', { name: 'Switch to monthly' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.acceptRetentionOffer.execute).toHaveBeenCalledWith(SWITCH_OFFER.id);
    expect(useCases.cancelSubscription.execute).not.toHaveBeenCalled();
    expect(store.getState().auth.user?.subscription).toMatchObject({
      autoRenew: true,
      productPrice: 4.99,
    });
  });

  test('a failure is shown and the form stays usable for another try', async () => {
    const execute = jest
      .fn<Promise<User | null>, [string | null]>()
      .mockRejectedValueOnce(new AppError('network/unavailable'))
      .mockResolvedValueOnce(patCancelled);
    const { user: person, router } = await openCancelForm({
      useCases: { cancelSubscription: { execute } },
    });
    await person.click(reason('I found a better alternative'));
    await person.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(currentPath(router)).toBe('/cancel-subscription');
    expect(reason('I found a better alternative')).toBeChecked();
    expect(continueButton()).not.toBeUnavailable();
    expect(execute).toHaveBeenCalledTimes(1);

    await person.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(execute).toHaveBeenCalledTimes(2);
  });

  test('Keep my subscription goes back to / and changes nothing', async () => {
    const { user: person, router, store, useCases } = await openCancelForm();
    await person.click(screen.getByRole('link', { name: 'Keep my subscription' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useCases.cancelSubscription.execute).not.toHaveBeenCalled();
    expect(noticeOf(store)).toBeNull();
  });
});
