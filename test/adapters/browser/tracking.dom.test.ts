import type { TrackingEvent } from '../../../src/application/ports/tracking';
import {
  DataLayerTracking,
  type DataLayerTarget,
} from '../../../src/adapters/browser/data-layer-tracking';
import { expectAppError } from '../../support/expectations';
import { TagManager, tagManagerOf } from '../../../src/adapters/browser/tag-manager';
import { describeTrackingContract } from '../tracking.contract';

const page = window as Window & DataLayerTarget;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the pushed events back as the port's TrackingEvents; other pushes are not events of ours. */
function recorded(layer: unknown[] = page.dataLayer ?? []): TrackingEvent[] {
  return layer.flatMap((entry): TrackingEvent[] => {
    if (!isRecord(entry)) return [];
    if (entry.event === 'lead') return [{ event: 'lead' }];
    if (entry.event === 'gift_redeemed') return [{ event: 'gift_redeemed' }];
    if (entry.event === 'renewal') {
      const { value, currency } = entry;
      if (typeof value !== 'number' || typeof currency !== 'string') return [];
      return [{ event: 'renewal', value, currency: currency.toLowerCase() }];
    }
    if (entry.event !== 'purchase' || !isRecord(entry.ecommerce)) return [];
    const { transaction_id, value, currency } = entry.ecommerce;
    if (typeof transaction_id !== 'string' || typeof value !== 'number') return [];
    if (typeof currency !== 'string') return [];
    const purchase = { orderId: transaction_id, value, currency: currency.toLowerCase() };
    return [{ event: 'purchase', ...purchase, ...giftOf(entry.ecommerce.items) }];
  });
}

/** A gift's line says so (item_category), naming its product. */
function giftOf(items: unknown): { itemCategory?: 'gift'; itemId?: string } {
  const [item] = Array.isArray(items) ? (items as unknown[]) : [];
  if (!isRecord(item) || item.item_category !== 'gift') return {};
  return { itemCategory: 'gift', itemId: String(item.item_id) };
}

function clearLayer(): void {
  delete page.dataLayer;
}

describeTrackingContract('DataLayerTracking on window.dataLayer', () => {
  clearLayer();
  return { tracking: new DataLayerTracking(), recorded: () => recorded(), dispose: clearLayer };
});

describe('DataLayerTracking', () => {
  const purchase: TrackingEvent = {
    event: 'purchase',
    orderId: 'order-7',
    value: 49.99,
    currency: 'gbp',
  };

  beforeEach(clearLayer);
  afterEach(clearLayer);

  it('pushes the objects Google Tag Manager expects, creating window.dataLayer', async () => {
    const tracking = new DataLayerTracking();

    await tracking.track({ event: 'lead' });
    await tracking.track(purchase);

    expect(page.dataLayer).toEqual([
      { event: 'lead' },
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'order-7',
          value: 49.99,
          currency: 'GBP',
          items: [
            { item_id: 'subscription', item_name: 'Subscription', price: 49.99, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('pushes a gift as a purchase whose line is the gift, and a redemption as its own event', async () => {
    const tracking = new DataLayerTracking();

    await tracking.track({ ...purchase, itemCategory: 'gift', itemId: 'gift_12m_gb' });
    await tracking.track({ event: 'gift_redeemed' });

    expect(page.dataLayer?.slice(1)).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'order-7',
          value: 49.99,
          currency: 'GBP',
          items: [
            {
              item_id: 'gift_12m_gb',
              item_name: 'Gift membership',
              item_category: 'gift',
              price: 49.99,
              quantity: 1,
            },
          ],
        },
      },
      { event: 'gift_redeemed' },
    ]);
  });

  it('adds to a layer the page already has, through its own push', async () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [{ 'gtm.start': 1 }];
    // Google Tag Manager replaces push once it has loaded.
    layer.push = (...items: unknown[]) => {
      seen.push(...items);
      return Array.prototype.push.apply(layer, items);
    };
    page.dataLayer = layer;

    await new DataLayerTracking().track({ event: 'lead' });

    expect(page.dataLayer).toBe(layer);
    expect([...layer]).toEqual([{ 'gtm.start': 1 }, { event: 'lead' }]);
    expect(seen).toEqual([{ event: 'lead' }]);
  });

  it('pushes objects of its own, which later changes to the event do not alter', async () => {
    const target: DataLayerTarget = {};
    const event = { ...purchase };

    await new DataLayerTracking(target).track(event);
    event.value = 0;

    expect(recorded(target.dataLayer)).toEqual([purchase]);
  });

  it('leaves a foreign dataLayer alone and rejects, for trackSafely to swallow', async () => {
    const target = { dataLayer: 'not a layer' as unknown as unknown[] };

    await expectAppError(new DataLayerTracking(target).track({ event: 'lead' }), 'unknown');

    expect(target.dataLayer).toBe('not a layer');
  });
});

describe('Consent Mode v2 on the data layer', () => {
  beforeEach(clearLayer);
  afterEach(() => {
    clearLayer();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  /** The gtag() commands pushed, as arrays (the tag manager reads them as `arguments` objects). */
  const commands = () =>
    (page.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>));

  const all = (value: 'granted' | 'denied') => ({
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  });

  it('tells the tags the visitor’s choice as a consent update', async () => {
    const tracking = new DataLayerTracking();

    await tracking.consent(true);
    await tracking.consent(false);

    expect(commands()).toEqual([
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
    ]);
  });

  /** What the page requested of Google Tag Manager: its scripts' addresses. */
  const scripts = () =>
    Array.from(document.head.querySelectorAll('script'), (script) => script.src);

  const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234';

  it('with a tag manager, opens the layer with every default denied, and loads nothing before a grant', async () => {
    const tracking = new DataLayerTracking(page, new TagManager('GTM-ABC1234', page));

    await tracking.track({ event: 'lead' });

    expect(commands()).toEqual([['consent', 'default', all('denied')]]);
    expect(scripts()).toEqual([]);
  });

  it('loads the container on the first grant, after the update, from a script of its own', async () => {
    const tracking = new DataLayerTracking(page, new TagManager('GTM-ABC1234', page));

    await tracking.consent(true);
    await tracking.consent(false);
    await tracking.consent(true);

    expect(commands()).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
      ['consent', 'update', all('granted')],
    ]);
    const layer = page.dataLayer ?? [];
    const start = layer.findIndex((entry) => isRecord(entry) && entry.event === 'gtm.js');
    expect(start).toBe(2);
    expect(scripts()).toEqual([CONTAINER]);
    expect(document.head.querySelector('script')?.async).toBe(true);
  });

  it('never loads the container on a refusal', async () => {
    const tracking = new DataLayerTracking(page, new TagManager('GTM-ABC1234', page));

    await tracking.consent(false);

    expect(commands()).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('denied')],
    ]);
    expect(scripts()).toEqual([]);
  });

  it('has no tag manager without a container id', () => {
    expect(tagManagerOf('')).toBeNull();
    expect(tagManagerOf(undefined)).toBeNull();
    expect(tagManagerOf('GTM-ABC1234')).toBeInstanceOf(TagManager);
  });
});
