import { acknowledgmentEmail } from '../../src/demo/acknowledgment-email';
import { findProduct } from '../../src/domain/catalogue';
import { consentRecord } from '../../src/domain/consent';
import type { StoredOrder } from '../../src/domain/order';

const order = (overrides: Partial<StoredOrder> = {}): StoredOrder => ({
  id: 'order-1',
  product: findProduct('monthly')!,
  promoCode: null,
  preview: null,
  placedAt: '2026-11-24T09:30:00.000Z',
  uid: 'uid-1',
  clientSecret: 'pi_order_secret_1',
  ...overrides,
});

describe('the acknowledgment e-mail', () => {
  test('states the schedule agreed to and how to cancel', () => {
    const mail = acknowledgmentEmail(consentRecord(order(), '2026-11-24T09:30:00.000Z'));
    expect(mail.subject).toBe("Your membership: what you'll be charged, and how to cancel");
    expect(mail.body.split('\n')).toEqual([
      'Thank you for subscribing. These are the terms you agreed to on November 24, 2026 (terms version 2026-11-24):',
      '',
      'Today: $0.00',
      'Free trial: 7 days, until December 01, 2026',
      'First charge: $4.99 on December 01, 2026',
      'After that: $4.99 every month until you cancel',
      '',
      'Your subscription renews automatically until you cancel. To cancel, open your profile in the membership portal and choose "Cancel subscription" at least 24 hours before a charge; nothing more is charged after that.',
    ]);
  });

  test('a discounted first charge is for the first period only; no trial, no trial line', () => {
    const discounted = order({
      promoCode: 'WELCOME20',
      preview: {
        now: { currency: 'gbp', amount: 0, trialDays: 0 },
        next: { amount: 3.99, date: '2026-11-24' },
      },
      product: findProduct('monthly_gb')!,
    });
    const { body } = acknowledgmentEmail(consentRecord(discounted, '2026-11-24T09:30:00.000Z'));
    expect(body).toContain('First charge: £3.99 on November 24, 2026, for the first month only');
    expect(body).toContain('After that: £4.99 every month until you cancel');
    expect(body).not.toContain('Free trial');
  });
});
