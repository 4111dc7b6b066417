import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import type { PaymentProblem } from '../../../src/domain/keeping-members';
import type { User } from '../../../src/domain/subscription';
import PastDueBanner from '../../../src/ui/features/keeping/PastDueBanner';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { noticeOf } from './billing-support';
import { detail, findSubscriptionCard } from './profile-cards';

const RENEWAL_SECRET = 'pi_renewal_of_the_test_secret';

/** A yearly member whose renewal of November 19, 2026 waits on the bank's check. */
const noor = user({
  subscription: subscription({
    renewsAt: '2026-11-19',
    status: 'past_due',
    paymentIssue: { kind: 'authentication_required', clientSecret: RENEWAL_SECRET },
  }),
});
/** Noor as the user API answers once the bank confirmed the renewal. */
const noorActive = user({
  subscription: subscription({ renewsAt: '2027-11-19', status: 'active', paymentIssue: null }),
});
/** A yearly member whose renewal of November 19, 2026 was declined. */
const robin = user({
  subscription: subscription({
    renewsAt: '2026-11-19',
    status: 'past_due',
    paymentIssue: { kind: 'failed', clientSecret: null },
  }),
});

/** The banner a member page shows while a renewal is unpaid. */
function openBanner(member: User, useCases: UseCaseStubs = {}) {
  return renderPage(<PastDueBanner />, { at: '/', state: signedIn(member), useCases });
}

const findBanner = async () =>
  within(await screen.findByRole('region', { name: "Your payment didn't go through" }));

describe("a past-due renewal that waits on the bank's check", () => {
  test('Noor confirms the renewal with the bank and is active again', async () => {
    const {
      user: person,
      store,
      useCases,
    } = openBanner(noor, {
      confirmRenewal: { execute: jest.fn(async () => noorActive) },
    });
    const banner = await findBanner();
    expect(banner.getByText(/^Your bank needs to confirm the \$49\.99 renewal/u)).toBeVisible();
    expect(banner.queryByRole('link', { name: /Update card/u })).not.toBeInTheDocument();

    await person.click(banner.getByRole('button', { name: 'Confirm with your bank' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: "Your payment didn't go through" }),
      ).not.toBeInTheDocument(),
    );
    expect(useCases.confirmRenewal.execute).toHaveBeenCalledWith(
      expect.objectContaining<Partial<PaymentProblem>>({
        kind: 'authentication_required',
        clientSecret: RENEWAL_SECRET,
        amount: { amount: 4999, currency: 'usd' },
      }),
    );
    expect(useCases.confirmRenewal.execute).toHaveBeenCalledTimes(1);
    expect(noticeOf(store)).toEqual({
      tone: 'success',
      path: '/',
      text: 'Thank you. Your payment went through and your membership is active again.',
    });
  });

  test('a check the bank does not pass says so, and offers another card', async () => {
    const { user: person, store } = openBanner(noor, {
      confirmRenewal: {
        execute: jest.fn(async () => {
          throw new AppError('payments/authentication-failed');
        }),
      },
    });
    const banner = await findBanner();

    await person.click(banner.getByRole('button', { name: 'Confirm with your bank' }));

    expect(
      await banner.findByText("We couldn't verify your card. Try again or use another card."),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: 'Update card and pay $49.99' })).toHaveAttribute(
      'href',
      '/change-payment-method',
    );
    expect(banner.getByRole('button', { name: 'Confirm with your bank' })).toBeVisible();
    expect(noticeOf(store)).toBeNull();
  });
});

describe('the subscription card of a past-due member', () => {
  test('says that the renewal failed and is not paid, not that it renews automatically', async () => {
    renderPage(<ProfilePage />, {
      at: '/',
      state: signedIn(robin),
      useCases: { loadBillingHistory: { execute: jest.fn(async () => []) } },
    });
    const card = await findSubscriptionCard();

    expect(detail(card, 'Renewal')).toBe(
      'The renewal of November 19, 2026 failed and is not paid yet',
    );
    expect(card.queryByText('Next charge', { selector: 'dt' })).not.toBeInTheDocument();
    expect(card.queryByText(/Renews automatically/u)).not.toBeInTheDocument();
  });
});

describe('in German', () => {
  test('the banner writes the amount and the dates the German way', async () => {
    const euroRobin = user({
      subscription: subscription({
        renewsAt: '2026-11-19',
        status: 'past_due',
        productCurrency: 'eur',
        paymentIssue: { kind: 'failed', clientSecret: null },
      }),
    });
    renderPage(<PastDueBanner />, { at: '/', state: signedIn(euroRobin), language: 'de' });

    const banner = within(
      await screen.findByRole('region', { name: 'Deine Zahlung ist nicht durchgegangen' }),
    );
    // Testing Library's text match reads the no-break space before € as a space.
    expect(
      banner.getByText(
        'Wir konnten 49,99 € für deine Verlängerung am 19. November 2026 nicht abbuchen. ' +
          'Aktualisiere deine Karte bis zum 26. November 2026, damit dein Abo weiterläuft.',
      ),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: /^49,99\s€ mit neuer Karte zahlen$/u })).toBeVisible();
  });
});
