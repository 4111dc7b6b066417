import { ConsentedTracking } from '../../../src/application/consented-tracking';
import { PageCountry } from '../../../src/application/page-country';
import type { ConsentStorage } from '../../../src/application/ports/consent-storage';
import type { GeoLookup } from '../../../src/application/ports/geo';
import type { Tracking } from '../../../src/application/ports/tracking';
import { TrackingConsent } from '../../../src/application/use-cases/tracking-consent';
import { demoWorld } from '../../support/demo-world';

/** A lookup that names `country`, or, for 'fails', fails as an unreachable service does. */
export function lookupOf(country: string): GeoLookup {
  return country === 'fails'
    ? { country: () => Promise.reject(new Error('offline')) }
    : { country: () => Promise.resolve(country) };
}

/**
 * The consent-aware port and the use case over the demo world, wired as the container wires them:
 * both see the visitor's country through one PageCountry over `geo` (a country code, 'fails', or a
 * lookup of the test's), and the tags are the tracking adapter itself. `told` is what the tags
 * heard (Consent Mode's updates), in order; `events` what the tracking adapter received.
 */
export function consentIn(
  geo: string | GeoLookup,
  { consents, pageCountry = true }: { consents?: ConsentStorage; pageCountry?: boolean } = {},
) {
  const adapters = demoWorld();
  const lookup = typeof geo === 'string' ? lookupOf(geo) : geo;
  const country = pageCountry ? new PageCountry(lookup) : lookup;
  const kept = consents ?? adapters.consents;
  const told: boolean[] = [];
  const tags: Tracking = {
    track: (event) => adapters.tracking.track(event),
    consent: (granted) => {
      told.push(granted);
      return Promise.resolve();
    },
  };
  const tracking = new ConsentedTracking(tags, country, kept);
  const consent = new TrackingConsent(tracking, tags, country, kept);
  return { adapters, tags, tracking, consent, told, events: () => adapters.world.state.events };
}
