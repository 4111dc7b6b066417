import { act, within } from '@testing-library/react';
import type { Member } from '../../support/builders';
import { member } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { currentPath, renderApp, screen } from '../../support/render-app';

/**
 * DESIGN.md, Trust: "A switch of account locks the tab at once". Another tab signs out, or signs
 * in as someone else: the identity provider says so here (the demo world takes up what the other
 * tab saved, as its storage event makes it), and from that word on this tab offers nothing of the
 * account before, ahead of the auth-state wait and of any call.
 */

const pat = member({ email: 'pat.quinn@builders.test', name: 'Pat Quinn' });
const kim = member({ email: 'kim.lee@builders.test', name: 'Kim Lee' });

/** Pat's profile with the deletion's dialog open: the moment a click would delete an account. */
async function patAboutToDelete() {
  const app = await renderApp({ signedInAs: pat.email, storage: worldWith(pat, kim) });
  const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
  expect(profile.getByRole('heading', { level: 2, name: 'Pat Quinn' })).toBeVisible();
  await app.user.click(screen.getByRole('button', { name: 'Delete account' }));
  expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  return app;
}

type App = Awaited<ReturnType<typeof patAboutToDelete>>;

/** What another tab saves, taken up here in one go. */
function anotherTab(app: App, someone: Member | null) {
  act(() => {
    app.world.change((draft) => {
      draft.session = someone && {
        uid: someone.uid,
        provider: 'password',
        signedInAt: app.world.clock.now(),
      };
    });
  });
}

/** Nothing of Pat's screens is left to act on. */
function expectNothingOfPat() {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Pat Quinn')).not.toBeInTheDocument();
  for (const action of ['Delete account', 'Continue', 'Log out', 'Reset password']) {
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  }
}

describe('a switch of account in another tab locks this tab at once', () => {
  test('another account signs in: Pat’s dialog and screens go before any call; then Kim’s profile', async () => {
    const app = await patAboutToDelete();
    const kimsProfile = app.holdNextCall('userApi');

    anotherTab(app, kim);

    // Still in the task of the provider's word, so before any call: nothing of Pat to press.
    expectNothingOfPat();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(app.store.getState().auth).toMatchObject({ status: 'loading', uid: kim.uid });

    // The first call is Kim's own arrival, with nothing of Pat's on screen meanwhile.
    await kimsProfile.reached;
    expectNothingOfPat();
    await kimsProfile.release();

    const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
    expect(profile.getByRole('heading', { level: 2, name: 'Kim Lee' })).toBeVisible();
    expect(app.world.state.accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining([pat.email, kim.email]),
    );
  });

  test('a sign-out: the dialog and Pat’s screens go at once, and the sign-in page follows', async () => {
    const app = await patAboutToDelete();

    anotherTab(app, null);

    expectNothingOfPat();
    expect(app.store.getState().auth.status).toBe('signedOut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(currentPath(app.router)).toBe('/signin');
  });
});
