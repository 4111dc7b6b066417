import { useTranslation } from 'react-i18next';
import type { Product } from '../../domain/catalogue';
import { orderSummary, type CheckoutPreview } from '../../domain/checkout-preview';
import { formatShortDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { useServices } from '../app/services';

interface OrderSummaryProps {
  product: Product;
  preview: CheckoutPreview | null;
  promoCode?: string | null;
}

/** Due today, the trial, the first charge and its date, and the trial disclaimer. */
export function OrderSummary({ product, preview, promoCode }: OrderSummaryProps) {
  const { t } = useTranslation();
  const { today } = useServices();
  const summary = orderSummary(product, preview, today());
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const period = t(`common.period.${summary.period}`);
  const date = formatShortDate(summary.nextBillingDate) ?? '';
  return (
    <div className="stack">
      <dl className="summary">
        <div className="summary__row">
          <dt>{t('orderInfo.plan')}</dt>
          <dd>{t(product.title)}</dd>
        </div>
        <div className="summary__row">
          <dt>{t('orderInfo.trial')}</dt>
          <dd>{t('orderInfo.trialDays', { count: summary.trialDays })}</dd>
        </div>
        {promoCode && (
          <div className="summary__row">
            <dt>{t('orderInfo.promoCode')}</dt>
            <dd>{promoCode}</dd>
          </div>
        )}
        <div className="summary__row">
          <dt>{t('orderInfo.afterTrial')}</dt>
          <dd>
            {summary.nextAmount < summary.regularPrice && (
              <>
                <s className="summary__old-price">{money(summary.regularPrice)}</s>{' '}
              </>
            )}
            {t('orderInfo.pricePerPeriod', { price: money(summary.nextAmount), period })}
          </dd>
        </div>
        <div className="summary__row">
          <dt>{t('orderInfo.nextBilling')}</dt>
          <dd>{date}</dd>
        </div>
        <div className="summary__row summary__row--total">
          <dt>{t('orderInfo.dueToday')}</dt>
          <dd>{money(summary.dueToday)}</dd>
        </div>
      </dl>
      <p className="disclaimer">
        {t('orderInfo.disclaimer', {
          count: summary.trialDays,
          price: money(summary.nextAmount),
          period,
          date,
        })}
      </p>
    </div>
  );
}
