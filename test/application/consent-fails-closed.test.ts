/**
 * Consent fails closed (DESIGN.md, "Trust"): a visitor whose country is unknown is asked, as a UK
 * or EU visitor is, and the tags hear "granted" only for a choice the visitor made or a country
 * known to need no consent; nothing else is kept as the visitor's choice.
 */
import type { GeoLookup } from '../../src/application/ports/geo';
import { consentIn } from './support/consent';

/** A lookup that fails the first time and names `later` after that, as a flaky service may. */
function failingFirst(later: string): GeoLookup {
  let calls = 0;
  return {
    country: () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(later);
    },
  };
}

/** A lookup that names each of `countries` in turn, keeping the last. */
function naming(...countries: string[]): GeoLookup {
  let calls = 0;
  return {
    country: () => Promise.resolve(countries[Math.min(calls++, countries.length - 1)]!),
  };
}

describe('consent where the country is unknown', () => {
  test('the visitor is asked; nothing is sent, granted or kept meanwhile', async () => {
    const { adapters, tracking, consent, events, told } = consentIn('fails');

    await expect(consent.status()).resolves.toEqual({ regime: 'unknown', choice: null });
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([]);
    // Consent Mode's defaults (all denied) stand: the tags are told nothing.
    expect(told).toEqual([]);
    await expect(adapters.consents.load()).resolves.toBeNull();
  });

  test('Accept sends what waited and tells the tags; the choice is kept', async () => {
    const { adapters, tracking, consent, events, told } = consentIn('fails');
    await consent.status();
    await tracking.track({ event: 'lead' });

    await consent.choose('granted');

    expect(events()).toEqual([{ event: 'lead' }]);
    expect(told).toEqual([true]);
    expect(adapters.world.state.trackingConsent).toBe('granted');
  });

  test('Reject drops what waited and tells the tags no', async () => {
    const { tracking, consent, events, told } = consentIn('fails');
    await consent.status();
    await tracking.track({ event: 'lead' });

    await consent.choose('denied');
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([]);
    expect(told).toEqual([false]);
  });

  test('a lookup that fails and later names the US leaves the page closed until the choice', async () => {
    const { tracking, consent, events, told } = consentIn(failingFirst('US'));

    await expect(consent.status()).resolves.toEqual({ regime: 'unknown', choice: null });
    await tracking.track({ event: 'lead' });
    await expect(consent.status()).resolves.toEqual({ regime: 'unknown', choice: null });

    expect(events()).toEqual([]);
    expect(told).toEqual([]);
  });

  test('a grant kept from an earlier page needs no asking, even with the country unknown', async () => {
    const earlier = consentIn('GB');
    await earlier.consent.choose('granted');
    const { consent, tracking, told, events } = consentIn('fails', {
      consents: earlier.adapters.consents,
    });

    await expect(consent.status()).resolves.toEqual({ regime: 'unknown', choice: 'granted' });
    await tracking.track({ event: 'lead' });

    expect(told).toEqual([true]);
    expect(events()).toEqual([{ event: 'lead' }]);
  });
});

describe('"granted" for a country known to need no consent is no choice', () => {
  test('the tags hear it, but nothing is kept: the storage and the demo tools show no choice', async () => {
    const { adapters, consent, told } = consentIn('US');

    await consent.status();

    expect(told).toEqual([true]);
    await expect(adapters.consents.load()).resolves.toBeNull();
    expect(adapters.world.state.trackingConsent).toBeNull();
  });

  test('nor is it taken for one when the same page later learns the visitor must be asked', async () => {
    // Without the page's one country (PageCountry), as a lookup that changes its answer would be.
    const { tracking, consent, events } = consentIn(naming('US', 'GB'), { pageCountry: false });

    await expect(consent.status()).resolves.toEqual({ regime: 'opt-out', choice: null });
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([]);
  });
});
