import { AUTH_PROVIDERS } from '../../../src/domain/auth-provider';
import { CANCEL_REASONS } from '../../../src/domain/cancel-reasons';
import { catalogueFor } from '../../../src/domain/catalogue';
import {
  cancelReasonKey,
  planKeys,
  providerContext,
  subscribedLabelKey,
} from '../../../src/ui/shared/i18n/label-keys';

describe('providerContext', () => {
  test('gives every provider a context of its own', () => {
    const contexts = AUTH_PROVIDERS.map(providerContext);
    expect(contexts).not.toContain(null);
    expect(new Set(contexts).size).toBe(AUTH_PROVIDERS.length);
  });

  test('gives none without a provider', () => {
    expect(providerContext(null)).toBeNull();
  });
});

describe('cancelReasonKey', () => {
  test('every reason has its own key under cancelSubscription.reasons', () => {
    const keys = CANCEL_REASONS.map(cancelReasonKey);
    expect(new Set(keys).size).toBe(CANCEL_REASONS.length);
    for (const key of keys) expect(key).toMatch(/^cancelSubscription\.reasons\.[\w-]+$/u);
    expect(cancelReasonKey('no-reason')).toBe('cancelSubscription.reasons.no-reason');
  });
});

describe('subscribedLabelKey', () => {
  test('labels subscribed and unsubscribed users differently', () => {
    expect(subscribedLabelKey({ subscribed: true })).toBe('subscribedLabel.subscribed');
    expect(subscribedLabelKey({ subscribed: false })).toBe('subscribedLabel.unsubscribed');
  });
});

describe('planKeys', () => {
  test('titles and subtitles are distinct keys', () => {
    const keys = catalogueFor('US').flatMap((product) => {
      const { title, subtitle } = planKeys(product);
      return [title, subtitle];
    });
    expect(new Set(keys).size).toBe(4);
  });

  test('only the yearly plan has a discount label', () => {
    expect(planKeys({ type: 'yearly' }).discountLabel).toEqual(expect.any(String));
    expect(planKeys({ type: 'monthly' }).discountLabel).toBeNull();
  });

  test.each(['monthly', 'yearly'] as const)(
    'a localized %s plan reads as its type does',
    (type) => {
      const us = catalogueFor('US').find((product) => product.type === type);
      const gb = catalogueFor('GB').find((product) => product.type === type);
      expect(gb && planKeys(gb)).toEqual(us && planKeys(us));
    },
  );
});
