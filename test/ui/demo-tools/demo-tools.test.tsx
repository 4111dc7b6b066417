/**
 * The demo tools as the header's "Demo tools" dialog holds them, rendered on their own over a demo
 * world: what they offer, and what a tool does to the calls the pages make. The header's button
 * opening them over a page is a journey (test/ui/journeys/frame.test.tsx); the rest of the tools
 * are held in test/demo/ui/DemoTools.test.tsx.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccount } from '../../../src/application/use-cases/delete-account';
import { createDemoTools } from '../../../src/demo/ui/DemoTools';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { demoWorld, signInAs } from '../../support/demo-world';
import { renderWithI18n } from '../../support/render-with-i18n';

/** The demo tools over a fresh demo world, `signedInAs` that demo account if given. */
async function renderTools({ signedInAs }: { signedInAs?: string } = {}) {
  const adapters = demoWorld();
  if (signedInAs) await signInAs(adapters, signedInAs);
  const DemoTools = createDemoTools(adapters.world, jest.fn());
  renderWithI18n(<DemoTools />);
  const user = userEvent.setup({ delay: null, skipHover: true });
  const section = (name: string) => within(screen.getByRole('region', { name }));
  return { ...adapters, user, section };
}

/** A sign-in to the member's account, as the sign-in page asks the identity provider for one. */
const signInAsMember = (identity: Awaited<ReturnType<typeof renderTools>>['identity']) =>
  identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);

describe('demo tools', () => {
  test('every tool is in its own section, under its own heading', async () => {
    await renderTools();

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
      expect(screen.getByRole('region', { name: section })).toBeVisible();
      expect(screen.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(screen.getByText(DEMO_PASSWORD)).toBeVisible();
    expect(screen.getByText(DEMO_ACCOUNTS.member.email)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset demo data' })).not.toBeUnavailable();
    expect(screen.getByRole('radiogroup', { name: 'Country' })).toBeVisible();
    expect(screen.getByLabelText('Latency in ms for every call')).toHaveValue(0);
    expect(screen.getByLabelText('Port')).toHaveValue('identity');
  });

  test('the outbox links each reset e-mail to its set-password page', async () => {
    const { identity, world, section } = await renderTools();

    await act(() => identity.sendPasswordResetEmail(DEMO_ACCOUNTS.free.email));

    expect(world.outbox).toHaveLength(1);
    const [entry] = world.outbox;
    expect(
      section('Outbox').getByRole('link', { name: 'Reset password link for free@demo.test' }),
    ).toHaveAttribute('href', `/set-password?mode=resetPassword&oobCode=${entry?.oobCode ?? ''}`);
  });

  test('an armed port fails its next call: a sign-in then fails as an unreachable server', async () => {
    const { identity, world, user, section } = await renderTools();
    const tool = section('Fail the next call');
    await user.selectOptions(tool.getByLabelText('Port'), 'identity');
    await user.click(tool.getByRole('button', { name: 'Fail next call' }));
    expect(world.settings.failNextCall).toBe('identity');
    expect(tool.getByText('Armed: the next identity call fails.')).toBeVisible();

    await act(() =>
      expect(signInAsMember(identity)).rejects.toMatchObject({ code: 'network/unavailable' }),
    );

    expect(world.state.session).toBeNull();
    expect(world.settings.failNextCall).toBeNull();
    expect(tool.getByRole('status')).toHaveTextContent('No call is set to fail.');
  });

  test('a held port keeps its call waiting until Release: a sign-in stays under way', async () => {
    const { identity, world, user, section } = await renderTools();
    const tool = section('Hold the next call');
    await user.selectOptions(tool.getByLabelText('Port to hold'), 'identity');
    await user.click(tool.getByRole('button', { name: 'Hold next call' }));

    let signingIn: Promise<unknown> = Promise.resolve();
    await act(async () => {
      signingIn = signInAsMember(identity);
    });
    expect(tool.getByText('Waiting for you: the identity call.')).toBeVisible();
    expect(world.state.session).toBeNull();

    await user.click(tool.getByRole('button', { name: 'Release' }));
    await act(() => signingIn);

    expect(world.state.session).not.toBeNull();
    expect(tool.getByRole('status')).toHaveTextContent('No call is set to wait.');
  });

  test('makes the sign-in older than five minutes, so a sensitive change asks again', async () => {
    const { identity, userApi, user, section } = await renderTools({
      signedInAs: DEMO_ACCOUNTS.member.email,
    });
    const tool = section('Recent sign-in');

    await user.click(tool.getByRole('button', { name: 'Age my sign-in' }));

    expect(tool.getByRole('status')).toHaveTextContent('Your sign-in is now 10 minutes old.');
    const deleteAccount = new DeleteAccount(identity, userApi, {
      execute: () => Promise.resolve(),
    });
    await expect(deleteAccount.execute(true)).rejects.toMatchObject({
      code: 'identity/requires-recent-login',
    });
  });

  test('ages no sign-in for a visitor', async () => {
    const { user, section } = await renderTools();
    const tool = section('Recent sign-in');

    await user.click(tool.getByRole('button', { name: 'Age my sign-in' }));

    expect(tool.getByRole('status')).toHaveTextContent('Sign in first.');
  });
});
