import { waitFor, within } from '@testing-library/react';
import { demoStorageWith, fill, renderApp, screen } from '../../support/render-app';

/** A visitor from the UK, as the demo tools' country switch makes one. */
const fromGb = () => demoStorageWith((world) => world.setCountry('GB'));

async function banner() {
  return within(await screen.findByRole('region', { name: 'Can we measure your visit?' }));
}

describe('consent before tracking', () => {
  test('a UK visitor is asked with Accept and Reject alike, and nothing is tracked before', async () => {
    const app = await renderApp({ at: '/signup', storage: fromGb() });
    const choices = await banner();

    const accept = choices.getByRole('button', { name: 'Accept' });
    const reject = choices.getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    // The banner is not modal: the page is still there to use.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await fill(screen.getByLabelText('First Name'), 'Mia');
    await fill(screen.getByLabelText('Last Name'), 'Novak');
    await fill(screen.getByLabelText('Email'), 'mia.novak@example.com');
    await fill(screen.getByLabelText('Password'), 'Mindful#2026');
    await app.user.click(screen.getByRole('button', { name: /create account/i }));
    await waitFor(() => expect(app.world.state.session).not.toBeNull());

    expect(app.world.state.events).toEqual([]);
    await app.user.click(accept);
    await waitFor(() => expect(app.world.state.events).toEqual([{ event: 'lead' }]));
    expect(app.world.state.trackingConsent).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Can we measure your visit?' })).toBeNull();
  });

  test('Reject keeps events away, and the footer’s Cookie settings reopens the choice', async () => {
    const app = await renderApp({ at: '/membership', storage: fromGb() });
    await app.user.click((await banner()).getByRole('button', { name: 'Reject' }));

    expect(app.world.state.trackingConsent).toBe('denied');
    // Focus goes to the footer's link, never to the page body.
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    expect(settings).toHaveFocus();

    await app.user.click(settings);
    const again = await banner();
    expect(again.getByText(/Your current choice: Reject\./)).toBeInTheDocument();
    expect(again.getByRole('heading', { name: 'Can we measure your visit?' })).toHaveFocus();
    await app.user.click(again.getByRole('button', { name: 'Close' }));
    expect(settings).toHaveFocus();
  });

  test('a US visitor sees no banner, and a “Your privacy choices” link to opt out', async () => {
    const app = await renderApp({ at: '/membership' });
    const link = await screen.findByRole('button', { name: 'Your privacy choices' });
    expect(screen.queryByRole('region', { name: 'Can we measure your visit?' })).toBeNull();

    await app.user.click(link);
    const choices = within(await screen.findByRole('region', { name: 'Your privacy choices' }));
    await app.user.click(choices.getByRole('button', { name: 'Reject' }));

    expect(app.world.state.trackingConsent).toBe('denied');
  });
});
