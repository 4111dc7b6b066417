import { AppError } from '../../domain/errors';
import type { Tracking, TrackingEvent } from '../../application/ports/tracking';
import { asAsync } from '../as-async';
import { consentModeState, gtag } from './gtag';
import type { TagManager } from './tag-manager';

/** Where Google Tag Manager, once loaded, reads the events from. */
export interface DataLayerTarget {
  dataLayer?: unknown[];
}

/** One line of a GA4 purchase: the subscription (or the gift) bought, at the value of the order. */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  /** 'gift' for a gift of membership; absent for a subscription. */
  item_category?: 'gift';
  price: number;
  quantity: number;
}

/** The objects pushed, after Google's GA4 e-commerce conventions. */
export type DataLayerEvent =
  | { event: 'lead' }
  | { event: 'renewal'; value: number; currency: string }
  | { event: 'gift_redeemed' }
  | {
      event: 'purchase';
      ecommerce: {
        transaction_id: string;
        value: number;
        currency: string;
        items: DataLayerItem[];
      };
    };

/**
 * Conversion tracking through `window.dataLayer`, the Google Tag Manager convention: a lead is
 * `{ event: 'lead' }`, a purchase GA4's `purchase` event. The layer is created when missing, and
 * pushed to with its own `push`, which the tag manager replaces once loaded.
 *
 * With a tag manager (a build with GTM_ID), the layer opens with Consent Mode v2's defaults, every
 * kind denied, and the container is loaded only when the tags are told "granted": the visitor's
 * Accept, a kept grant, or a country known to need no consent (TrackingConsent). Without one, no
 * vendor script is loaded here, and whatever the page has (or nothing) picks the events up.
 */
export class DataLayerTracking implements Tracking {
  private defaultsSet = false;

  constructor(
    private readonly target: DataLayerTarget = globalThis as DataLayerTarget,
    private readonly tagManager: TagManager | null = null,
  ) {}

  track(event: TrackingEvent): Promise<void> {
    return asAsync(() => {
      const layer = this.layer();
      if (event.event === 'purchase') {
        // Google's advice: clear the previous e-commerce object, so none of it merges into this one.
        layer.push({ ecommerce: null });
      }
      layer.push(toDataLayerEvent(event));
    });
  }

  /**
   * Consent Mode's update: the tag manager's tags then use storage, or not, as the visitor chose.
   * A grant loads the tag manager (once); a refusal loads nothing.
   */
  consent(granted: boolean): Promise<void> {
    return asAsync(() => {
      this.layer();
      gtag(this.target, 'consent', 'update', consentModeState(granted));
      if (granted) this.tagManager?.load();
    });
  }

  private layer(): unknown[] {
    this.target.dataLayer ??= [];
    const layer: unknown = this.target.dataLayer;
    // Another script's global of the same name is left alone rather than overwritten.
    if (!Array.isArray(layer)) throw new AppError('unknown', 'window.dataLayer is not an array');
    if (this.tagManager && !this.defaultsSet) {
      // Before anything of ours, so the container, once loaded, reads the defaults first.
      this.defaultsSet = true;
      gtag(this.target, 'consent', 'default', consentModeState(false));
    }
    return layer;
  }
}

export function toDataLayerEvent(event: TrackingEvent): DataLayerEvent {
  if (event.event === 'lead') return { event: 'lead' };
  // A recovered renewal is no GA4 purchase: it would count the subscription as bought again.
  if (event.event === 'renewal') {
    return { event: 'renewal', value: event.value, currency: event.currency.toUpperCase() };
  }
  // A redeemed gift is no purchase either; it never carries the gift's code.
  if (event.event === 'gift_redeemed') return { event: 'gift_redeemed' };
  const { orderId, value, currency } = event;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: orderId,
      value,
      currency: currency.toUpperCase(),
      items: [itemOf(event)],
    },
  };
}

function itemOf(event: Extract<TrackingEvent, { event: 'purchase' }>): DataLayerItem {
  const line = { price: event.value, quantity: 1 };
  if (event.itemCategory === 'gift') {
    const id = event.itemId ?? 'gift';
    return { item_id: id, item_name: 'Gift membership', item_category: 'gift', ...line };
  }
  return { item_id: 'subscription', item_name: 'Subscription', ...line };
}
