import { screen, waitFor } from '@testing-library/react';
import type { RestoredOrder } from '../../../src/application/use-cases/restore-order';
import type { PendingPaymentStatus } from '../../../src/domain/order';
import { currentPath } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { arrive, openReturnPage, order, paid } from './return-page';

/** DESIGN.md, Trust: "Never a second payment by mistake" (and "A payment is believed only when the provider says so"). */

const underWay = (providerSays: PendingPaymentStatus): RestoredOrder => ({
  order: order('monthly'),
  status: 'confirming',
  providerSays,
});
const failed: RestoredOrder = { order: order('monthly'), status: 'failed' };

/**
 * Pressed pay, and the provider has not said paid: its answers, one per question. The waits
 * between questions end at once `waitsThatEnd` times; the next one never ends, so that the test
 * sees the page while the portal still asks.
 */
function returnedTo(answers: RestoredOrder[], waitsThatEnd = 0, useCases: UseCaseStubs = {}) {
  const pause = jest.fn((attempt: number) =>
    attempt <= waitsThatEnd ? Promise.resolve() : new Promise<void>(() => {}),
  );
  return openReturnPage({ answers, useCases: { ...useCases, restoreOrder: { pause } } });
}

const payAgainButtons = () =>
  screen.queryAllByRole('button', { name: /pay again|checkout|try again/iu });

describe('a payment the provider has not confirmed: the portal waits and says so', () => {
  test('processing (a bank debit): says it can take days, never offers to pay again, keeps asking', async () => {
    // Well past the four waits after which the portal used to offer "Back to checkout".
    const answers = Array.from({ length: 9 }, () => underWay('processing'));
    const page = returnedTo(answers, 8);

    await arrive(page, { search: '?redirect_status=succeeded' });

    const execute = page.useCases.restoreOrder.execute;
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(9));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your bank is processing your payment' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Your bank is processing your payment · Mindful');
    expect(screen.getByText(/This can take a few days for a bank debit/u)).toBeVisible();
    expect(screen.getByText(/There is no need to pay again/u)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(payAgainButtons()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Welcome to Mindful' })).not.toBeInTheDocument();
  });

  test('the provider cannot be reached: says so honestly, asks not to pay again, keeps trying', async () => {
    const page = returnedTo([underWay('unknown'), underWay('unknown')], 1);

    await arrive(page);

    await waitFor(() => expect(page.useCases.restoreOrder.execute).toHaveBeenCalledTimes(2));
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We can’t reach the payment provider at the moment/u)).toBeVisible();
    expect(screen.getByText(/Please don’t pay again/u)).toBeVisible();
    expect(payAgainButtons()).toEqual([]);
  });

  test('the bank’s check still open: we are confirming your payment, no need to pay again', async () => {
    const page = returnedTo([underWay('requires_action')]);

    await arrive(page);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/there is no need to pay again/u)).toBeVisible();
    expect(payAgainButtons()).toEqual([]);
  });

  test('says what the member can do meanwhile: close the page, or write to support', async () => {
    const page = returnedTo([underWay('processing')]);

    await arrive(page);

    expect(await screen.findByText(/Meanwhile you can close this page/u)).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@mindful.test' })).toHaveAttribute(
      'href',
      'mailto:support@mindful.test',
    );
  });

  test('Check again asks at once, between the portal’s own questions: paid, the welcome shows', async () => {
    const page = returnedTo([underWay('processing'), paid(order('monthly'))]);
    await arrive(page);
    await screen.findByRole('heading', { level: 1, name: 'Your bank is processing your payment' });

    await page.user.click(screen.getByRole('button', { name: 'Check again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' }),
    ).toBeInTheDocument();
    expect(page.useCases.restoreOrder.execute).toHaveBeenCalledTimes(2);
  });

  test('only once the provider says failed does the member go back to the checkout, to pay again', async () => {
    const page = returnedTo([underWay('processing'), underWay('unknown'), failed], 2);

    await arrive(page);

    await waitFor(() => expect(currentPath(page.router)).toBe('/'));
    expect(page.useCases.restoreOrder.execute).toHaveBeenCalledTimes(3);
    expect(page.store.getState().checkout.checkout.error).toMatchObject({
      code: 'payments/failed',
    });
  });
});
