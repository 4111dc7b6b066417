import { act, waitFor, within } from '@testing-library/react';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';

type App = Awaited<ReturnType<typeof renderApp>>;

/** Opens the header's "Demo tools" dialog, as a person would. */
async function openTools({ user }: App) {
  await user.click(await screen.findByRole('button', { name: 'Demo tools' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demo tools' });
  await within(dialog).findByRole('heading', { name: 'Demo accounts' });
  return within(dialog);
}

describe('demo tools', () => {
  test('the header button opens a dialog with every tool in its own section', async () => {
    const app = await renderApp({ at: '/signin' });
    const tools = await openTools(app);

    for (const section of [
      'Demo accounts',
      'Reset demo data',
      'Country',
      'Latency',
      'Fail the next call',
      'Hold the next call',
      'Outbox',
      'Tracked events',
    ]) {
      expect(tools.getByRole('region', { name: section })).toBeVisible();
      expect(tools.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(tools.getByText(DEMO_PASSWORD)).toBeVisible();
    expect(tools.getByText(DEMO_ACCOUNTS.member.email)).toBeVisible();
    expect(tools.getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
    expect(tools.getByRole('radiogroup', { name: 'Country' })).toBeVisible();
    expect(tools.getByLabelText('Latency in ms for every call')).toHaveValue(0);
    expect(tools.getByLabelText('Port')).toHaveValue('identity');
  });

  test('Escape closes the dialog and gives the focus back to its button', async () => {
    const app = await renderApp({ at: '/signin' });
    await openTools(app);
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo tools' })).toHaveFocus();
  });

  test('the outbox links each reset e-mail to its set-password page', async () => {
    const app = await renderApp({ at: '/forgot-password' });
    await fill(await screen.findByLabelText('Email'), DEMO_ACCOUNTS.free.email);
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(app.world.outbox).toHaveLength(1));

    const tools = await openTools(app);
    const link = within(tools.getByRole('region', { name: 'Outbox' })).getByRole('link', {
      name: 'Reset password link for free@demo.test',
    });
    const [entry] = app.world.outbox;
    expect(link).toHaveAttribute(
      'href',
      `/set-password?mode=resetPassword&oobCode=${entry?.oobCode ?? ''}`,
    );
  });

  test('switching the country to GB shows the plans in pounds on the next visit', async () => {
    const app = await renderApp({ at: '/membership' });
    expect(await screen.findByText('$49.99')).toBeVisible();

    const tools = await openTools(app);
    await app.user.click(tools.getByRole('radio', { name: 'United Kingdom (GBP)' }));
    expect(app.world.settings.country).toBe('GB');
    await app.user.keyboard('{Escape}');

    await act(() => app.router.navigate('/signin'));
    await act(() => app.router.navigate('/membership'));
    expect(await screen.findByText('£49.99')).toBeVisible();
    expect(screen.getByText('£4.99')).toBeVisible();
    expect(screen.queryByText('$49.99')).not.toBeInTheDocument();
  });

  test('an armed port fails its next call: a sign-in then fails with a message', async () => {
    const app = await renderApp({ at: '/signin' });
    const tools = await openTools(app);
    await app.user.selectOptions(tools.getByLabelText('Port'), 'identity');
    await app.user.click(tools.getByRole('button', { name: 'Fail next call' }));
    expect(app.world.settings.failNextCall).toBe('identity');
    expect(tools.getByText('Armed: the next identity call fails.')).toBeVisible();
    await app.user.keyboard('{Escape}');

    await fill(screen.getByLabelText('Email'), DEMO_ACCOUNTS.member.email);
    await fill(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(currentPath(app.router)).toBe('/signin');
    expect(app.world.settings.failNextCall).toBeNull();
  });

  test('a held port keeps its loading state on screen until Release: a sign-in stays busy', async () => {
    const app = await renderApp({ at: '/signin' });
    let tools = await openTools(app);
    await app.user.selectOptions(tools.getByLabelText('Port to hold'), 'identity');
    await app.user.click(tools.getByRole('button', { name: 'Hold next call' }));
    await app.user.keyboard('{Escape}');

    await fill(screen.getByLabelText('Email'), DEMO_ACCOUNTS.member.email);
    await fill(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');

    tools = await openTools(app);
    expect(tools.getByText('Waiting for you: the identity call.')).toBeVisible();
    await app.user.click(tools.getByRole('button', { name: 'Release' }));
    await app.user.keyboard('{Escape}');

    await waitFor(() => expect(currentPath(app.router)).toBe('/'));
  });

  test('the latency typed in applies to every call', async () => {
    const app = await renderApp({ at: '/signin' });
    const tools = await openTools(app);
    const latency = tools.getByLabelText('Latency in ms for every call');
    await app.user.clear(latency);
    await fill(latency, '250');
    expect(app.world.settings.latencyMs).toBe(250);
  });

  test('a sign-up is listed among the tracked events', async () => {
    const app = await renderApp({ at: '/signup' });
    await fill(await screen.findByLabelText('First Name'), 'Robin');
    await fill(screen.getByLabelText('Last Name'), 'Hale');
    await fill(screen.getByLabelText('Email'), 'robin@example.com');
    await fill(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/'));

    const tools = await openTools(app);
    const events = within(tools.getByRole('region', { name: 'Tracked events' }));
    expect(events.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['lead']);
  });

  test('makes the sign-in older than five minutes, so a sensitive change asks again', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.member.email });
    const tools = await openTools(app);
    const section = within(tools.getByRole('region', { name: 'Recent sign-in' }));

    await app.user.click(
      section.getByRole('button', { name: 'Make my sign-in older than 5 minutes' }),
    );

    expect(section.getByRole('status')).toHaveTextContent('Your sign-in is now 10 minutes old.');
    await expect(app.services.useCases.deleteAccount.execute(true)).rejects.toMatchObject({
      code: 'identity/requires-recent-login',
    });
  });

  test('ages no sign-in for a visitor', async () => {
    const app = await renderApp({ at: '/signin' });
    const tools = await openTools(app);
    const section = within(tools.getByRole('region', { name: 'Recent sign-in' }));

    await app.user.click(
      section.getByRole('button', { name: 'Make my sign-in older than 5 minutes' }),
    );

    expect(section.getByRole('status')).toHaveTextContent('Sign in first.');
  });
});
