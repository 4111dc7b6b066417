import { failRenewal } from '../../src/demo/demo-renewals';
import { byEmail } from '../../src/demo/demo-lookups';
import type { DemoWorld } from '../../src/demo/demo-world';
import type { RenewalFailureRequest } from '../stand-ins/stripe/protocol';
import { invalidRequest } from './local-stripe-failure';

/**
 * A Stripe test clock, as far as the tests need one: the account's renewal comes due today and
 * fails. Declined, it is charged to a card that declines renewals; waiting on the bank's check, its
 * payment intent is the subscription's payment issue. Answers that intent's secret, or null.
 */
export function failRenewalOf(
  world: DemoWorld,
  { email, outcome }: RenewalFailureRequest,
): string | null {
  const today = world.today();
  return world.change((draft) => {
    const profile = byEmail(draft.profiles, email);
    if (!profile?.subscription) {
      throw invalidRequest('resource_missing', `No subscription of ${email}.`, 404);
    }
    const card = profile.subscription.paymentOption;
    const id = world.newId();
    failRenewal(draft, profile, id, today);
    if (outcome === 'declined' || !profile.subscription) return null;
    const clientSecret = `pi_renewal_${id}_secret_${world.newId()}`;
    profile.subscription.paymentIssue = { kind: 'authentication_required', clientSecret };
    // The card was not declined: the bank only wants to see the person.
    profile.subscription.paymentOption = card;
    return clientSecret;
  });
}
