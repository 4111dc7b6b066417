import { screen, within } from '@testing-library/react';
import type { Subscription } from '../../../src/domain/subscription';
import { subscription, user } from '../../support/builders';
import { openProfile, plans } from './open-profile';
import { findSubscriptionCard } from './profile-cards';

/*
 * Each screen tells one story (DESIGN.md): the subscription card opens with the membership's one
 * status, one sentence and one filled button for the state's action; SPEC.md's renewal paragraph
 * and a next charge only where the membership renews. TODAY is November 21, 2026.
 */

const RENEWAL_NOTE = /^Your subscription renews automatically for the same term\./u;

interface State {
  name: string;
  subscription: Subscription;
  subscribed?: boolean;
  status: string;
  sentence: string | RegExp;
  /** The card's first control, a filled one; null where the state asks nothing. */
  action: { role: 'button' | 'link'; name: string } | null;
  renews: boolean;
}

const monthly = { productName: 'Monthly', productReccurence: 'monthly', productPrice: 4.99 };

const STATES: State[] = [
  {
    name: 'active',
    subscription: subscription({ status: 'active' }),
    status: 'Active',
    sentence: RENEWAL_NOTE,
    action: { role: 'link', name: 'Change payment method' },
    renews: true,
  },
  {
    name: 'trial',
    subscription: subscription({ status: 'trialing', renewsAt: '2026-11-28' }),
    status: 'Free trial',
    sentence: RENEWAL_NOTE,
    action: { role: 'link', name: 'Change payment method' },
    renews: true,
  },
  {
    name: 'paused',
    subscription: subscription({ ...monthly, status: 'paused', pausedUntil: '2027-01-21' }),
    status: 'Paused until January 21, 2027',
    sentence: 'Nothing is charged until then. Billing starts again at $4.99.',
    action: { role: 'button', name: 'Resume subscription' },
    renews: false,
  },
  {
    name: 'past due',
    subscription: subscription({
      status: 'past_due',
      renewsAt: '2026-11-19',
      paymentIssue: { kind: 'failed', clientSecret: null },
    }),
    status: 'Payment failed',
    sentence:
      "We couldn't charge $49.99 for your renewal on November 19, 2026. Update your card by November 26, 2026 to keep your membership.",
    action: { role: 'link', name: 'Update card and pay $49.99' },
    renews: false,
  },
  {
    name: 'bank check',
    subscription: subscription({
      status: 'past_due',
      renewsAt: '2026-11-19',
      paymentIssue: { kind: 'authentication_required', clientSecret: 'pi_renewal_secret' },
    }),
    status: 'Waiting for your bank',
    sentence:
      'Your bank needs to confirm the $49.99 renewal of November 19, 2026. Confirm it by November 26, 2026 to keep your membership.',
    action: { role: 'button', name: 'Confirm with your bank' },
    renews: false,
  },
  {
    name: 'cancelled',
    subscription: subscription({ status: 'cancelled', autoRenew: false, renewsAt: '2026-12-20' }),
    status: 'Ends on December 20, 2026',
    sentence: "Your subscription won't renew. You keep full access until then.",
    action: { role: 'button', name: 'Turn renewal back on' },
    renews: false,
  },
  {
    name: 'ended',
    subscription: subscription({ status: 'cancelled', autoRenew: false, renewsAt: '2026-10-20' }),
    subscribed: false,
    status: 'Ended on October 20, 2026',
    sentence: 'Choose a plan whenever you want to come back.',
    action: null,
    renews: false,
  },
  {
    name: 'gift',
    subscription: subscription({
      type: 'GIFT',
      status: 'gift',
      autoRenew: false,
      renewsAt: '2026-12-01',
      endsAt: '2026-12-01',
      paymentOption: null,
    }),
    status: 'Gift membership until December 01, 2026',
    sentence: "It's a gift: nothing is charged, and it does not renew.",
    action: { role: 'link', name: 'Choose a plan' },
    renews: false,
  },
];

/** The card's buttons and links, in the order a person meets them. */
function controlsOf(card: HTMLElement): HTMLElement[] {
  const inCard = within(card);
  return [...inCard.queryAllByRole('button'), ...inCard.queryAllByRole('link')].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

describe.each(STATES)('the subscription card of a member: $name', (state) => {
  const open = async () => {
    const member = user({ subscription: state.subscription, subscribed: state.subscribed ?? true });
    await openProfile({ member, useCases: { loadCatalogue: plans() } });
    return findSubscriptionCard();
  };

  test('opens with its one status and sentence', async () => {
    const card = await open();
    const headings = card.getAllByRole('heading', { level: 3 });
    expect(headings[0]).toHaveTextContent(state.status);
    expect(card.getAllByText(state.sentence)).toHaveLength(1);
  });

  test(`${state.renews ? 'says' : 'says nothing of'} renewal and a next charge`, async () => {
    const card = await open();
    const renewalNotes = card.queryAllByText(RENEWAL_NOTE);
    const nextCharge = card.queryByText('Next charge', { selector: 'dt' });
    if (state.renews) {
      expect(renewalNotes).toHaveLength(1);
      expect(nextCharge).toBeInTheDocument();
    } else {
      expect(renewalNotes).toHaveLength(0);
      expect(nextCharge).not.toBeInTheDocument();
      expect(card.queryByText('Next billing date', { selector: 'dt' })).not.toBeInTheDocument();
      expect(card.queryByText(/renews automatically/iu)).not.toBeInTheDocument();
    }
  });

  test('has the state’s action as its first button, the only filled one', async () => {
    const card = await open();
    const controls = controlsOf(card.getByRole('heading', { level: 2 }).closest('section')!);
    const filled = controls.filter((control) => control.classList.contains('button--primary'));
    if (!state.action) {
      expect(filled).toEqual([]);
      return;
    }
    const [first] = controls;
    expect(filled).toEqual([first]);
    expect(first).toBe(card.getByRole(state.action.role, { name: state.action.name }));
  });
});

test('the end of a cancelled membership is said once on the profile: its card’s status', async () => {
  const member = user({
    subscription: subscription({ status: 'cancelled', autoRenew: false, renewsAt: '2026-12-20' }),
  });
  await openProfile({ member });
  const card = await findSubscriptionCard();
  expect(card.getByRole('heading', { name: 'Ends on December 20, 2026' })).toBeInTheDocument();
  expect(screen.getAllByText(/December 20, 2026/u)).toHaveLength(1);
});
