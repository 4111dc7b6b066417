import { changeAcknowledgment } from '../../src/demo/demo-keeping';
import type { Subscription } from '../../src/domain/subscription';

/** Intl writes a no-break space (or a narrow one) where a person reads a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

const paused: Subscription = {
  type: 'STRIPE',
  autoRenew: true,
  subscribedAt: '2026-01-15',
  renewsAt: '2027-02-15',
  pausedUntil: '2027-02-15',
  originalPrice: 4.99,
  productPrice: 4.99,
  productCurrency: 'eur',
  productName: 'Monthly',
  productReccurence: 'month',
  paymentOption: { type: 'card', last4: '4242' },
};

describe('the acknowledgment of a pause or a change of plan', () => {
  test('English, as before the other languages came', () => {
    const mail = changeAcknowledgment('pause', paused, 0, 'en');

    expect(mail.subject).toBe('Your membership is paused: when billing starts again');
    expect(spaced(mail.body).split('\n')).toEqual([
      'Your membership is paused until February 15, 2027. Nothing is charged until then.',
      '',
      'Today: €0.00',
      'Next charge: €4.99 on February 15, 2027',
      'After that: €4.99 every month until you cancel',
      '',
      'To cancel, open your profile in the membership portal and choose "Cancel subscription" at least 24 hours before a charge.',
    ]);
  });

  test('German: euros and dates written the German way', () => {
    const mail = changeAcknowledgment('pause', paused, 0, 'de');

    expect(mail.subject).toBe('Dein Abo ist pausiert: wann die Abrechnung wieder beginnt');
    expect(spaced(mail.body).split('\n')).toEqual([
      'Dein Abo ist bis zum 15. Februar 2027 pausiert. Bis dahin wird nichts berechnet.',
      '',
      'Heute: 0,00 €',
      'Nächste Abbuchung: 4,99 € am 15. Februar 2027',
      'Danach: 4,99 € pro Monat, bis du kündigst',
      '',
      'Zum Kündigen öffnest du auf unserer Website dein Profil und wählst spätestens 24 Stunden vor einer Abbuchung „Abo kündigen“.',
    ]);
  });

  test.each([
    [
      'fr',
      'Votre formule a changé\u00a0: ce qui vous sera prélevé',
      'Prochain prélèvement : 49,99 € le 15 février 2027',
      'Vous êtes désormais en formule annuelle.',
    ],
    [
      'es',
      'Tu plan ha cambiado: qué se te cobrará',
      'Próximo cargo: 49,99 € el 15 de febrero de 2027',
      'Ahora tienes el plan anual.',
    ],
  ])(
    '%s: a change of plan, in a sentence of its own for each plan the portal sells',
    (language, subject, nextCharge, plan) => {
      const yearly = {
        ...paused,
        pausedUntil: null,
        productName: 'Yearly',
        productPrice: 49.99,
        productReccurence: 'year',
      };

      const mail = changeAcknowledgment('planChange', yearly, 45.0, language);

      expect(mail.subject).toBe(subject);
      expect(spaced(mail.body)).toContain(nextCharge);
      expect(spaced(mail.body)).toContain('45,00 €');
      expect(spaced(mail.body)).toContain(plan);
    },
  );

  test('a plan of a period the portal does not sell keeps its product name', () => {
    const weekly = {
      ...paused,
      pausedUntil: null,
      productName: 'Weekly',
      productReccurence: 'week',
    };

    const mail = changeAcknowledgment('planChange', weekly, 0, 'de');

    expect(mail.body).toContain('Dein Plan ist jetzt „Weekly“.');
  });
});
