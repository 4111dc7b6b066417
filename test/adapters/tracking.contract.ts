import type { Tracking, TrackingEvent } from '../../src/application/ports/tracking';

export interface TrackingSubject {
  tracking: Tracking;
  /** The events the conversion tool received, in order, translated back into TrackingEvents. */
  recorded(): TrackingEvent[] | Promise<TrackingEvent[]>;
  dispose?(): Promise<void> | void;
}

/** What the portal relies on from conversion tracking. */
export function describeTrackingContract(
  name: string,
  makeSubject: () => TrackingSubject | Promise<TrackingSubject>,
): void {
  describe(`${name} (Tracking contract)`, () => {
    let subject: TrackingSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    const recorded = () => Promise.resolve(subject.recorded());

    it('has received nothing at first', async () => {
      await expect(recorded()).resolves.toEqual([]);
    });

    it('passes on a lead', async () => {
      await subject.tracking.track({ event: 'lead' });

      await expect(recorded()).resolves.toEqual([{ event: 'lead' }]);
    });

    it('passes on a purchase with its order, value and currency, in order', async () => {
      const purchase: TrackingEvent = {
        event: 'purchase',
        orderId: 'order-7',
        value: 49.99,
        currency: 'usd',
      };

      await subject.tracking.track({ event: 'lead' });
      await subject.tracking.track(purchase);

      await expect(recorded()).resolves.toEqual([{ event: 'lead' }, purchase]);
    });

    it('passes on a recovered renewal as a renewal, with its value and currency', async () => {
      const renewal: TrackingEvent = { event: 'renewal', value: 49.99, currency: 'usd' };

      await subject.tracking.track(renewal);

      await expect(recorded()).resolves.toEqual([renewal]);
    });

    it('passes on a gift’s purchase as a gift, with its product, and a redemption without more', async () => {
      const gift: TrackingEvent = {
        event: 'purchase',
        orderId: 'gift_7',
        value: 44.99,
        currency: 'gbp',
        itemCategory: 'gift',
        itemId: 'gift_12m_gb',
      };

      await subject.tracking.track(gift);
      await subject.tracking.track({ event: 'gift_redeemed' });

      await expect(recorded()).resolves.toEqual([gift, { event: 'gift_redeemed' }]);
    });

    it('takes the visitor’s consent, either way, as no event', async () => {
      await subject.tracking.consent(true);
      await subject.tracking.consent(false);

      await expect(recorded()).resolves.toEqual([]);
    });
  });
}
