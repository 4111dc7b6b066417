import type { GiftShop } from '../../src/application/ports/gift-shop';
import { parseGiftCode } from '../../src/domain/gift-code';
import { expectAppError, stringMatching } from '../support/expectations';
import { FOR_FAY, GIFT_PEOPLE, type GiftPerson, type GiftShopSubject } from './gift-shop-world';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/u;
const NOBODYS_CODE = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';

/** What the portal relies on from the gift calls (DESIGN.md, "Gifts"; docs/backend-contract.md). */
export function describeGiftShopContract(
  name: string,
  makeSubject: () => GiftShopSubject | Promise<GiftShopSubject>,
): void {
  describe(`${name} (GiftShop contract)`, () => {
    let subject: GiftShopSubject;
    let gifts: GiftShop;

    beforeEach(async () => {
      subject = await makeSubject();
      gifts = subject.gifts;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    /** Bea buys a gift and pays for it; answers the gift as she then reads it. */
    async function bought(order = FOR_FAY) {
      await subject.signIn('buyer');
      const { giftId, clientSecret } = await gifts.order(order);
      await subject.pay(clientSecret, 'good');
      return gifts.gift(giftId);
    }

    /** A paid code, then `person` signed in to redeem it. */
    async function codeFor(person: GiftPerson, order = FOR_FAY): Promise<string> {
      const { code } = await bought(order);
      if (code === null) throw new Error('A paid gift has no code');
      await subject.signIn(person);
      return code;
    }

    describe('the products', () => {
      it.each([
        ['US', 'usd', [14.99, 49.99], null],
        ['GB', 'gbp', [12.99, 44.99], 20],
        ['DE', 'eur', [14.99, 49.99], 19],
      ])(
        'offers a visitor from %s three and twelve months in %s',
        async (country, currency, prices, rate) => {
          const products = await gifts.products(country);

          expect(products.map(({ months, price }) => [months, price])).toEqual([
            [3, prices[0]],
            [12, prices[1]],
          ]);
          expect(products.every((product) => product.currency === currency)).toBe(true);
          expect(products.map((product) => product.tax?.rate ?? null)).toEqual([rate, rate]);
        },
      );

      it('names the VAT a euro price includes', async () => {
        const [, twelve] = await gifts.products('DE');

        expect(twelve?.tax).toEqual({ rate: 19, amount: 7.98, inclusive: true });
      });
    });

    describe('buying', () => {
      it('refuses a visitor and a token it did not issue', async () => {
        await expectAppError(gifts.order(FOR_FAY), 'api/unauthorized');
        subject.forgeToken();
        await expectAppError(gifts.order(FOR_FAY), 'api/unauthorized');
      });

      it('orders a gift with a one-time payment, and gives no code before it is paid', async () => {
        await subject.signIn('buyer');

        const { giftId, clientSecret } = await gifts.order(FOR_FAY);

        expect(clientSecret).toMatch(/^pi_\S+_secret_\S+$/u);
        await expect(gifts.gift(giftId)).resolves.toMatchObject({
          id: giftId,
          status: 'pending',
          code: null,
          months: 12,
          amount: 49.99,
          currency: 'usd',
          sendOn: '2026-11-28',
          recipientEmail: GIFT_PEOPLE.friend.email,
        });
      });

      it.each([
        ['a send date in the past', { sendOn: '2026-11-20' }],
        ['a send date over a year ahead', { sendOn: '2027-11-22' }],
        ['a message over 300 characters', { message: 'm'.repeat(301) }],
        ['a recipient without an address', { recipient: { name: 'Fay', email: 'fay' } }],
        ['a product not on sale', { productId: 'gift_6m' }],
      ])('refuses %s', async (_what, change) => {
        await subject.signIn('buyer');

        await expectAppError(gifts.order({ ...FOR_FAY, ...change }), 'api/bad-request');
      });

      it('issues the code once paid, and keeps a declined payment’s gift without one', async () => {
        await subject.signIn('buyer');
        const declined = await gifts.order(FOR_FAY);
        await expect(subject.pay(declined.clientSecret, 'declined')).rejects.toThrow();

        const paid = await bought();

        await expect(gifts.gift(declined.giftId)).resolves.toMatchObject({ code: null });
        expect(paid).toMatchObject({ status: 'paid', code: stringMatching(CODE) });
      });

      it('shows a gift to its buyer only', async () => {
        const { id } = await bought();
        await subject.signIn('friend');

        await expectAppError(gifts.gift(id), 'api/not-found');
      });
    });

    describe('the e-mails', () => {
      it('sends the buyer a receipt with the code, and the recipient the code on the send date', async () => {
        const { id, code } = await bought();
        const friendMail = () => subject.mailTo(GIFT_PEOPLE.friend.email);

        expect(subject.mailTo(GIFT_PEOPLE.buyer.email).at(-1)?.body).toContain(code);
        expect(friendMail()).toEqual([]);

        subject.moveTo('2026-11-28');
        await gifts.products('US');

        expect(friendMail()).toHaveLength(1);
        expect(friendMail()[0]?.body).toContain(`/redeem?code=${code}`);
        await expect(gifts.gift(id)).resolves.toMatchObject({ status: 'sent' });
      });

      it('sends a gift dated today at once', async () => {
        const { status } = await bought({ ...FOR_FAY, sendOn: subject.today });

        expect(status).toBe('sent');
        expect(subject.mailTo(GIFT_PEOPLE.friend.email)).toHaveLength(1);
      });

      it('writes them in the buyer’s language', async () => {
        subject.speak('de');

        await bought({ ...FOR_FAY, sendOn: subject.today });

        expect(subject.mailTo(GIFT_PEOPLE.buyer.email).at(-1)?.body).toMatch(/49,99\s\$/u);
        expect(subject.mailTo(GIFT_PEOPLE.friend.email)[0]?.subject).toContain('schenkt dir');
      });
    });

    describe('redeeming', () => {
      it('refuses a visitor', async () => {
        await expectAppError(gifts.previewRedemption(NOBODYS_CODE), 'api/unauthorized');
        await expectAppError(gifts.redeem(NOBODYS_CODE), 'api/unauthorized');
      });

      it('starts a gift membership for a member without one, with no card', async () => {
        const code = await codeFor('friend');

        await expect(gifts.previewRedemption(code)).resolves.toEqual({
          months: 12,
          effect: 'start',
          nextChargeAt: null,
          startsOn: subject.today,
          endsAt: '2027-11-21',
        });
        await expect(gifts.redeem(code)).resolves.toMatchObject({
          status: 'gift',
          endsAt: '2027-11-21',
          autoRenew: false,
          paymentOption: null,
        });
        await expect(subject.users.getMe()).resolves.toMatchObject({ subscribed: true });
      });

      it('moves a renewing web member’s next charge later by the gift’s months', async () => {
        const code = await codeFor('webMember', { ...FOR_FAY, productId: 'gift_3m' });

        await expect(gifts.previewRedemption(code)).resolves.toMatchObject({
          effect: 'extend',
          nextChargeAt: '2027-05-10',
        });
        await gifts.redeem(code);

        await expect(subject.users.getMe()).resolves.toMatchObject({
          subscription: {
            type: 'STRIPE',
            autoRenew: true,
            renewsAt: stringMatching(/^2027-05-10/u),
          },
        });
      });

      it('warns an App Store member that the store keeps billing, and lets them go on', async () => {
        const code = await codeFor('storeMember');

        await expect(gifts.previewRedemption(code)).resolves.toMatchObject({
          effect: 'store-billed',
          startsOn: '2027-08-04',
          endsAt: '2028-08-04',
        });
        await expect(gifts.redeem(code)).resolves.toMatchObject({ type: 'APP_STORE' });
      });

      it('moves a gift member’s end later', async () => {
        const code = await codeFor('giftMember', { ...FOR_FAY, productId: 'gift_3m' });

        await expect(gifts.redeem(code)).resolves.toMatchObject({
          status: 'gift',
          endsAt: '2027-03-01',
        });
      });

      it('reads the code as typed: any case, spaces or dashes', async () => {
        const code = await codeFor('friend');
        const typed = (parseGiftCode(code) ?? '').toLowerCase().replace(/(.{4})/gu, '$1 ');

        await expect(gifts.redeem(typed)).resolves.toMatchObject({ status: 'gift' });
      });

      it('refuses a used code and an unknown one, changing nothing and naming no code', async () => {
        const code = await codeFor('friend');
        await gifts.redeem(code);
        await subject.signIn('webMember');
        const before = await subject.users.getMe();

        const used = await expectAppError(gifts.redeem(code), 'gift/used-code');
        const unknown = await expectAppError(
          gifts.previewRedemption(NOBODYS_CODE),
          'gift/unknown-code',
        );

        await expect(subject.users.getMe()).resolves.toEqual(before);
        expect(used.message).not.toContain(code);
        expect(unknown.message).not.toContain(NOBODYS_CODE);
      });

      it('refuses every code after five refused within the hour, for that account only', async () => {
        const code = await codeFor('friend');
        await subject.signIn('webMember');
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await expectAppError(gifts.previewRedemption(NOBODYS_CODE), 'gift/unknown-code');
        }

        await expectAppError(gifts.previewRedemption(code), 'gift/rate-limited');
        await expectAppError(gifts.redeem(code), 'gift/rate-limited');
        await subject.signIn('friend');
        await expect(gifts.redeem(code)).resolves.toMatchObject({ status: 'gift' });
      });
    });

    describe('a gift member', () => {
      it('is a free member once the gift has ended', async () => {
        await subject.signIn('giftMember');
        await expect(subject.users.getMe()).resolves.toMatchObject({
          subscribed: true,
          subscription: { status: 'gift', endsAt: '2026-12-01', autoRenew: false },
        });

        subject.moveTo('2026-12-01');

        await expect(subject.users.getMe()).resolves.toMatchObject({
          subscribed: false,
          subscription: null,
        });
      });

      it('chooses a plan without a trial, first charged when the gift ends', async () => {
        await subject.signIn('giftMember');

        await expect(
          subject.users.previewCheckoutSession({ productId: 'yearly', promoCode: null }),
        ).resolves.toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 0 },
          next: { amount: 49.99, date: '2026-12-01' },
          tax: null,
        });
      });
    });
  });
}
