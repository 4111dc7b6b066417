import { useTranslation } from 'react-i18next';
import { billingPeriodOf } from '../../domain/billing-period';
import type { Product } from '../../domain/catalogue';
import { formatMoney } from '../../domain/money';

interface PlanCardsProps {
  products: readonly Product[];
  selectedId: string | null;
  onSelect: (productId: string) => void;
  /** The choice is locked (a promo code or a request holds it): announced, never `disabled`. */
  locked?: boolean;
}

/**
 * The plans as one radio group: arrow keys move between them, the chosen card is outlined. A
 * locked group keeps focus where it is (a disabled fieldset would drop it on the page body) and
 * ignores changes.
 */
export function PlanCards({ products, selectedId, onSelect, locked = false }: PlanCardsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="plan-cards" aria-disabled={locked || undefined}>
      <legend className="visually-hidden">{t('orderSelect.legend')}</legend>
      {products.map((product) => (
        <label key={product.id} className="plan-card">
          <input
            className="plan-card__radio"
            type="radio"
            name="plan"
            value={product.id}
            checked={product.id === selectedId}
            aria-disabled={locked || undefined}
            onChange={() => {
              if (!locked) onSelect(product.id);
            }}
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
