import { screen } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { noticeOf } from './billing-support';
import { detail, findSubscriptionCard } from './profile-cards';

const MONTHLY = {
  productPrice: 4.99,
  originalPrice: 4.99,
  productName: 'Monthly',
  productReccurence: 'month',
};

/** A monthly member who cancelled: access ends on December 5, 2026. */
const jo = user({
  subscription: subscription({ ...MONTHLY, autoRenew: false, renewsAt: '2026-12-05' }),
});
/** Jo as the user API answers once resumed: renewing on December 5, 2026. */
const joResumed = user({
  subscription: subscription({ ...MONTHLY, autoRenew: true, renewsAt: '2026-12-05' }),
});
/** A yearly member whose plan renews. */
const pat = user({ subscription: subscription() });

/** The profile of a member; the billing history is empty. */
function openProfile(member: User, useCases: UseCaseStubs = {}) {
  return renderPage(<ProfilePage />, {
    at: '/',
    state: signedIn(member),
    useCases: { loadBillingHistory: { execute: jest.fn(async () => []) }, ...useCases },
  });
}

describe('resuming a cancelled subscription', () => {
  test('the cancelled member resumes: a notice says so, and the next charge is back', async () => {
    const {
      user: person,
      store,
      useCases,
    } = openProfile(jo, {
      resumeSubscription: { execute: jest.fn(async () => joResumed) },
    });
    let card = await findSubscriptionCard();
    expect(card.queryByRole('link', { name: 'Cancel subscription' })).not.toBeInTheDocument();

    await person.click(card.getByRole('button', { name: 'Turn renewal back on' }));

    card = await findSubscriptionCard();
    expect(await card.findByRole('link', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(useCases.resumeSubscription.execute).toHaveBeenCalledTimes(1);
    expect(noticeOf(store)).toEqual({
      tone: 'success',
      path: '/',
      text: 'Your subscription renews again. The next charge is on December 05, 2026.',
    });
    expect(card.queryByRole('button', { name: 'Turn renewal back on' })).not.toBeInTheDocument();
    expect(card.queryByRole('heading', { name: /^Ends on/u })).not.toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Active' })).toBeInTheDocument();
    expect(detail(card, 'Next charge')).toBe('$4.99');
    expect(detail(card, 'Next billing date')).toBe('12/05/2026');
  });

  test('a failure says so and keeps the button, and focus on it', async () => {
    const { user: person } = openProfile(jo, {
      resumeSubscription: {
        execute: jest.fn(async () => {
          throw new AppError('network/unavailable');
        }),
      },
    });
    const card = await findSubscriptionCard();
    const resume = card.getByRole('button', { name: 'Turn renewal back on' });

    await person.click(resume);

    expect(await card.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(resume).toHaveFocus();
    expect(resume).not.toBeUnavailable();
  });

  test('a member whose plan renews is not offered it', async () => {
    openProfile(pat);
    const card = await findSubscriptionCard();
    expect(card.queryByRole('button', { name: 'Turn renewal back on' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
