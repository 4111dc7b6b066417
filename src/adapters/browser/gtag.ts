import type { DataLayerTarget } from './data-layer-tracking';

/** Consent Mode v2's four kinds of storage, all that the tags read. */
export type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage',
  'granted' | 'denied'
>;

/** Every kind of storage granted, or every kind denied. */
export function consentModeState(granted: boolean): ConsentModeState {
  const value = granted ? 'granted' : 'denied';
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  };
}

/**
 * Google's `gtag()` command, as its snippet defines it: the tag manager reads a command only as an
 * `arguments` object pushed to the data layer, never as an array.
 */
export function gtag(target: DataLayerTarget, ...command: unknown[]): void {
  const layer = (target.dataLayer ??= []);
  function push(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager reads `arguments` objects only
    layer.push(arguments);
  }
  push(...command);
}
