import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsPlanHeldByCode } from './selectors';
import { useAppSelector } from '../../shared/store/hooks';
import type { BillingSchedule } from '../../../domain/billing-schedule';
import { yearlyEquivalent, type Product, type YearlyEquivalent } from '../../../domain/catalogue';
import { planCardWords, yearlyEquivalentWords } from '../../shared/billing/schedule-words';
import { usePlanSchedules } from './use-billing-schedule';
import { planKeys } from '../../shared/i18n/label-keys';
import { includesVat } from '../../../domain/vat';

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
 * ignores changes. While a code holds the choice, the chosen plan stays as it is and every other
 * card is muted and says which plan the code applies to.
 */
export function PlanCards({ products, selectedId, onSelect, locked = false }: PlanCardsProps) {
  const { t } = useTranslation();
  const schedules = usePlanSchedules();
  const heldByCode = useAppSelector(selectIsPlanHeldByCode);
  const hintId = useId();
  const chosen = products.find((product) => product.id === selectedId);
  const reason = heldByCode && chosen ? t(`orderSelect.codeAppliesTo.${chosen.type}`) : null;
  return (
    <>
      <fieldset
        className="plan-cards"
        aria-disabled={locked || undefined}
        aria-describedby={heldByCode ? hintId : undefined}
      >
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
            <PlanCardDetails
              product={product}
              schedule={schedules(product)}
              equivalent={yearlyEquivalent(product, products)}
            />
            {reason && product !== chosen && <span className="plan-card__reason">{reason}</span>}
          </label>
        ))}
      </fieldset>
      {/* How to free the plans, when a code holds them. */}
      {heldByCode && (
        <p id={hintId} className="plan-cards__hint">
          {t('orderSelect.removeCodeToChange')}
        </p>
      )}
    </>
  );
}

/**
 * What a plan card says: title, regular price per period, a yearly plan's price per month and
 * saving (where the cards are chosen between), trial, subtitle and any labels.
 */
export function PlanCardDetails({
  product,
  schedule,
  equivalent = null,
}: {
  product: Product;
  schedule: BillingSchedule;
  equivalent?: YearlyEquivalent | null;
}) {
  const { t, i18n } = useTranslation();
  const words = planCardWords(schedule, t, i18n.language);
  const plan = planKeys(product);
  return (
    <>
      <span className="plan-card__title">{t(plan.title)}</span>
      {words.offer ? (
        // A code lowers the first period: the card leads with what is charged first, then the rest.
        <span className="plan-card__price">
          {words.offer.price}
          <span className="plan-card__period"> {words.offer.first}</span>{' '}
          <span className="plan-card__then">{words.offer.then}</span>
        </span>
      ) : (
        <span className="plan-card__price">
          {words.price}
          <span className="plan-card__period"> {words.perPeriod}</span>
        </span>
      )}
      {/* Prices are final in the UK and the EU, and say so (DESIGN.md, "Europe"). */}
      {includesVat(product.currency) && (
        <span className="plan-card__meta">{t('billing.plan.inclVat')}</span>
      )}
      {equivalent && (
        <span className="plan-card__equivalent">
          {yearlyEquivalentWords(equivalent, t, i18n.language)}
        </span>
      )}
      {words.trial && <span className="plan-card__meta">{words.trial}</span>}
      <span className="plan-card__meta">{t(plan.subtitle)}</span>
      {plan.discountLabel && (
        <span className="plan-card__badges">
          <span className="badge">{t(plan.discountLabel)}</span>
        </span>
      )}
    </>
  );
}
