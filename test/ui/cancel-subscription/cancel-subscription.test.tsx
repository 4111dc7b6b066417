import { act, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { member } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

const REASONS = [
  'It is too expensive',
  'I have privacy concerns',
  'I’m not using the service anymore',
  'I found a better alternative',
  'The app is difficult to use',
  'I have technical issues',
  'I don’t want to provide a reason',
];

/** A yearly card member of the test's own, renewing on February 10, 2027. */
const pat = member({ renewsAt: '2027-02-10' });

async function openCancel(signedInAs: string = pat.email) {
  const app = await renderApp({ at: '/cancel-subscription', signedInAs, storage: worldWith(pat) });
  await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription' });
  return app;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const reasons = () => screen.getByRole('group', { name: 'Why are you cancelling?' });

type World = Awaited<ReturnType<typeof renderApp>>['world'];

function memberSubscription(world: World) {
  return world.state.profiles.find((profile) => profile.uid === pat.uid)?.subscription;
}

describe('cancel subscription page', () => {
  test('someone without a subscription is sent to /', async () => {
    const { router } = await renderApp({
      at: '/cancel-subscription',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('an App Store subscription (the Apple demo user) is sent to /', async () => {
    const { router, user } = await renderApp({ at: '/signin' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));

    await act(() => router.navigate('/cancel-subscription'));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('a subscription already cancelled has nothing left to cancel: sent to /', async () => {
    const { router } = await renderApp({
      at: '/cancel-subscription',
      signedInAs: DEMO_ACCOUNTS.cancelled.email,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('offers the seven reasons as one radio group and says when access would end', async () => {
    await openCancel();
    expect(document.title).toBe('Cancel your subscription · Mindful');
    const radios = within(reasons()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(REASONS);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(
      screen.getByText(
        "If you cancel now, your subscription won't renew and nothing more is charged. You keep full access until February 10, 2027.",
      ),
    ).toBeVisible();
  });

  test('Continue stays disabled until a reason is chosen', async () => {
    const { user } = await openCancel();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    expect(continueButton()).toBeEnabled();
  });

  test('cancelling turns renewal off and lands on / with the access date', async () => {
    const { user, router, world } = await openCancel();
    await user.click(screen.getByRole('radio', { name: 'I found a better alternative' }));
    await user.click(continueButton());

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(
      await screen.findByText(
        'Your subscription is cancelled. You keep access until February 10, 2027.',
      ),
    ).toBeVisible();
    expect(memberSubscription(world)?.autoRenew).toBe(false);
    expect(world.state.cancellations).toEqual([
      expect.objectContaining({ uid: pat.uid, reason: 'better-alternative' }),
    ]);
  });

  test('a double click cancels once', async () => {
    const { user, router, world } = await openCancel();
    await user.click(screen.getByRole('radio', { name: 'I have technical issues' }));
    await user.dblClick(continueButton());
    // Technical issues: support is offered once, beside "Continue cancelling".
    expect(await screen.findByRole('link', { name: 'Contact support' })).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Continue cancelling' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.state.cancellations).toHaveLength(1);
  });

  test('one offer after the reason; Continue cancelling finishes at once', async () => {
    const { user, router, world } = await openCancel();
    await user.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    await user.click(continueButton());

    const offer = await screen.findByRole('region', { name: 'Before you go' });
    expect(offer).toHaveTextContent('Switch to the monthly plan instead: $4.99 a month');
    await user.click(screen.getByRole('button', { name: 'Continue cancelling' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.state.cancellations).toEqual([
      expect.objectContaining({ uid: pat.uid, reason: 'too-expensive' }),
    ]);
  });

  test('accepting the offer keeps the membership and cancels nothing', async () => {
    const { user, router, world } = await openCancel();
    await user.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Switch to monthly' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.state.cancellations).toHaveLength(0);
    expect(memberSubscription(world)).toMatchObject({ autoRenew: true, productPrice: 4.99 });
  });

  test('a failure is shown and the form stays usable for another try', async () => {
    const { user, router, world } = await openCancel();
    act(() => world.failNextCall('userApi'));
    await user.click(screen.getByRole('radio', { name: 'I found a better alternative' }));
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(currentPath(router)).toBe('/cancel-subscription');
    expect(screen.getByRole('radio', { name: 'I found a better alternative' })).toBeChecked();
    expect(continueButton()).toBeEnabled();
    expect(world.state.cancellations).toHaveLength(0);

    await user.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.state.cancellations).toHaveLength(1);
  });

  test('Keep my subscription goes back to / and changes nothing', async () => {
    const { user, router, world } = await openCancel();
    await user.click(screen.getByRole('link', { name: 'Keep my subscription' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.state.cancellations).toHaveLength(0);
  });
});
