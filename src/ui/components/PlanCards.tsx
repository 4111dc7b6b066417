import { useTranslation } from 'react-i18next';
import { billingPeriodOf } from '../../domain/billing-period';
import type { Product } from '../../domain/catalogue';
import { formatMoney } from '../../domain/money';

interface PlanCardsProps {
  products: readonly Product[];
  selectedId: string | null;
  onSelect: (productId: string) => void;
  disabled?: boolean;
}

/** The plans as one radio group: arrow keys move between them, the chosen card is outlined. */
export function PlanCards({ products, selectedId, onSelect, disabled = false }: PlanCardsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="plan-cards" disabled={disabled}>
      <legend className="visually-hidden">{t('orderSelect.legend')}</legend>
      {products.map((product) => (
        <label key={product.id} className="plan-card">
          <input
            className="plan-card__radio"
            type="radio"
            name="plan"
            value={product.id}
            checked={product.id === selectedId}
            onChange={() => onSelect(product.id)}
          />
          <PlanCardDetails product={product} />
        </label>
      ))}
    </fieldset>
  );
}

/** What a plan card says: title, price per period, trial, subtitle and any discount label. */
export function PlanCardDetails({
  product,
  trialDays = product.trialDays,
}: {
  product: Product;
  /** The trial of the order when a promo changed it. */
  trialDays?: number;
}) {
  const { t } = useTranslation();
  const period = t(`common.period.${billingPeriodOf(product.type) ?? 'month'}`);
  return (
    <>
      <span className="plan-card__title">{t(product.title)}</span>
      <span className="plan-card__price">
        {formatMoney(product.regularPrice, product.currency)}
        <span className="plan-card__period"> {t('orderSelect.perPeriod', { period })}</span>
      </span>
      <span className="plan-card__meta">{t('orderSelect.trial', { count: trialDays })}</span>
      <span className="plan-card__meta">{t(product.subtitle)}</span>
      {product.discountLabel && (
        <span>
          <span className="badge">{t(product.discountLabel)}</span>
        </span>
      )}
    </>
  );
}
