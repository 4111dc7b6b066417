import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { addScriptOnce } from '../browser/add-script-once';

/** Gives the Stripe object for a publishable key, fetching Stripe.js on the first call. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe>;

/**
 * Loads Stripe.js through the `pure` entry, so nothing is fetched before a payment form opens, and
 * keeps one promise per publishable key. A load that failed (offline, blocked) is forgotten, so the
 * next call, the person's retry, fetches again.
 *
 * `scriptUrl` (STRIPE_JS_URL, local runs only) puts a stand-in for Stripe.js on the page first;
 * `loadStripe` then takes the `window.Stripe` it finds instead of fetching js.stripe.com.
 */
export function createStripeLoader(scriptUrl = ''): StripeLoader {
  const loads = new Map<string, Promise<Stripe>>();
  return (publishableKey) => {
    const known = loads.get(publishableKey);
    if (known) return known;
    const standIn = scriptUrl ? addScriptOnce(scriptUrl) : Promise.resolve();
    const load = standIn
      .then(() => loadStripe(publishableKey))
      .then((stripe) => {
        // Only outside a browser does Stripe.js resolve to null.
        if (!stripe) throw new Error('Stripe.js is not available here.');
        return stripe;
      });
    loads.set(publishableKey, load);
    load.catch(() => {
      if (loads.get(publishableKey) === load) loads.delete(publishableKey);
    });
    return load;
  };
}

let pageLoader: StripeLoader | null = null;

/** The page's one loader, shared by the adapters that ask Stripe (lookups, renewals' checks). */
export function pageStripeLoader(scriptUrl = ''): StripeLoader {
  pageLoader ??= createStripeLoader(scriptUrl);
  return pageLoader;
}
