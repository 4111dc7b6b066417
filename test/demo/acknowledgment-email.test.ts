import { acknowledgmentEmail } from '../../src/demo/acknowledgment-email';
import { findProduct } from '../../src/domain/catalogue';
import { checkoutConsent, TERMS_VERSION } from '../../src/domain/consent';
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

/** The consent the back end records for such an order's checkout at `now`. */
const consentRecord = (recorded: StoredOrder, now: string) =>
  checkoutConsent(recorded.product, recorded.preview, { termsVersion: TERMS_VERSION }, now);

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

describe('the VAT the first charge includes', () => {
  const taxed = (productId: string, rate: number, amount: number) =>
    order({
      product: findProduct(productId)!,
      preview: {
        now: { currency: productId.endsWith('_gb') ? 'gbp' : 'eur', amount: 0, trialDays: 7 },
        next: { amount: 49.99, date: '2026-12-01' },
        tax: { rate, amount, inclusive: true },
      },
    });
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
  const taxLine = (productId: string, rate: number, amount: number, language: string) =>
    spaced(
      acknowledgmentEmail(
        consentRecord(taxed(productId, rate, amount), '2026-11-24T09:30:00.000Z'),
        language,
      )
        .body.split('\n')
        .find((line) => line.includes('%')) ?? '',
    );

  test('is named after the charges, in each language', () => {
    expect(taxLine('yearly_gb', 20, 8.33, 'en')).toBe(
      'All prices include VAT: the first charge includes 20% VAT (£8.33).',
    );
    expect(taxLine('yearly_eu', 19, 7.98, 'de')).toBe(
      'Alle Preise enthalten die MwSt.: In der ersten Abbuchung sind 19 % MwSt. (7,98 €) enthalten.',
    );
    expect(taxLine('yearly_eu', 20, 8.33, 'fr')).toBe(
      'Tous les prix sont TTC : le premier prélèvement comprend 20 % de TVA (8,33 €).',
    );
    expect(taxLine('yearly_eu', 21, 8.68, 'es')).toBe(
      'Todos los precios incluyen el IVA: el primer cargo incluye un 21 % de IVA (8,68 €).',
    );
  });

  test('is not named in dollars', () => {
    const mail = acknowledgmentEmail(consentRecord(order(), '2026-11-24T09:30:00.000Z'));
    expect(mail.body).not.toContain('VAT');
  });
});

describe("the acknowledgment e-mail in the member's language", () => {
  /** Intl writes a no-break space (or a narrow one) where a person reads a space. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
  const euroOrder = order({ product: findProduct('monthly_eu')! });
  const GERMAN_WAIVER =
    'Ich verlange ausdrücklich, dass mein Zugang sofort beginnt, noch vor Ablauf der Widerrufsfrist. Mir ist bekannt, dass ich mit Beginn des Zugangs mein Widerrufsrecht verliere.';

  test('German: the schedule in euros written the German way, the ticked box and how to cancel', () => {
    const record = {
      ...consentRecord(euroOrder, '2026-11-24T09:30:00.000Z'),
      withdrawalWaiver: GERMAN_WAIVER,
    };

    const mail = acknowledgmentEmail(record, 'de');

    expect(mail.subject).toBe('Dein Abo: was dir berechnet wird und wie du kündigst');
    expect(spaced(mail.body).split('\n')).toEqual([
      'Danke für dein Abo. Diesen Bedingungen hast du am 24. November 2026 zugestimmt (Fassung 2026-11-24):',
      '',
      'Heute: 0,00 €',
      'Kostenlose Testphase: 7 Tage, bis 1. Dezember 2026',
      'Erste Abbuchung: 4,99 € am 1. Dezember 2026',
      'Danach: 4,99 € pro Monat, bis du kündigst',
      '',
      `Du hast ausdrücklich verlangt, dass dein Zugang sofort beginnt, und angekreuzt: „${GERMAN_WAIVER}“. Dein Widerrufsrecht erlischt mit Beginn des Zugangs.`,
      '',
      'Dein Abo verlängert sich automatisch, bis du kündigst. Zum Kündigen öffnest du auf unserer Website dein Profil und wählst spätestens 24 Stunden vor einer Abbuchung „Abo kündigen“; danach wird nichts mehr berechnet.',
    ]);
  });

  test.each([
    [
      'en',
      'After that: €4.99 every month until you cancel',
      'First charge: €4.99 on December 01, 2026',
    ],
    [
      'de',
      'Danach: 4,99 € pro Monat, bis du kündigst',
      'Erste Abbuchung: 4,99 € am 1. Dezember 2026',
    ],
    [
      'fr',
      "Ensuite : 4,99 € par mois jusqu'à résiliation",
      'Premier prélèvement : 4,99 € le 1 décembre 2026',
    ],
    [
      'es',
      'Después: 4,99 € cada mes hasta que canceles',
      'Primer cargo: 4,99 € el 1 de diciembre de 2026',
    ],
  ])('%s writes the charges its own way', (language, laterCharges, firstCharge) => {
    const { body } = acknowledgmentEmail(
      consentRecord(euroOrder, '2026-11-24T09:30:00.000Z'),
      language,
    );

    expect(spaced(body)).toContain(laterCharges);
    expect(spaced(body)).toContain(firstCharge);
  });

  test('a discounted first charge names its period in the language', () => {
    const discounted = order({
      product: findProduct('yearly_eu')!,
      promoCode: 'WELCOME20',
      preview: {
        now: { currency: 'eur', amount: 0, trialDays: 0 },
        next: { amount: 39.99, date: '2026-11-24' },
      },
    });
    const record = consentRecord(discounted, '2026-11-24T09:30:00.000Z');

    expect(spaced(acknowledgmentEmail(record, 'de').body)).toContain(
      'Erste Abbuchung: 39,99 € am 24. November 2026, nur im ersten Jahr',
    );
    expect(spaced(acknowledgmentEmail(record, 'es').body)).toContain(
      'Primer cargo: 39,99 € el 24 de noviembre de 2026, solo el primer año',
    );
  });

  test('a language the portal does not speak gets English', () => {
    const record = consentRecord(euroOrder, '2026-11-24T09:30:00.000Z');

    expect(acknowledgmentEmail(record, 'it')).toEqual(acknowledgmentEmail(record, 'en'));
    expect(acknowledgmentEmail(record)).toEqual(acknowledgmentEmail(record, 'en'));
  });
});
