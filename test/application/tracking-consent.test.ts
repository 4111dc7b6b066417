import { ConsentedTracking } from '../../src/application/consented-tracking';
import { TrackingConsent } from '../../src/application/use-cases/tracking-consent';
import { consentIn, lookupOf } from './support/consent';

describe('tracking that waits for consent', () => {
  test('a GB visitor who has not chosen is asked, and no event is sent meanwhile', async () => {
    const { tracking, consent, events, told } = consentIn('GB');

    await expect(consent.status()).resolves.toEqual({ regime: 'ask-first', choice: null });
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([]);
    // Nothing told to the tags before the choice: Consent Mode's defaults (denied) stand.
    expect(told).toEqual([]);
  });

  test('Accept sends what waited, and what follows; the choice is kept', async () => {
    const { adapters, tracking, consent, events, told } = consentIn('GB');
    await tracking.track({ event: 'lead' });

    await expect(consent.choose('granted')).resolves.toBe('granted');
    await tracking.track({ event: 'purchase', orderId: 'o-1', value: 4.99, currency: 'gbp' });

    expect(events().map((event) => event.event)).toEqual(['lead', 'purchase']);
    expect(told).toEqual([true]);
    expect(adapters.world.state.trackingConsent).toBe('granted');
    await expect(consent.status()).resolves.toEqual({ regime: 'ask-first', choice: 'granted' });
  });

  test('Reject drops what waited and sends nothing after', async () => {
    const { tracking, consent, events, told } = consentIn('GB');
    await tracking.track({ event: 'lead' });

    await consent.choose('denied');
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([]);
    expect(told).toEqual([false]);
  });

  test('an EU visitor too: a kept refusal holds on the next page, which tells the tags once', async () => {
    const first = consentIn('DE');
    await first.consent.choose('denied');
    const germany = lookupOf('DE');
    const tracking = new ConsentedTracking(first.tags, germany, first.adapters.consents);
    const nextPage = new TrackingConsent(tracking, first.tags, germany, first.adapters.consents);

    await nextPage.status();
    await nextPage.status();
    await tracking.track({ event: 'lead' });

    expect(first.events()).toEqual([]);
    expect(first.told).toEqual([false, false]);
  });

  test('a US visitor is tracked at once, the tags told so, until they opt out', async () => {
    const { tracking, consent, events, told } = consentIn('US');

    await expect(consent.status()).resolves.toEqual({ regime: 'opt-out', choice: null });
    await tracking.track({ event: 'lead' });
    await consent.choose('denied');
    await tracking.track({ event: 'lead' });

    expect(events()).toEqual([{ event: 'lead' }]);
    expect(told).toEqual([true, false]);
  });

  test('a storage that refuses costs only the keeping', async () => {
    const refusing = {
      load: () => Promise.reject(new Error('SecurityError')),
      save: () => Promise.reject(new Error('SecurityError')),
    };
    const { tracking, consent, events } = consentIn('GB', { consents: refusing });

    await expect(consent.status()).resolves.toEqual({ regime: 'ask-first', choice: null });
    await expect(consent.choose('granted')).resolves.toBe('granted');
    await tracking.track({ event: 'lead' });
    expect(events()).toEqual([{ event: 'lead' }]);
  });
});
