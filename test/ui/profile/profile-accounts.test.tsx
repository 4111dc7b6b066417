import { within } from '@testing-library/react';
import { renderApp, screen } from '../../support/render-app';
import {
  detail,
  findProfileCard,
  findSubscriptionCard,
  renderAsPopupUser,
  renderWithWorldChange,
} from './profile-support';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

const planChooser = () => screen.queryByRole('region', { name: 'Choose your plan' });
const storeButtons = () => screen.queryByRole('list', { name: 'Get the app' });

describe('the profile of each demo account', () => {
  test('a free member: Unsubscribed, signed in with Email, and the plan chooser', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    const profile = await findProfileCard();
    expect(profile.getByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(profile.getByText(DEMO_ACCOUNTS.free.email)).toBeInTheDocument();
    expect(profile.getByText('Unsubscribed')).toHaveClass('badge');
    expect(profile.getByText('Signed in with Email')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Log out' })).toBeEnabled();
    // No picture: a placeholder with the initials.
    expect(profile.getByText('AM')).toHaveClass('avatar');

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    const yearly = await chooser.findByRole('radio', { name: /Yearly/ });
    expect(yearly).toBeChecked();
    expect(chooser.getByRole('radio', { name: /Monthly/ })).not.toBeChecked();
    expect(chooser.getByRole('textbox', { name: 'Promo code' })).toBeEnabled();
    expect(chooser.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Your subscription' })).not.toBeInTheDocument();
    expect(storeButtons()).not.toBeInTheDocument();
  });

  test('a member: Subscribed, yearly $49.99 since January 15, 2026, card 4242, both actions', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.member.email });
    const profile = await findProfileCard();
    expect(profile.getByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(profile.getByText('Subscribed')).toHaveClass('badge');

    const subscription = await findSubscriptionCard();
    expect(detail(subscription, 'Plan')).toBe('Yearly');
    expect(detail(subscription, 'Regular price')).toBe('$49.99 every year');
    expect(detail(subscription, 'Next charge')).toBe('$49.99');
    expect(detail(subscription, 'Renewal')).toBe('Renews automatically every year');
    expect(detail(subscription, 'Subscribed since')).toBe('January 15, 2026');
    expect(detail(subscription, 'Next billing date')).toBe('01/15/2027');
    expect(detail(subscription, 'Payment method')).toBe('Card ending in 4242');
    expect(subscription.getByText(/cancel at least 24 hours before the end/)).toBeInTheDocument();
    expect(subscription.getByRole('link', { name: 'Cancel subscription' })).toHaveAttribute(
      'href',
      '/cancel-subscription',
    );
    expect(subscription.getByRole('link', { name: 'Change payment method' })).toHaveAttribute(
      'href',
      '/change-payment-method',
    );
    expect(subscription.queryByText(/Your access ends/)).not.toBeInTheDocument();

    expect(storeButtons()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.test/app/mindful',
    );
    expect(planChooser()).not.toBeInTheDocument();
  });

  test('a discounted member: the next charge is $39.99, the regular price $49.99 every year', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.discount.email });
    const subscription = await findSubscriptionCard();
    expect(detail(subscription, 'Next charge')).toBe('$39.99, discount applied');
    expect(detail(subscription, 'Regular price')).toBe('$49.99 every year');
    // The discounted amount is never said to recur, and nothing is struck through.
    expect(subscription.queryByText(/\$39\.99 every/)).not.toBeInTheDocument();
    expect(document.querySelector('.subscription-card s, .subscription-card del')).toBeNull();
    expect(detail(subscription, 'Payment method')).toBe('Card ending in 4444');
  });

  test('a cancelled member: access ends December 20, 2026, no Cancel, Change Payment still offered', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.cancelled.email });
    const profile = await findProfileCard();
    expect(profile.getByText('Subscribed')).toBeInTheDocument();
    const subscription = await findSubscriptionCard();
    expect(subscription.getByText('Your access ends on December 20, 2026')).toBeInTheDocument();
    expect(subscription.getByText("Your subscription won't renew.")).toBeInTheDocument();
    expect(detail(subscription, 'Regular price')).toBe('$4.99 every month');
    expect(detail(subscription, 'Renewal')).toBe('Off: nothing more will be charged');
    expect(subscription.queryByText('Next charge')).not.toBeInTheDocument();
    expect(subscription.queryByText('Next billing date')).not.toBeInTheDocument();
    expect(subscription.queryByText(/24 hours/)).not.toBeInTheDocument();
    expect(
      subscription.queryByRole('link', { name: 'Cancel subscription' }),
    ).not.toBeInTheDocument();
    expect(subscription.getByRole('link', { name: 'Change payment method' })).toBeInTheDocument();
    expect(storeButtons()).toBeInTheDocument();
    expect(planChooser()).not.toBeInTheDocument();
  });

  test('Google: Riley Chen, Google Account, and an e-mail that cannot be edited here', async () => {
    await renderAsPopupUser('google');
    const profile = await findProfileCard();
    expect(profile.getByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    expect(profile.getByText('Signed in with Google Account')).toBeInTheDocument();
    expect(profile.getByText('Unsubscribed')).toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Your details' }));
    const email = details.getByLabelText('Email');
    expect(email).toHaveValue(DEMO_ACCOUNTS.google.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      "This email comes from your sign-in provider, so it can't be changed here.",
    );
    expect(details.queryByRole('button', { name: 'Edit Email' })).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Edit First Name' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  test('Apple: Jordan Park, Apple ID, an App Store plan with neither Cancel nor Change Payment', async () => {
    await renderAsPopupUser('apple');
    const profile = await findProfileCard();
    expect(profile.getByRole('heading', { name: 'Jordan Park' })).toBeInTheDocument();
    expect(profile.getByText('Signed in with Apple ID')).toBeInTheDocument();
    expect(profile.getByText('Subscribed')).toBeInTheDocument();

    const subscription = await findSubscriptionCard();
    expect(detail(subscription, 'Plan')).toBe('Yearly');
    expect(
      subscription.getByText(
        'This subscription is billed by the App Store, so you manage or cancel it there.',
      ),
    ).toBeInTheDocument();
    // The only link: to the store's subscriptions, neither Cancel nor Change Payment.
    expect(subscription.getAllByRole('link')).toHaveLength(1);
    expect(
      subscription.getByRole('link', { name: 'Manage it in the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
    // No password to reset for an Apple login: it says which provider signs them in.
    const account = within(screen.getByRole('region', { name: 'Password and account' }));
    expect(account.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(
      account.getByText('You sign in with your Apple ID, so there is no password to reset here.'),
    ).toBeInTheDocument();
    expect(subscription.queryByText('Payment method')).not.toBeInTheDocument();
    expect(storeButtons()).toBeInTheDocument();
    expect(planChooser()).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your details' })).queryByRole('button', {
        name: 'Edit Email',
      }),
    ).not.toBeInTheDocument();
  });

  test('a profile picture replaces the initials', async () => {
    const { container } = await renderWithWorldChange(DEMO_ACCOUNTS.free.email, (draft) => {
      draft.profiles.find((p) => p.uid === 'demo-free')!.profilePictureURL =
        'https://images.mindful.test/alex.png';
    });
    const profile = await findProfileCard();
    expect(profile.queryByText('AM')).not.toBeInTheDocument();
    expect(container.querySelector('img.avatar')).toHaveAttribute(
      'src',
      'https://images.mindful.test/alex.png',
    );
  });

  test('a person without a name is shown as N/A', async () => {
    await renderWithWorldChange(DEMO_ACCOUNTS.free.email, (draft) => {
      draft.accounts.find((a) => a.uid === 'demo-free')!.displayName = null;
      Object.assign(
        draft.profiles.find((p) => p.uid === 'demo-free')!,
        {
          firstName: '',
          lastName: '',
        },
      );
    });
    const profile = await findProfileCard();
    expect(profile.getByRole('heading', { name: 'N/A' })).toBeInTheDocument();
    expect(profile.getByText('F')).toHaveClass('avatar');
  });

  test('the tab is named after the page', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await findProfileCard();
    expect(document.title).toBe('Your account · Mindful');
  });
});
