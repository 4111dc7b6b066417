import type { UserApi } from '../../src/application/ports/user-api';
import { TERMS_VERSION } from '../../src/domain/consent';
import { addDays, formatLongDate } from '../../src/domain/dates';
import type { UserApiSubject } from './user-api.contract';

const WAIVER =
  'I expressly ask that my access start now, before the withdrawal period ends, and I know that I lose my right of withdrawal once it starts';

/** Intl writes a no-break space (or a narrow one) where a person reads a space. */
const spaced = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/gu, ' ');

/**
 * DESIGN.md, "The back end keeps the consent": POST users/me/checkout-session carries the terms
 * shown ({termsVersion, withdrawalWaiver?}); the back end records them with the intent, the
 * schedule as it priced it, and once the provider says the payment succeeded it makes the record
 * final and sends the acknowledgment itself, without any further call of the portal.
 */
export function describeCheckoutConsentContract(
  name: string,
  makeSubject: () => UserApiSubject | Promise<UserApiSubject>,
): void {
  describe(`${name} (UserApi contract: the consent kept with the checkout)`, () => {
    let subject: UserApiSubject;
    let api: UserApi;

    beforeEach(async () => {
      subject = await makeSubject();
      api = subject.api;
      await subject.signIn(subject.accounts.unsubscribed);
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    const mails = () =>
      subject.mailTo(subject.accounts.unsubscribed.email).map((mail) => ({
        subject: mail.subject,
        body: spaced(mail.body) ?? '',
      }));
    const day = (date: string, language = 'en') => spaced(formatLongDate(date, language) ?? '');

    it('acknowledges the schedule it priced itself once the card is confirmed, and not before', async () => {
      const { clientSecret } = await api.createCheckoutSession({
        productId: 'yearly',
        promoCode: 'welcome20',
        terms: { termsVersion: TERMS_VERSION },
      });
      expect(mails()).toEqual([]);

      await subject.confirmCard(clientSecret);

      const firstCharge = addDays(subject.today, 7);
      expect(mails()).toEqual([
        {
          subject: "Your membership: what you'll be charged, and how to cancel",
          body: expect.stringContaining(`(terms version ${TERMS_VERSION})`) as unknown,
        },
      ]);
      const [mail] = mails();
      expect(mail?.body).toContain('Today: $0.00');
      expect(mail?.body).toContain(`Free trial: 7 days, until ${day(firstCharge)}`);
      expect(mail?.body).toContain(
        `First charge: $39.99 on ${day(firstCharge)}, for the first year only`,
      );
      expect(mail?.body).toContain('After that: $49.99 every year until you cancel');
    });

    it('sends one acknowledgment per payment, whatever the portal calls after it', async () => {
      const { clientSecret } = await api.createCheckoutSession({
        productId: 'monthly',
        promoCode: null,
        terms: { termsVersion: TERMS_VERSION },
      });
      await subject.confirmCard(clientSecret);

      await api.getMe();
      await api.getMe();

      expect(mails()).toHaveLength(1);
    });

    it('hands out the open checkout again for the same order, with the withdrawal box ticked since', async () => {
      const order = { productId: 'yearly_eu', promoCode: null };
      const opened = await api.createCheckoutSession({
        ...order,
        terms: { termsVersion: TERMS_VERSION },
      });

      const paying = await api.createCheckoutSession({
        ...order,
        terms: { termsVersion: TERMS_VERSION, withdrawalWaiver: WAIVER },
      });
      await subject.confirmCard(paying.clientSecret);

      expect(paying.clientSecret).toBe(opened.clientSecret);
      const [mail] = mails();
      expect(mail?.body).toContain(
        `You expressly asked for access to start at once and ticked: “${WAIVER}”.`,
      );
      expect(mail?.body).toContain('After that: €49.99 every year until you cancel');
    });

    it('opens a new checkout for another order, each with its own terms', async () => {
      const yearly = await api.createCheckoutSession({
        productId: 'yearly',
        promoCode: null,
        terms: { termsVersion: TERMS_VERSION },
      });
      const monthly = await api.createCheckoutSession({
        productId: 'monthly',
        promoCode: null,
        terms: { termsVersion: TERMS_VERSION },
      });

      await subject.confirmCard(monthly.clientSecret);

      expect(monthly.clientSecret).not.toBe(yearly.clientSecret);
      expect(mails()[0]?.body).toContain('After that: $4.99 every month until you cancel');
    });

    it('writes the acknowledgment in the language of the call that carried the terms', async () => {
      subject.speak('de');
      const { clientSecret } = await api.createCheckoutSession({
        productId: 'yearly_eu',
        promoCode: null,
        terms: { termsVersion: TERMS_VERSION },
      });
      subject.speak('en');

      await subject.confirmCard(clientSecret);

      const firstCharge = addDays(subject.today, 7);
      expect(mails()).toEqual([
        {
          subject: 'Dein Abo: was dir berechnet wird und wie du kündigst',
          body: expect.stringContaining(
            `Erste Abbuchung: 49,99 € am ${day(firstCharge, 'de')}`,
          ) as unknown,
        },
      ]);
    });
  });
}
