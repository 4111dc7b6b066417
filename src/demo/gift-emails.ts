import { formatLongDate, type IsoDate } from '../domain/dates';
import { formatMoney, formatPercent } from '../domain/money';
import type { IncludedTax } from '../domain/vat';
import type { DemoGift } from './demo-gift-state';
import type { AcknowledgmentEntry } from './demo-state';
import { mailLanguage, mailWords } from './mail-words';

/**
 * The gift's two e-mails, as the back end sends them in the buyer's language (the language of the
 * order's call): the buyer's receipt once the payment succeeded, and the recipient's code with a
 * link to redeem it, on the send date.
 */

/** Where the recipient redeems a code: the portal's /redeem page, the code in its query. */
export function redeemLinkOf(code: string): string {
  return `/redeem?code=${encodeURIComponent(code)}`;
}

export function giftReceipt(
  gift: DemoGift,
  buyerEmail: string,
  tax: IncludedTax | null,
  today: IsoDate,
): AcknowledgmentEntry {
  const lng = mailLanguage(gift.language);
  const t = mailWords(lng);
  const code = gift.code ?? '';
  const money = (amount: number) => formatMoney(amount, gift.currency, lng);
  const { recipientName: name, recipientEmail: email } = gift;
  let delivery: string;
  if (email === null) delivery = t('gift.receipt.yourself', { link: redeemLinkOf(code) });
  else if (gift.status === 'sent') delivery = t('gift.receipt.sent', { name, email });
  else delivery = t('gift.receipt.willSend', { name, email, date: day(gift.sendOn, lng) });
  return {
    email: buyerEmail,
    subject: t('gift.receipt.subject', { count: gift.months }),
    body: [
      t('gift.receipt.thanks'),
      '',
      t('gift.receipt.paid', { price: money(gift.amount) }),
      ...(tax
        ? [
            t('gift.receipt.tax', {
              percent: formatPercent(tax.rate, lng),
              amount: money(tax.amount),
            }),
          ]
        : []),
      t('gift.receipt.code', { code }),
      delivery,
      // An EU consumer keeps the right of withdrawal until the gift is redeemed (DESIGN.md).
      ...(gift.currency === 'eur' ? ['', t('gift.receipt.withdrawal')] : []),
    ].join('\n'),
    sentAt: today,
    ...(email === null ? { link: redeemLinkOf(code) } : {}),
  };
}

/** The recipient's e-mail: who gives it, their message, the code and the link to redeem it. */
export function giftForRecipient(
  gift: DemoGift,
  from: string,
  today: IsoDate,
): AcknowledgmentEntry {
  const lng = mailLanguage(gift.language);
  const t = mailWords(lng);
  const code = gift.code ?? '';
  const link = redeemLinkOf(code);
  return {
    email: gift.recipientEmail ?? '',
    subject: t('gift.recipient.subject', { from, count: gift.months }),
    body: [
      t('gift.recipient.greeting', { name: gift.recipientName }),
      '',
      t('gift.recipient.given', { from, count: gift.months }),
      ...(gift.message ? ['', t('gift.recipient.message', { message: gift.message })] : []),
      '',
      t('gift.recipient.code', { code }),
      t('gift.recipient.redeem', { link }),
      '',
      t('gift.recipient.noRenewal'),
    ].join('\n'),
    sentAt: today,
    link,
  };
}

function day(value: IsoDate, language: string): string {
  return formatLongDate(value, language) ?? value;
}
