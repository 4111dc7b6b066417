import { parseDay, toIsoDate } from '../../domain/dates';
import {
  isInvoiceStatus,
  isPauseMonths,
  type Invoice,
  type PaymentRetry,
  type PlanChangePreview,
  type RetentionOffer,
} from '../../domain/keeping-members';
import {
  amount,
  count,
  day,
  invalidResponse,
  nonEmptyString,
  nullable,
  record,
  string,
  type Reader,
} from './json-shape';

/** The readers of the keeping-members calls (DESIGN.md, "Extensions to SPEC.md's calls"). */

const plainDay: Reader<string> = (value, at) => toIsoDate(parseDay(day(value, at)) as Date);

function list<T>(read: Reader<T>): Reader<T[]> {
  return (value, at) => {
    if (!Array.isArray(value)) throw invalidResponse(`${at} must be a list.`);
    return value.map((item, index) => read(item, `${at}[${index}]`));
  };
}

const parseInvoice: Reader<Invoice> = (value, at) => {
  const invoice = record(value, at);
  const status = invoice.status;
  if (!isInvoiceStatus(status)) throw invalidResponse(`${at}.status is not an invoice status.`);
  return {
    id: nonEmptyString(invoice.id, `${at}.id`),
    date: plainDay(invoice.date, `${at}.date`),
    amount: amount(invoice.amount, `${at}.amount`),
    currency: nonEmptyString(invoice.currency, `${at}.currency`),
    status,
    receiptUrl: nullable(receiptUrl)(invoice.receiptUrl, `${at}.receiptUrl`),
  };
};

/** Only a web address is a link the page may show. */
const receiptUrl: Reader<string> = (value, at) => {
  const text = string(value, at);
  if (!/^https?:\/\//iu.test(text)) throw invalidResponse(`${at} must be an http(s) address.`);
  return text;
};

export const parseInvoices: (value: unknown) => Invoice[] = (value) =>
  list(parseInvoice)(value, 'invoices');

export function parsePaymentRetry(value: unknown): PaymentRetry {
  const retry = record(value, 'retry');
  const { status } = retry;
  if (status !== 'succeeded' && status !== 'requires_action') {
    throw invalidResponse('retry.status must be succeeded or requires_action.');
  }
  const clientSecret = nullable(nonEmptyString)(retry.clientSecret, 'retry.clientSecret');
  if (status === 'requires_action' && clientSecret === null) {
    throw invalidResponse('retry.clientSecret is required when the bank must check the payment.');
  }
  return { status, clientSecret };
}

const parseOffer: Reader<RetentionOffer> = (value, at) => {
  const offer = record(value, at);
  const id = nonEmptyString(offer.id, `${at}.id`);
  switch (offer.kind) {
    case 'discount':
      return {
        id,
        kind: 'discount',
        percentOff: amount(offer.percentOff, `${at}.percentOff`),
        payments: count(offer.payments, `${at}.payments`),
        price: amount(offer.price, `${at}.price`),
        currency: nonEmptyString(offer.currency, `${at}.currency`),
      };
    case 'switch':
      return {
        id,
        kind: 'switch',
        productId: nonEmptyString(offer.productId, `${at}.productId`),
        price: amount(offer.price, `${at}.price`),
        currency: nonEmptyString(offer.currency, `${at}.currency`),
      };
    case 'pause': {
      const months = list(count)(offer.months, `${at}.months`).filter(isPauseMonths);
      if (months.length === 0) throw invalidResponse(`${at}.months must name 1, 2 or 3.`);
      return { id, kind: 'pause', months };
    }
    default:
      throw invalidResponse(`${at}.kind must be discount, switch or pause.`);
  }
};

/** At most one offer is shown, whatever the API sends. */
export const parseOffers = (value: unknown): RetentionOffer[] =>
  list(parseOffer)(value, 'offers').slice(0, 1);

export function parsePlanChangePreview(value: unknown): PlanChangePreview {
  const preview = record(value, 'preview');
  const next = record(preview.nextCharge, 'preview.nextCharge');
  const { effective } = preview;
  if (effective !== 'now' && effective !== 'periodEnd') {
    throw invalidResponse('preview.effective must be now or periodEnd.');
  }
  return {
    dueToday: amount(preview.dueToday, 'preview.dueToday'),
    credit: amount(preview.credit, 'preview.credit'),
    nextCharge: {
      amount: amount(next.amount, 'preview.nextCharge.amount'),
      date: plainDay(next.date, 'preview.nextCharge.date'),
    },
    effective,
  };
}
