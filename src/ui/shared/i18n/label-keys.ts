/** The catalogue keys of the words the UI gives to the domain's values. */
import type { AuthProviderId } from '../../../domain/auth-provider';
import type { CancelReason } from '../../../domain/cancel-reasons';
import type { Product, ProductType } from '../../../domain/catalogue';
import type { Subscription, User } from '../../../domain/subscription';
import { billingPeriodOf, type BillingPeriod } from '../../../domain/billing-period';

export type ProviderContext = 'email' | 'apple' | 'facebook' | 'google';

const PROVIDER_CONTEXTS: Record<AuthProviderId, ProviderContext> = {
  password: 'email',
  'apple.com': 'apple',
  'facebook.com': 'facebook',
  'google.com': 'google',
};

/**
 * The i18next `context` of a text that names the login provider (Email, Apple ID, Facebook
 * Account, Google Account): each provider has its own sentence (`profile.card.signedInWith_apple`),
 * since its name takes its own article and gender ("deiner Apple-ID", "deinem Google-Konto").
 */
export function providerContext(provider: AuthProviderId | null): ProviderContext | null {
  return provider ? PROVIDER_CONTEXTS[provider] : null;
}

export function cancelReasonKey(reason: CancelReason): string {
  return `cancelSubscription.reasons.${reason}`;
}

export function subscribedLabelKey(user: Pick<User, 'subscribed'>): string {
  return user.subscribed ? 'subscribedLabel.subscribed' : 'subscribedLabel.unsubscribed';
}

export interface PlanKeys {
  title: string;
  subtitle: string;
  /** A badge beside the plan, such as the yearly plan's discount. */
  discountLabel: string | null;
}

const PLANS: Record<ProductType, PlanKeys> = {
  monthly: {
    title: 'orderSelect.monthly.title',
    subtitle: 'orderSelect.monthly.subtitle',
    discountLabel: null,
  },
  yearly: {
    title: 'orderSelect.yearly.title',
    subtitle: 'orderSelect.yearly.subtitle',
    discountLabel: 'orderSelect.yearly.discountLabel',
  },
};

/** A plan's name, billing line and badge; a localized plan reads as its type does. */
export function planKeys(product: Pick<Product, 'type'>): PlanKeys {
  return PLANS[product.type];
}

const PLAN_OF_PERIOD: Record<BillingPeriod, ProductType> = { month: 'monthly', year: 'yearly' };

/**
 * A member's plan named as the plan cards named it when they chose it (Monthly, in German
 * Monatlich); null for a period the portal does not sell, whose product name is shown as given.
 */
export function subscriptionPlanKey(
  subscription: Pick<Subscription, 'productReccurence'>,
): string | null {
  const period = billingPeriodOf(subscription.productReccurence);
  return period ? PLANS[PLAN_OF_PERIOD[period]].title : null;
}
