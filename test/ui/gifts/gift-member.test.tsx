import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VisitorOnly } from '../../../src/ui/app/guards';
import { Footer } from '../../../src/ui/app/layout/Footer';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import { currentPath } from '../../support/test-router';
import { openProfile, plans } from '../profile/open-profile';

/** A gift membership as the user API answers it, ending on `endsAt`. */
const giftMember = (endsAt: string) => {
  const gift = subscription({
    type: 'GIFT',
    status: 'gift',
    autoRenew: false,
    subscribedAt: '2025-12-01',
    renewsAt: endsAt,
    endsAt,
    paymentOption: null,
  });
  return user({ subscribed: true, subscription: gift });
};

describe('a gift member on the profile (TODAY is November 21, 2026)', () => {
  test('"Gift membership until …", no renewal, no card to change, nothing to cancel', async () => {
    await openProfile({ member: giftMember('2027-03-01') });

    const card = screen.getByRole('region', { name: 'Your subscription' });
    expect(card).toHaveTextContent('Gift membership until March 01, 2027');
    expect(card).toHaveTextContent("It's a gift: nothing is charged, and it does not renew.");
    expect(screen.queryByRole('link', { name: /cancel/iu })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /payment method/iu })).not.toBeInTheDocument();
    expect(screen.queryByText(/renews/iu)).not.toBeInTheDocument();
    // More than 14 days before the end: no plans offered yet.
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });

  test('from 14 days before the end, an invitation to choose a plan without a trial', async () => {
    await openProfile({ member: giftMember('2026-12-01'), useCases: { loadCatalogue: plans() } });

    expect(
      screen.getByText(
        'Choose a plan above to keep going after December 01, 2026: no trial, and the first charge is on that day.',
      ),
    ).toBeInTheDocument();
    const chooser = await screen.findByRole('region', { name: 'Choose your plan' });
    expect(chooser).toHaveTextContent('No trial: your plan starts when your gift ends.');
    expect(chooser).not.toHaveTextContent(/free trial/iu);
    expect(chooser).toHaveTextContent('Due today$0.00');
  });

  test('the profile leads to giving a gift and to redeeming one', async () => {
    await openProfile({ member: giftMember('2027-03-01') });

    expect(screen.getByRole('link', { name: 'Give a gift' })).toHaveAttribute('href', '/gift');
    expect(screen.getByRole('link', { name: 'Redeem a gift' })).toHaveAttribute('href', '/redeem');
  });
});

describe('back from signing in to buy or redeem a gift', () => {
  test.each(['/gift', '/redeem'])('the visitors’ guard sends the person back to %s', (path) => {
    window.sessionStorage.setItem('gift-return', JSON.stringify({ to: path, at: Date.now() }));
    const { router } = renderPage(
      <Routes>
        <Route element={<VisitorOnly />}>
          <Route path="/signin" element={<p>Sign in</p>} />
        </Route>
      </Routes>,
      { at: '/signin', path: '/*', state: signedIn(user()) },
    );
    expect(currentPath(router)).toBe(path);
    window.sessionStorage.clear();
  });

  test('an hour later, or without a mark, the guard sends the person to the profile', () => {
    const anHourAgo = Date.now() - 61 * 60 * 1000;
    window.sessionStorage.setItem('gift-return', JSON.stringify({ to: '/gift', at: anHourAgo }));
    const { router } = renderPage(
      <Routes>
        <Route element={<VisitorOnly />}>
          <Route path="/signin" element={<p>Sign in</p>} />
        </Route>
      </Routes>,
      { at: '/signin', path: '/*', state: signedIn(user()) },
    );
    expect(currentPath(router)).toBe('/');
    window.sessionStorage.clear();
  });
});

describe('the way to Give Mindful', () => {
  test('every footer leads to /gift', () => {
    renderPage(<Footer />, { at: '/membership' });
    expect(screen.getByRole('link', { name: 'Give Mindful' })).toHaveAttribute('href', '/gift');
  });
});
