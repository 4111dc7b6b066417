import type { DemoGift } from '../../src/demo/demo-gift-state';
import { giftForRecipient, giftReceipt, redeemLinkOf } from '../../src/demo/gift-emails';
import { includedTax } from '../../src/domain/vat-rates';

const GIFT: DemoGift = {
  id: 'gift_1',
  buyerUid: 'uid-bea',
  productId: 'gift_12m_eu',
  months: 12,
  amount: 49.99,
  currency: 'eur',
  taxRate: 19,
  recipientName: 'Fay',
  recipientEmail: 'fay@example.com',
  message: 'Sleep well!',
  sendOn: '2026-11-28',
  clientSecret: 'pi_1_secret_1',
  status: 'paid',
  code: 'MNDF-YEAR-2026-0001',
  language: 'en',
  orderedOn: '2026-11-21',
  redeemedBy: null,
  redeemedOn: null,
};

describe('the gift’s e-mails', () => {
  it('the receipt: the one payment and its VAT, the code, when and to whom, the withdrawal', () => {
    const mail = giftReceipt(GIFT, 'bea@example.com', includedTax(49.99, 19), '2026-11-21');

    expect(mail).toMatchObject({
      email: 'bea@example.com',
      subject: 'Your receipt: a gift of 12 months of Mindful',
      sentAt: '2026-11-21',
    });
    expect(mail.body.split('\n')).toEqual([
      'Thank you for giving Mindful.',
      '',
      'Paid today: €49.99, one payment. It does not renew.',
      'The price includes 19% VAT (€7.98).',
      "The gift's code: MNDF-YEAR-2026-0001",
      'We will e-mail it to Fay (fay@example.com) on November 28, 2026.',
      '',
      'You may withdraw from this purchase within 14 days, as long as the gift has not been redeemed; the payment is then refunded.',
    ]);
    expect(mail.link).toBeUndefined();
  });

  it('the recipient’s: who gives it, the message, the code and the link to redeem it', () => {
    const mail = giftForRecipient(GIFT, 'Bea Buyer', '2026-11-28');

    expect(mail).toMatchObject({
      email: 'fay@example.com',
      subject: 'Bea Buyer has given you 12 months of Mindful',
      link: '/redeem?code=MNDF-YEAR-2026-0001',
    });
    expect(mail.body).toContain('Their message: “Sleep well!”');
    expect(mail.body).toContain('Redeem it here, no card needed: /redeem?code=MNDF-YEAR-2026-0001');
  });

  it.each([
    ['fr', 'Bea vous offre 12 mois de Mindful', '49,99 €'],
    ['es', 'Bea te regala 12 meses de Mindful', '49,99 €'],
  ])('writes them in the buyer’s language (%s)', (language, subject, price) => {
    const gift = { ...GIFT, language };

    expect(giftForRecipient(gift, 'Bea', '2026-11-28').subject).toBe(subject);
    expect(
      giftReceipt(gift, 'bea@example.com', null, '2026-11-21').body.replace(/\s/gu, ' '),
    ).toContain(price);
  });

  it('names no VAT or withdrawal for a dollar gift', () => {
    const dollars = { ...GIFT, currency: 'usd', taxRate: null };

    const { body } = giftReceipt(dollars, 'bea@example.com', null, '2026-11-21');

    expect(body).not.toMatch(/VAT|withdraw/u);
  });

  it('keeps the code whole in its link', () => {
    expect(redeemLinkOf('MNDF-YEAR-2026-0001')).toBe('/redeem?code=MNDF-YEAR-2026-0001');
  });
});
