/**
 * Journeys through the portal's frame, on the whole portal and its in-memory world: the header and
 * the footer around a page, the demo tools opened from the header over a page and changing what the
 * next page shows, the consent banner over a sign-up deciding when its lead is tracked. What each
 * part does on its own is held by its own tests (test/ui/demo-tools, test/ui/consent,
 * test/ui/theme, test/demo/ui/DemoTools.test.tsx).
 */
import { act, waitFor, within } from '@testing-library/react';
import { demoStorageWith, fill, renderApp, screen } from '../../support/render-app';

type App = Awaited<ReturnType<typeof renderApp>>;

/** Opens the header's "Demo tools" dialog, as a person would. */
async function openTools({ user }: App) {
  await user.click(await screen.findByRole('button', { name: 'Demo tools' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demo tools' });
  await within(dialog).findByRole('heading', { name: 'Demo accounts' });
  return within(dialog);
}

const signInHeading = () => screen.findByRole('heading', { level: 1, name: 'Welcome back' });

/** A visitor from the UK, as the demo tools' country switch makes one. */
const fromGb = () => demoStorageWith((world) => world.setCountry('GB'));

/**
 * The portal started inside act: the consent banner, a chunk of its own, shows as soon as it comes,
 * rather than React holding the reveal back as it does outside act (its 300 ms fallback throttle).
 */
async function startedWithItsBanner(start: () => Promise<App>): Promise<App> {
  let app: App | undefined;
  await act(async () => {
    app = await start();
  });
  if (!app) throw new Error('The portal did not start');
  return app;
}

const consentBanner = async () =>
  within(await screen.findByRole('region', { name: 'Can we measure your visit?' }));

describe('the frame around every page', () => {
  test('a page comes in the frame: the footer’s links and theme switch, and the header’s Demo tools, which open over it until Escape', async () => {
    const app = await renderApp({ at: '/signin' });
    await signInHeading();

    const footer = within(screen.getByRole('contentinfo'));
    const links = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(links.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      'https://mindful.test/terms',
    );
    expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://mindful.test/privacy',
    );
    expect(links.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@mindful.test',
    );
    expect(footer.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(footer.getByRole('radio', { name: 'System' })).toBeChecked();

    const tools = await openTools(app);
    expect(tools.getByRole('region', { name: 'Fail the next call' })).toBeVisible();
    await app.user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to the header's button, and the page is there as it was.
    expect(screen.getByRole('button', { name: 'Demo tools' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('the footer’s Accessibility link opens the statement', async () => {
    const app = await renderApp({ at: '/signin' });
    await signInHeading();

    const footer = within(screen.getByRole('contentinfo'));
    await app.user.click(footer.getByRole('link', { name: 'Accessibility' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Enforcement procedure' })).toBeVisible();
  });

  test('switching the country to GB in the demo tools shows the plans in pounds on the next visit', async () => {
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

  test('a UK visitor signs up under the consent banner: nothing is tracked until Accept, then the lead', async () => {
    const app = await startedWithItsBanner(() => renderApp({ at: '/signup', storage: fromGb() }));
    const choices = await consentBanner();

    // The banner is not modal: the sign-up form beside it is filled and sent.
    await fill(screen.getByLabelText('First Name'), 'Mia');
    await fill(screen.getByLabelText('Last Name'), 'Novak');
    await fill(screen.getByLabelText('Email'), 'mia.novak@example.com');
    await fill(screen.getByLabelText('Password'), 'Mindful#2026');
    await app.user.click(screen.getByRole('button', { name: /create account/i }));
    await waitFor(() => expect(app.world.state.session).not.toBeNull());
    expect(app.world.state.events).toEqual([]);

    await app.user.click(choices.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(app.world.state.events).toEqual([{ event: 'lead' }]));
    expect(app.world.state.trackingConsent).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Can we measure your visit?' })).toBeNull();
  });
});
