import { act, screen, waitFor, within } from '@testing-library/react';
import { MemberOnly } from '../../../src/ui/app/guards';
import { AppError } from '../../../src/domain/errors';
import type { PaymentProblem } from '../../../src/domain/keeping-members';
import type { User } from '../../../src/domain/subscription';
import PastDueBanner from '../../../src/ui/features/keeping/PastDueBanner';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { noticeOf } from './billing-support';

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

/** The bank's check is a calm request, not a failure: its banner says so. */
const BANK_CHECK = 'Please confirm your renewal with your bank';
const findBanner = async (name = BANK_CHECK) => within(await screen.findByRole('region', { name }));

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
      expect(screen.queryByRole('region', { name: BANK_CHECK })).not.toBeInTheDocument(),
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

describe('the banner of a declined renewal', () => {
  test('says what failed, in the error tone, with the one way to pay', async () => {
    openBanner(robin);
    const banner = await findBanner("Your payment didn't go through");
    expect(banner.getByText(/^We couldn't charge \$49\.99 for your renewal/u)).toBeVisible();
    expect(banner.getByRole('link', { name: 'Update card and pay $49.99' })).toBeVisible();
    expect(banner.getByRole('alert')).toHaveClass('alert--error');
  });

  test("the bank's check is a warning, not an error", async () => {
    openBanner(noor);
    const banner = await findBanner();
    expect(banner.getByRole('status')).toHaveClass('alert--warning');
    expect(banner.queryByText(/didn't go through/u)).not.toBeInTheDocument();
  });
});

describe('the member pages’ guard', () => {
  test.each([
    ['/change-payment-method', 'shows the banner'],
    ['/', 'leaves it to the profile’s subscription card'],
  ])('at %s %s', async (at) => {
    renderPage(<h1>The page</h1>, { at, layout: <MemberOnly />, state: signedIn(robin) });
    await screen.findByRole('heading', { name: 'The page' });
    const banner = () => screen.queryByRole('region', { name: "Your payment didn't go through" });
    if (at === '/') {
      // The banner's chunk has had the time to arrive, and does not.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(banner()).toBeNull();
    } else {
      await waitFor(() => expect(banner()).toBeVisible());
    }
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
