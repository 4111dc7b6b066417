import { oneTimeSchedule } from '../../../domain/billing-schedule';
import type { IsoDate } from '../../../domain/dates';
import type { GiftProduct } from '../../../domain/gifts';
import { SummaryRow } from '../../shared/billing/BillingSchedule';
import type { GiftDraft } from './gift-return';
import { giftDay, giftPaymentWords } from './gift-words';
import { useGiftsTranslation } from './gifts-catalogue';

interface GiftSummaryProps {
  product: GiftProduct;
  draft: GiftDraft;
  today: IsoDate;
}

/**
 * The gift as ordered, above its payment: what it is, for whom and when, then what is due today
 * with the VAT it includes (DESIGN.md, "Prices are final").
 */
export function GiftSummary({ product, draft, today }: GiftSummaryProps) {
  const { t, i18n } = useGiftsTranslation();
  const words = giftPaymentWords(oneTimeSchedule(product, today), t, i18n.language);
  return (
    <dl className="summary gift-summary">
      <SummaryRow term={t('summary.item')}>
        {t('summary.gift', { count: product.months })}
      </SummaryRow>
      <SummaryRow term={t('summary.for')}>
        {draft.toRecipient
          ? `${draft.recipientName.trim()} (${draft.recipientEmail.trim()})`
          : t('summary.yourself')}
      </SummaryRow>
      {draft.toRecipient && (
        <SummaryRow term={t('summary.sendOn')}>{giftDay(draft.sendOn, i18n.language)}</SummaryRow>
      )}
      <SummaryRow term={t('summary.dueToday')} total>
        {words.price}
        {words.vat && <span className="gift-summary__vat">{words.vat}</span>}
      </SummaryRow>
    </dl>
  );
}

/** The schedule's one sentence, directly above the button that commits to it. */
export function GiftTerms({
  product,
  today,
  id,
}: {
  product: GiftProduct;
  today: IsoDate;
  id: string;
}) {
  const { t, i18n } = useGiftsTranslation();
  const words = giftPaymentWords(oneTimeSchedule(product, today), t, i18n.language);
  return (
    <p className="billing-terms" id={id}>
      {words.schedule}
    </p>
  );
}
