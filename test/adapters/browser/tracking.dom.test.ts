import type { TrackingEvent } from '../../../src/application/ports/tracking';
import {
  DataLayerTracking,
  type DataLayerTarget,
} from '../../../src/adapters/browser/data-layer-tracking';
import { expectAppError } from '../../support/expectations';
import { describeTrackingContract } from '../tracking.contract';

const page = window as Window & DataLayerTarget;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the pushed events back as the port's TrackingEvents; other pushes are not events of ours. */
function recorded(layer: unknown[] = page.dataLayer ?? []): TrackingEvent[] {
  return layer.flatMap((entry): TrackingEvent[] => {
    if (!isRecord(entry)) return [];
    if (entry.event === 'lead') return [{ event: 'lead' }];
    if (entry.event !== 'purchase' || !isRecord(entry.ecommerce)) return [];
    const { transaction_id, value, currency } = entry.ecommerce;
    if (typeof transaction_id !== 'string' || typeof value !== 'number') return [];
    if (typeof currency !== 'string') return [];
    return [
      { event: 'purchase', orderId: transaction_id, value, currency: currency.toLowerCase() },
    ];
  });
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
