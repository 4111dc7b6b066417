import { screen, within } from '@testing-library/react';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import { isStripeSubscription, type User } from '../../../src/domain/subscription';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { user as builtUser } from '../../support/builders';
import { plansOf } from '../../support/plans';
import { renderPage, signedIn } from '../../support/render-page';
import type { UseCaseStubs } from '../../support/use-case-stubs';

interface ProfileOptions {
  /** The member as the user API answers them; a visitor who signed up with a password unless said. */
  member?: User;
  provider?: AuthProviderId;
  /** What the test means the page to ask, beside what its arrival asks (plans or billing history). */
  useCases?: UseCaseStubs;
}

/**
 * The profile page (/) of a signed-in member. Its arrival asks for what the member's cards need:
 * the plans for a member without a plan, the billing history for a card subscription.
 */
export async function openProfile({
  member = builtUser(),
  provider = 'password',
  useCases = {},
}: ProfileOptions = {}) {
  const page = renderPage(<ProfilePage />, {
    at: '/',
    state: signedIn(member, provider),
    useCases: { ...arrivalOf(member), ...useCases },
  });
  const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
  return {
    ...page,
    profile,
    details: within(screen.getByRole('region', { name: 'Your details' })),
    account: within(screen.getByRole('region', { name: 'Password and account' })),
  };
}

function arrivalOf(member: User): UseCaseStubs {
  if (!member.subscribed) {
    return { loadCatalogue: plans() };
  }
  if (isStripeSubscription(member.subscription)) {
    return { loadBillingHistory: { execute: jest.fn(async () => []) } };
  }
  return {};
}

/** The plans of the US, as the profile's arrival asks for them (`?plan=` chooses one). */
export const plans = () => ({ execute: jest.fn(plansOf('US')) });
