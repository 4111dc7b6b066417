/**
 * Journeys of the membership area through the whole portal on the demo world: a visitor's order
 * crossing from /membership to the sign-up and sign-in forms, and a spent reset link whose reason
 * waits on the page the person is sent to. What each page does alone is its page tests' business
 * (test/ui/membership, test/ui/set-password).
 */
import { within } from '@testing-library/react';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { summaryValue } from '../../support/summary';

const order = () => screen.getByRole('region', { name: 'Your order' });

/** A visitor opens /membership at `at` and waits for the code of the address to apply. */
async function chooseWithCode(at: string) {
  const app = await renderApp({ at });
  expect(await screen.findByText('Code applied successfully.')).toBeVisible();
  return app;
}

describe('membership journeys', () => {
  test('chooses the monthly plan with a code and continues to sign-up, where the order waits', async () => {
    const { user, router, store } = await chooseWithCode('/membership?plan=first&promo=WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(currentPath(router)).toBe('/signup?plan=first&promo=WELCOME20');
    expect(within(order()).getByText('Monthly')).toBeVisible();
    expect(summaryValue(order(), 'First charge')).toBe(
      '$3.99 on November 28, 2026, for the first month only',
    );
    expect(within(order()).getByText('WELCOME20')).toBeVisible();
    expect(store.getState().checkout.checkoutRequested).toBe(true);
  });

  test('a member with the plans open goes to sign in and finds the chosen plan there', async () => {
    const { user, router } = await renderApp({ at: '/membership?plan=first' });
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(currentPath(router)).toBe('/signin?plan=first');
    expect(within(order()).getByText('$4.99 every month until you cancel')).toBeVisible();
  });

  test('a visitor follows a spent reset link and reads why on the sign-in page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { router } = await renderApp({ at: '/set-password?mode=resetPassword&oobCode=nope' });

      expect(
        await screen.findByText(
          'This reset link is invalid or has expired. Please request a new one.',
        ),
      ).toBeInTheDocument();
      // The page sends them to /, which passes a visitor on to the sign-in page.
      expect(currentPath(router)).toBe('/signin');
      expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'identity/invalid-action-code' }),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
