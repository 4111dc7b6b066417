import { screen, within } from '@testing-library/react';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import { openProfile } from './open-profile';
import { detail, subscriptionCard } from './profile-cards';

const planChooser = () => screen.queryByRole('region', { name: 'Choose your plan' });
const storeButtons = () => screen.queryByRole('list', { name: 'Get the app' });

const yearlyCard = subscription({
  subscribedAt: '2026-03-02',
  renewsAt: '2027-03-02',
  originalPrice: 49.99,
  productPrice: 49.99,
  paymentOption: { type: 'card', last4: '5151' },
});

const appStoreYearly = subscription({
  type: 'APP_STORE',
  subscribedAt: '2025-08-04',
  renewsAt: '2027-08-04',
  paymentOption: null,
});

describe('the profile of each kind of member', () => {
  test('without a plan: Unsubscribed, signed in with Email, and the plan chooser', async () => {
    const { profile, useCases } = await openProfile({
      member: user({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@builders.test' }),
    });
    expect(profile.getByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(profile.getByText('alex@builders.test')).toBeInTheDocument();
    expect(profile.getByText('Unsubscribed')).toHaveClass('badge');
    expect(profile.getByText('Signed in with Email')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Log out' })).not.toBeUnavailable();
    // No picture: a placeholder with the initials.
    expect(profile.getByText('AM')).toHaveClass('avatar');

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    const yearly = await chooser.findByRole('radio', { name: /Yearly/ });
    expect(yearly).toBeChecked();
    expect(chooser.getByRole('radio', { name: /Monthly/ })).not.toBeChecked();
    expect(chooser.getByRole('textbox', { name: 'Promo code' })).not.toBeUnavailable();
    expect(chooser.getByRole('button', { name: 'Continue' })).not.toBeUnavailable();
    expect(useCases.loadCatalogue.execute).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('region', { name: 'Your subscription' })).not.toBeInTheDocument();
    expect(storeButtons()).not.toBeInTheDocument();
  });

  test('in German: the plan named as the plan cards name it, prices and dates the German way', async () => {
    renderPage(<ProfilePage />, {
      at: '/',
      state: signedIn(user({ subscription: yearlyCard })),
      useCases: { loadBillingHistory: { execute: jest.fn(async () => []) } },
      language: 'de',
    });

    const card = within(await screen.findByRole('region', { name: 'Dein Abo' }));
    expect(detail(card, 'Plan')).toBe('Jährlich');
    // The browser writes a no-break space before the currency.
    expect(detail(card, 'Regulärer Preis').replace(/\s/gu, ' ')).toBe('49,99 $ pro Jahr');
    expect(detail(card, 'Abonniert seit')).toBe('2. März 2026');
  });

  test('a yearly card plan: Subscribed, its price, dates and card, both actions', async () => {
    const { profile } = await openProfile({
      member: user({ firstName: 'Sam', lastName: 'Rivera', subscription: yearlyCard }),
    });
    expect(profile.getByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(profile.getByText('Subscribed')).toHaveClass('badge');

    const card = subscriptionCard();
    expect(detail(card, 'Plan')).toBe('Yearly');
    expect(detail(card, 'Regular price')).toBe('$49.99 every year');
    expect(detail(card, 'Next charge')).toBe('$49.99');
    expect(card.getByRole('heading', { name: 'Active' })).toBeInTheDocument();
    expect(card.queryByText('Renewal', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail(card, 'Subscribed since')).toBe('March 02, 2026');
    expect(detail(card, 'Next billing date')).toBe('03/02/2027');
    expect(detail(card, 'Payment method')).toBe('Card ending in 5151');
    expect(card.getByText(/cancel at least 24 hours before the end/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Cancel subscription' })).toHaveAttribute(
      'href',
      '/cancel-subscription',
    );
    expect(card.getByRole('link', { name: 'Change payment method' })).toHaveAttribute(
      'href',
      '/change-payment-method',
    );
    expect(card.queryByRole('heading', { name: /^Ends on/u })).not.toBeInTheDocument();

    expect(storeButtons()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.test/app/mindful',
    );
    expect(planChooser()).not.toBeInTheDocument();
  });

  test('a discounted plan: the next charge is $39.99, the regular price $49.99 every year', async () => {
    await openProfile({
      member: user({
        subscription: subscription({
          originalPrice: 49.99,
          productPrice: 39.99,
          paymentOption: { type: 'card', last4: '4444' },
        }),
      }),
    });
    const card = subscriptionCard();
    expect(detail(card, 'Next charge')).toBe('$39.99, discount applied');
    expect(detail(card, 'Regular price')).toBe('$49.99 every year');
    // The discounted amount is never said to recur, and nothing is struck through.
    expect(card.queryByText(/\$39\.99 every/)).not.toBeInTheDocument();
    expect(document.querySelector('.subscription-card s, .subscription-card del')).toBeNull();
    expect(detail(card, 'Payment method')).toBe('Card ending in 4444');
  });

  test('a cancelled plan: access ends on its last day, no Cancel, Change Payment still offered', async () => {
    const { profile } = await openProfile({
      member: user({
        subscription: subscription({
          autoRenew: false,
          renewsAt: '2026-12-20',
          originalPrice: 4.99,
          productPrice: 4.99,
          productName: 'Monthly',
          productReccurence: 'monthly',
        }),
      }),
    });
    expect(profile.getByText('Subscribed')).toBeInTheDocument();
    const card = subscriptionCard();
    expect(card.getByRole('heading', { name: 'Ends on December 20, 2026' })).toBeInTheDocument();
    expect(
      card.getByText("Your subscription won't renew. You keep full access until then."),
    ).toBeInTheDocument();
    expect(detail(card, 'Regular price')).toBe('$4.99 every month');
    expect(card.queryByText('Next charge')).not.toBeInTheDocument();
    expect(card.queryByText('Next billing date')).not.toBeInTheDocument();
    expect(card.queryByText(/24 hours/)).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Change payment method' })).toBeInTheDocument();
    expect(storeButtons()).toBeInTheDocument();
    expect(planChooser()).not.toBeInTheDocument();
  });

  test('Google: the Google Account, and an e-mail that cannot be edited here', async () => {
    const { profile, details } = await openProfile({
      member: user({ firstName: 'Riley', lastName: 'Chen', email: 'riley@builders.test' }),
      provider: 'google.com',
    });
    expect(profile.getByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    expect(profile.getByText('Signed in with Google Account')).toBeInTheDocument();
    expect(profile.getByText('Unsubscribed')).toBeInTheDocument();

    const email = details.getByLabelText('Email');
    expect(email).toHaveValue('riley@builders.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      "This email comes from your sign-in provider, so it can't be changed here.",
    );
    expect(details.queryByRole('button', { name: 'Edit Email' })).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Edit First Name' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  test('Apple: the Apple ID, an App Store plan with neither Cancel nor Change Payment', async () => {
    const { profile, details, account } = await openProfile({
      member: user({ firstName: 'Jordan', lastName: 'Park', subscription: appStoreYearly }),
      provider: 'apple.com',
    });
    expect(profile.getByRole('heading', { name: 'Jordan Park' })).toBeInTheDocument();
    expect(profile.getByText('Signed in with Apple ID')).toBeInTheDocument();
    expect(profile.getByText('Subscribed')).toBeInTheDocument();

    const card = subscriptionCard();
    expect(detail(card, 'Plan')).toBe('Yearly');
    expect(
      card.getByText(
        'This subscription is billed by the App Store, so you manage or cancel it there.',
      ),
    ).toBeInTheDocument();
    // The only link: to the store's subscriptions, neither Cancel nor Change Payment.
    expect(card.getAllByRole('link')).toHaveLength(1);
    expect(
      card.getByRole('link', { name: 'Manage it in the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
    // No password to reset for an Apple login: it says which provider signs them in.
    expect(account.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(
      account.getByText('You sign in with your Apple ID, so there is no password to reset here.'),
    ).toBeInTheDocument();
    expect(card.queryByText('Payment method')).not.toBeInTheDocument();
    expect(storeButtons()).toBeInTheDocument();
    expect(planChooser()).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Edit Email' })).not.toBeInTheDocument();
  });

  test('a profile picture replaces the initials', async () => {
    const { profile, container } = await openProfile({
      member: user({
        firstName: 'Alex',
        lastName: 'Morgan',
        profilePictureURL: 'https://images.mindful.test/alex.png',
      }),
    });
    expect(profile.queryByText('AM')).not.toBeInTheDocument();
    expect(container.querySelector('img.avatar')).toHaveAttribute(
      'src',
      'https://images.mindful.test/alex.png',
    );
  });

  test('a person without a name is shown as N/A, with the initial of the e-mail', async () => {
    const { profile } = await openProfile({
      member: user({ firstName: '', lastName: '', email: 'frankie@builders.test' }),
    });
    expect(profile.getByRole('heading', { name: 'N/A' })).toBeInTheDocument();
    expect(profile.getByText('F')).toHaveClass('avatar');
  });

  test('the tab is named after the page', async () => {
    await openProfile();
    expect(document.title).toBe('Your account · Mindful');
  });
});
