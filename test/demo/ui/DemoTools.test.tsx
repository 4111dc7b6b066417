import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DEMO_SETTINGS } from '../../../src/demo/demo-state';
import { createDemoTools } from '../../../src/demo/ui/DemoTools';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { demoWorld } from '../../support/demo-world';
import { renderWithI18n } from '../../support/render-with-i18n';

function renderTools() {
  const adapters = demoWorld();
  const reload = jest.fn();
  const DemoTools = createDemoTools(adapters.world, reload);
  const user = userEvent.setup({ delay: null });
  renderWithI18n(<DemoTools />);
  const section = (name: string) => screen.getByRole('region', { name });
  return { ...adapters, reload, user, section };
}

describe('the demo tools on their own', () => {
  test('name the demo accounts and their password', () => {
    const { section } = renderTools();
    const accounts = section('Demo accounts');
    expect(within(accounts).getByText(DEMO_PASSWORD)).toBeVisible();
    for (const email of [
      DEMO_ACCOUNTS.free.email,
      DEMO_ACCOUNTS.member.email,
      DEMO_ACCOUNTS.discount.email,
      DEMO_ACCOUNTS.cancelled.email,
    ]) {
      expect(within(accounts).getByText(email)).toBeVisible();
    }
  });

  test('Reset demo data puts the seed back, then reloads the page', async () => {
    const { world, user, section, reload } = renderTools();
    act(() => {
      world.setCountry('GB');
      world.failNextCall('orders');
    });

    await user.click(
      within(section('Reset demo data')).getByRole('button', { name: 'Reset demo data' }),
    );

    expect(world.settings).toEqual(DEFAULT_DEMO_SETTINGS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('the country is a radio group that sets the world’s country', async () => {
    const { world, user } = renderTools();
    const group = screen.getByRole('radiogroup', { name: 'Country' });
    expect(within(group).getByRole('radio', { name: 'United States (USD)' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'United Kingdom (GBP)' }));

    expect(world.settings.country).toBe('GB');
    expect(within(group).getByRole('radio', { name: 'United Kingdom (GBP)' })).toBeChecked();
  });

  test('choose which demo wallets show and how the next wallet payment ends', async () => {
    const { world, user, section } = renderTools();
    const wallets = section('Wallets');
    const shown = within(wallets).getByRole('radiogroup', { name: 'Wallet buttons shown' });
    const next = within(wallets).getByRole('radiogroup', { name: 'Next wallet payment' });
    expect(within(shown).getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(within(next).getByRole('radio', { name: 'Succeeds' })).toBeChecked();

    await user.click(within(shown).getByRole('radio', { name: 'Google Pay' }));
    await user.click(within(next).getByRole('radio', { name: 'Needs authentication' }));

    expect(world.settings).toMatchObject({
      wallets: 'googlePay',
      nextWalletPayment: 'authentication',
    });
    act(() => void world.takeWalletOutcome());
    expect(within(next).getByRole('radio', { name: 'Succeeds' })).toBeChecked();
  });

  test('the latency applies to every call from the moment it is typed', async () => {
    const { world, user } = renderTools();
    const latency = screen.getByLabelText('Latency in ms for every call');
    await user.clear(latency);
    await user.type(latency, '300');
    expect(world.settings.latencyMs).toBe(300);
    await user.clear(latency);
    expect(latency).toHaveValue(null);
    expect(world.settings.latencyMs).toBe(300);
  });

  test('a chosen port is armed to fail its next call, and can be disarmed', async () => {
    const { world, user, section } = renderTools();
    const tool = section('Fail the next call');
    expect(within(tool).getByRole('status')).toHaveTextContent('No call is set to fail.');

    await user.selectOptions(within(tool).getByLabelText('Port'), 'payments');
    await user.click(within(tool).getByRole('button', { name: 'Fail next call' }));

    expect(world.settings.failNextCall).toBe('payments');
    expect(within(tool).getByRole('status')).toHaveTextContent(
      'Armed: the next payments call fails.',
    );
    await user.click(within(tool).getByRole('button', { name: 'Disarm' }));
    expect(world.settings.failNextCall).toBeNull();
  });

  test('a chosen port holds its next call until Release lets it go', async () => {
    const { world, geo, user, section } = renderTools();
    const tool = section('Hold the next call');
    expect(within(tool).getByRole('status')).toHaveTextContent('No call is set to wait.');
    expect(within(tool).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();

    await user.selectOptions(within(tool).getByLabelText('Port to hold'), 'geo');
    await user.click(within(tool).getByRole('button', { name: 'Hold next call' }));

    expect(world.settings.holdNextCall).toEqual(['geo']);
    expect(within(tool).getByRole('status')).toHaveTextContent('Armed: the next geo call waits.');

    let country: string | null = null;
    await act(async () => {
      void geo.country().then((found) => (country = found));
    });
    expect(within(tool).getByRole('status')).toHaveTextContent(
      'No call is set to wait.Waiting for you: the geo call.',
    );
    expect(country).toBeNull();

    await user.click(within(tool).getByRole('button', { name: 'Release' }));

    expect(country).toBe('US');
    expect(world.heldCalls).toEqual([]);
    expect(within(tool).getByRole('status')).toHaveTextContent('No call is set to wait.');
    expect(within(tool).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  test('Release also disarms a hold whose call has not come yet', async () => {
    const { world, user, section } = renderTools();
    const tool = section('Hold the next call');
    await user.selectOptions(within(tool).getByLabelText('Port to hold'), 'userApi');
    await user.click(within(tool).getByRole('button', { name: 'Hold next call' }));
    await user.selectOptions(within(tool).getByLabelText('Port to hold'), 'payments');
    await user.click(within(tool).getByRole('button', { name: 'Hold next call' }));
    expect(within(tool).getByRole('status')).toHaveTextContent(
      'Armed: the next userApi, payments calls wait.',
    );

    await user.click(within(tool).getByRole('button', { name: 'Release' }));

    expect(world.settings.holdNextCall).toEqual([]);
    expect(within(tool).getByRole('status')).toHaveTextContent('No call is set to wait.');
  });

  test('follows changes made elsewhere: an armed failure used up, an e-mail sent', async () => {
    const { world, identity, section } = renderTools();
    act(() => world.failNextCall('identity'));
    expect(within(section('Fail the next call')).getByRole('status')).toHaveTextContent(
      'Armed: the next identity call fails.',
    );
    expect(within(section('Outbox')).getByText('No e-mails sent yet.')).toBeVisible();

    await act(async () => {
      await identity.sendPasswordResetEmail(DEMO_ACCOUNTS.free.email).catch(() => undefined);
      await identity.sendPasswordResetEmail(DEMO_ACCOUNTS.free.email);
    });

    expect(within(section('Fail the next call')).getByRole('status')).toHaveTextContent(
      'No call is set to fail.',
    );
    const link = within(section('Outbox')).getByRole('link', {
      name: 'Reset password link for free@demo.test',
    });
    expect(link.getAttribute('href')).toMatch(/^\/set-password\?mode=resetPassword&oobCode=\w+$/u);
  });

  test('names each link of the outbox by what it does', async () => {
    const { world, identity, section } = renderTools();
    await act(async () => {
      await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
      await identity.updateEmail('alex.new@example.com');
      // A reset e-mail of a world saved before e-mails had a mode.
      world.change((draft) => {
        draft.outbox.push({
          email: DEMO_ACCOUNTS.member.email,
          oobCode: 'older',
          link: '/set-password?mode=resetPassword&oobCode=older',
          sentAt: '2026-01-01',
        });
      });
    });

    const outbox = section('Outbox');
    expect(
      within(outbox).getByRole('link', { name: 'Undo e-mail change link for free@demo.test' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/set-password\?mode=recoverEmail&oobCode=\w+$/u),
    );
    expect(
      within(outbox).getByRole('link', { name: 'Verify e-mail link for alex.new@example.com' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/set-password\?mode=verifyEmail&oobCode=\w+$/u),
    );
    expect(
      within(outbox).getByRole('link', { name: 'Reset password link for member@demo.test' }),
    ).toHaveAttribute('href', '/set-password?mode=resetPassword&oobCode=older');
  });

  test('names each e-mail of the outbox by its subject, and opens it to its text', async () => {
    const { world, user, section } = renderTools();
    const mail = (subject: string, body: string) => ({
      email: DEMO_ACCOUNTS.member.email,
      subject,
      body,
      sentAt: '2026-11-26',
    });
    act(() => {
      world.change((draft) => {
        draft.acknowledgments.push(
          mail(
            'Your membership plan changed: what you will be charged',
            'Your plan is now Yearly.',
          ),
          mail('We received your cancellation', 'Your membership is cancelled.'),
        );
      });
    });

    const outbox = section('Outbox');
    expect(
      within(outbox)
        .getAllByRole('group')
        .map((mail) => mail.getAttribute('aria-label')),
    ).toEqual([
      'Your membership plan changed: what you will be charged — to member@demo.test',
      'We received your cancellation — to member@demo.test',
    ]);
    const cancellation = within(outbox).getByRole('group', {
      name: 'We received your cancellation — to member@demo.test',
    });
    expect(within(cancellation).getByText('Your membership is cancelled.')).not.toBeVisible();
    await user.click(within(cancellation).getByText(/^We received your cancellation/u));
    expect(within(cancellation).getByText('Your membership is cancelled.')).toBeVisible();
  });

  test("links a contract request's e-mail to its one-time confirmation", async () => {
    const { userApi, world, section } = renderTools();
    await act(async () => {
      await userApi.cancelContract({
        email: DEMO_ACCOUNTS.member.email,
        contract: 'not-sure',
        kind: 'ordinary',
        reason: null,
        endDate: null,
      });
    });

    const outbox = section('Outbox');
    const token = world.state.contractRequests.at(-1)?.token ?? '';
    expect(
      within(outbox).getByRole('group', {
        name: 'Please confirm your cancellation — to member@demo.test',
      }),
    ).toBeInTheDocument();
    expect(
      within(outbox).getByRole('link', { name: 'Confirmation link for member@demo.test' }),
    ).toHaveAttribute('href', `/contracts/confirm?token=${token}`);
  });

  test('lists the tracked events', async () => {
    const { tracking, section } = renderTools();
    expect(within(section('Tracked events')).getByText('No events tracked yet.')).toBeVisible();
    await act(async () => {
      await tracking.track({ event: 'lead' });
      await tracking.track({ event: 'purchase', orderId: 'o-1', value: 49.99, currency: 'gbp' });
      await tracking.track({ event: 'renewal', value: 4.99, currency: 'usd' });
    });
    const events = within(section('Tracked events')).getAllByRole('listitem');
    expect(events.map((item) => item.textContent)).toEqual([
      'lead',
      'purchase: £49.99, order o-1',
      'renewal: $4.99, a failed renewal paid',
    ]);
  });
});
