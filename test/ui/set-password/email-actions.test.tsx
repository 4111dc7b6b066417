import { act, render, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { EmailActionMode } from '../../../src/demo/demo-state';
import { MapStorage } from '../../../src/demo/map-storage';
import { createPortalServices, uiServicesOf } from '../../../src/container';
import { App } from '../../../src/ui/app/App';
import { createI18n } from '../../../src/ui/i18n/create-i18n';
import { createStore } from '../../../src/ui/store/store';
import { FakeClock } from '../../support/clocks';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { TEST_SETTINGS } from '../../support/test-settings';

type App = Awaited<ReturnType<typeof renderApp>>;

const NEW_EMAIL = 'alex.new@example.com';

/** The latest e-mail of this kind in the demo outbox. */
function latestMail(app: Pick<App, 'world'>, mode: EmailActionMode) {
  const mail = app.world.outbox.findLast((entry) => entry.mode === mode);
  if (!mail) throw new Error(`No ${mode} e-mail was sent`);
  return mail;
}

/**
 * free@demo.test changes its address on the profile, as a person (or someone with their password)
 * would: the old address is mailed a way back, the new one a verification.
 */
async function changeAddress(app: App, { staySignedIn = false } = {}) {
  const { useCases } = app.services;
  await act(async () => {
    await useCases.signIn.execute({ email: 'free@demo.test', password: DEMO_PASSWORD });
    await useCases.updateProfileField.execute('email', NEW_EMAIL, 'password');
    if (!staySignedIn) await useCases.signOut.execute();
  });
}

/** Opens the app somewhere harmless, changes the address, then follows a link of the mails. */
async function followMail(mode: EmailActionMode, options: { staySignedIn?: boolean } = {}) {
  const app = await renderApp({ at: '/no-such-page' });
  await screen.findByRole('heading', { name: 'Page not found' });
  await changeAddress(app, options);
  const mail = latestMail(app, mode);
  return { ...app, mail, follow: () => act(() => app.router.navigate(mail.link)) };
}

describe('the e-mail action page: verifyEmail', () => {
  test('verifies the address at once, says so, and leads to the sign-in with it filled in', async () => {
    const { follow } = await followMail('verifyEmail');

    await follow();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeVisible();
    expect(screen.getByText(`Thank you. ${NEW_EMAIL} is verified.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/signin?email=${encodeURIComponent(NEW_EMAIL)}`,
    );
    expect(document.title).toBe('Verify your email · Mindful');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  test('signed in, the way on is the profile', async () => {
    const { follow } = await followMail('verifyEmail', { staySignedIn: true });

    await follow();

    await screen.findByRole('heading', { level: 1, name: 'Your email is verified' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/'),
    );
  });

  test('a link already used says so, and offers no retry that could not help', async () => {
    const { follow, mail, services } = await followMail('verifyEmail');
    await act(() => services.useCases.verifyEmail.execute(mail.oobCode));

    await follow();

    expect(
      await screen.findByRole('heading', { level: 1, name: "This link can't be used" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This verification link is invalid or has already been used. If your email isn't verified yet, please ask for a new link.",
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  test('an unreachable provider: trying again verifies, and the new heading takes the focus', async () => {
    const { follow, world, user } = await followMail('verifyEmail');
    world.failNextCall('identity');

    await follow();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your email is verified',
    });
    expect(heading).toHaveFocus();
  });

  test('the code is applied once even where StrictMode runs every effect twice', async () => {
    const storage = new MapStorage();
    const first = await renderApp({ at: '/no-such-page', storage });
    await screen.findByRole('heading', { name: 'Page not found' });
    await changeAddress(first);
    const mail = latestMail(first, 'verifyEmail');
    first.unmount();

    // The same world (a reload), now in StrictMode as in development.
    const services = createPortalServices({
      settings: TEST_SETTINGS,
      storage,
      clock: new FakeClock(),
      navigateAway: jest.fn(),
    });
    const verify = jest.spyOn(services.useCases.verifyEmail, 'execute');
    const uiServices = uiServicesOf(services);
    render(
      <StrictMode>
        <App
          services={uiServices}
          store={createStore({ useCases: uiServices.useCases })}
          i18n={createI18n(TEST_SETTINGS)}
          Router={({ children }) => (
            <MemoryRouter initialEntries={[mail.link]}>{children}</MemoryRouter>
          )}
        />
      </StrictMode>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeVisible();
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('the e-mail action page: recoverEmail', () => {
  test('puts the old address back and offers a password reset, sent to that address', async () => {
    const { follow, user, world, services } = await followMail('recoverEmail');

    await follow();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is restored' }),
    ).toBeVisible();
    expect(
      screen.getByText('Your email is back to free@demo.test. Use it to sign in from now on.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        "If you didn't ask to change it, someone else may know your password. Reset your password now to keep your account safe.",
      ),
    ).toBeVisible();
    expect(document.title).toBe('Restore your email · Mindful');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?email=free%40demo.test',
    );

    await user.click(screen.getByRole('button', { name: 'Send a password reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Check your email. We've sent a password reset link to free@demo.test.",
    );
    expect(latestMail({ world }, 'resetPassword').email).toBe('free@demo.test');
    // The old address signs in again; the new one no longer does.
    await act(async () => {
      await services.useCases.signIn.execute({ email: 'free@demo.test', password: DEMO_PASSWORD });
    });
  });

  test('a reset that cannot be sent says why, and the button stays to try again', async () => {
    const { follow, user, world } = await followMail('recoverEmail');
    await follow();
    await screen.findByRole('heading', { level: 1, name: 'Your email is restored' });
    world.failNextCall('identity');

    const send = screen.getByRole('button', { name: 'Send a password reset link' });
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(send).toHaveFocus();
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email.');
  });

  test('an address another account has taken since cannot be put back', async () => {
    const { follow, services } = await followMail('recoverEmail');
    await act(async () => {
      await services.useCases.signUp.execute({
        firstName: 'Other',
        lastName: 'Person',
        email: 'free@demo.test',
        password: 'Other-Pass#2',
      });
      await services.useCases.signOut.execute();
    });

    await follow();

    expect(
      await screen.findByRole('heading', { level: 1, name: "This link can't be used" }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert')).toHaveTextContent(
      "Another account now uses this email address, so it can't be restored. Please contact support.",
    );
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the e-mail action page: other modes', () => {
  test('a mode it does not know is read as a reset link, as before: refused, on to /', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp({ at: '/set-password?mode=signIn&oobCode=abc' });

    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/signin');
    logged.mockRestore();
  });

  test('a verification link without its code goes to /, as a reset link does', async () => {
    const { router } = await renderApp({ at: '/set-password?mode=verifyEmail' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/set-password'));
  });
});
