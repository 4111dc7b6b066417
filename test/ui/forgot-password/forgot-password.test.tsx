import { SendPasswordReset } from '../../../src/application/use-cases/send-password-reset';
import { AppError } from '../../../src/domain/errors';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

afterEach(() => jest.restoreAllMocks());

const email = () => screen.getByLabelText('Email');
const submitButton = () => screen.getByRole('button', { name: 'Send reset link' });

async function openForgotPassword(at = '/forgot-password') {
  const app = await renderApp({ at });
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return app;
}

describe('forgot-password page', () => {
  test('has a labelled e-mail field and a link back to sign in', async () => {
    await openForgotPassword();
    expect(document.title).toBe('Forgot password · Mindful');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  test('an empty e-mail shows "Email is required"', async () => {
    const { user, world } = await openForgotPassword();
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveFocus();
    expect(world.outbox).toHaveLength(0);
  });

  test('a malformed e-mail shows "Invalid email address" until it is fixed', async () => {
    const { user } = await openForgotPassword();
    await fill(email(), 'free@demo');
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    await fill(email(), '.test');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  test('sends the reset e-mail: "please wait" while checking, then the success message', async () => {
    const { user, world, holdNextCall } = await openForgotPassword();
    const held = holdNextCall('identity');
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await user.click(submitButton());

    expect(screen.getByRole('status')).toHaveTextContent('Checking your data...please wait');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');

    await held.release();
    expect(
      await screen.findByText("Great! Now check your email. We've sent you a reset link."),
    ).toBeVisible();
    expect(screen.queryByText('Checking your data...please wait')).not.toBeInTheDocument();
    expect(world.outbox).toHaveLength(1);
    expect(world.outbox[0]).toMatchObject({ email: DEMO_ACCOUNTS.free.email });
    expect(world.outbox[0]?.link).toMatch(/^\/set-password\?mode=resetPassword&oobCode=/);
    expect(submitButton()).toBeEnabled();
  });

  test('an unknown e-mail shows "No user found. Please try again" and leaves the form usable', async () => {
    const { user, world } = await openForgotPassword();
    await fill(email(), 'nobody@demo.test');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('No user found. Please try again');
    expect(world.outbox).toHaveLength(0);
    expect(submitButton()).toBeEnabled();

    await user.clear(email());
    await fill(email(), DEMO_ACCOUNTS.member.email);
    await user.click(submitButton());
    expect(
      await screen.findByText("Great! Now check your email. We've sent you a reset link."),
    ).toBeVisible();
    expect(screen.queryByText('No user found. Please try again')).not.toBeInTheDocument();
    expect(world.outbox.map((entry) => entry.email)).toEqual([DEMO_ACCOUNTS.member.email]);
  });

  test('a failing identity provider shows the network message', async () => {
    const { user, world } = await openForgotPassword();
    world.failNextCall('identity');
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).toBeEnabled();
  });

  test('a disabled account says so, not "No user found"', async () => {
    jest
      .spyOn(SendPasswordReset.prototype, 'execute')
      .mockRejectedValueOnce(new AppError('identity/user-disabled', 'The provider says no.'));
    const { user } = await openForgotPassword();
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been disabled. Please contact support for help.',
    );
    expect(screen.queryByText('No user found. Please try again')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  test('prefills the e-mail from the address and keeps the query on the way back', async () => {
    const { user, router } = await openForgotPassword('/forgot-password?email=free%40demo.test');
    expect(email()).toHaveValue(DEMO_ACCOUNTS.free.email);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(currentPath(router)).toBe('/signin?email=free%40demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.free.email);
  });
});
