import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { planQueryValue } from '../../../../domain/plan-query';
import { formatPercent } from '../../../../domain/money';
import { DueTodayAmount } from '../../../shared/billing/DueTodayAmount';
import {
  useCheckoutOrder,
  useOrderFromQuery,
  loadOrderSummary,
  PlanCards,
  PromoCodeInput,
  useForgetAddressedPromo,
  checkoutRequested,
  productChosen,
  selectArePlanCardsLocked,
  selectIsPromoChecking,
} from '../../checkout';
import { Benefits } from '../../../shared/components/Benefits';
import { Button } from '../../../kit/Button';
import { Card } from '../../../shared/components/Card';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { planKeys } from '../../../shared/i18n/label-keys';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import './membership.css';
import { PageHeading } from '../../../shared/components/PageHeading';
import { usePrefill } from '../../../shared/use-address-secrets';

/**
 * The order's summary arrives with the plans, after the first paint, in the place its placeholder
 * holds: its script (the schedule's and VAT's words) is not the first route's to carry.
 */
const OrderSummary = lazy(() =>
  loadOrderSummary().then(({ OrderSummary: Summary }) => ({ default: Summary })),
);

function SummaryPlaceholder() {
  return <div className="membership__summary-placeholder" aria-hidden="true" />;
}

/** A line of a plan card, held by a pulsing shape of its width until the plans arrive. */
function SkeletonLine({ className, width }: { className: string; width: 'short' | 'medium' }) {
  return (
    <span className={className} aria-hidden="true">
      <span className={`skeleton skeleton--${width}`}>&nbsp;</span>
    </span>
  );
}

/** A price's width in figures: no currency is known before the visitor's country is. */
const SOME_PRICE = '\u2007'.repeat(6);

/**
 * The yearly plan's price per month and saving, held by its own words in the page's language
 * with a blank price: as long as the real line, so that it wraps where the real one does (German,
 * French and Spanish take two lines on a narrow card), the words hidden under the pulsing shape.
 */
function SavingPlaceholder() {
  const { t, i18n } = useTranslation();
  return (
    <span className="plan-card__equivalent" aria-hidden="true">
      <span className="skeleton skeleton--words">
        {t('billing.plan.perMonthSaving', {
          price: SOME_PRICE,
          percent: formatPercent(16, i18n.language),
        })}
      </span>
    </span>
  );
}

/**
 * The two plan cards' shapes with the real cards' lines, in the catalogue's order, so the plans
 * arrive without a jump: monthly (title, price, trial, subtitle), then yearly (title, price, its
 * price per month and saving, trial, subtitle, discount label).
 */
function PlanCardsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="membership__plans-placeholder">
      <p className="visually-hidden" role="status">
        {t('membership.loadingPlans')}
      </p>
      <div className="plan-cards" aria-hidden="true">
        {[false, true].map((yearly) => (
          <div key={String(yearly)} className="plan-card membership__skeleton-card">
            <SkeletonLine className="plan-card__title" width="short" />
            <SkeletonLine className="plan-card__price" width="medium" />
            {yearly && <SavingPlaceholder />}
            <SkeletonLine className="plan-card__meta" width="medium" />
            <SkeletonLine className="plan-card__meta" width="short" />
            {yearly && (
              <span>
                <span className="badge skeleton skeleton--badge">&nbsp;</span>
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Continue, with the chosen plan and today's amount before it. On a phone this is a bar fixed to
 * the bottom of the screen, so the plans and the way on share the first screen; beside the plans
 * it is the order card's last line, where the summary above already says the plan and amount.
 */
function ContinueBar({
  order,
  disabled,
  onContinue,
}: {
  order: ReturnType<typeof useCheckoutOrder>;
  disabled: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="membership__action">
      <p className="membership__bar-summary">
        {order ? (
          <>
            <span className="membership__bar-plan">{t(planKeys(order.product).title)}</span>
            <span className="membership__bar-amount">
              <DueTodayAmount schedule={order.schedule} />
            </span>
          </>
        ) : (
          <>
            <SkeletonLine className="membership__bar-plan" width="short" />
            <SkeletonLine className="membership__bar-amount" width="medium" />
          </>
        )}
      </p>
      <Button wide disabled={disabled} onClick={onContinue}>
        {t('membership.continue')}
      </Button>
    </div>
  );
}

/**
 * /membership: the plans (`?plan=first` monthly, `second` yearly, anything else the default), a
 * promo code (`?promo=` applied on arrival), the order so far, and Continue to /signup. The chosen
 * plan and applied code stay in the store and travel in the address too.
 */
export function MembershipPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('membership.documentTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forgetAddressedPromo = useForgetAddressedPromo();
  useOrderFromQuery({ always: true });
  const catalogue = useAppSelector((state) => state.checkout.catalogue);
  const product = useAppSelector((state) => state.checkout.product);
  const cardsLocked = useAppSelector(selectArePlanCardsLocked);
  const promoChecking = useAppSelector(selectIsPromoChecking);
  const order = useCheckoutOrder();
  const applied = order?.promoCode ?? null;
  // The plans' arrival renders at low priority, in slices React can interrupt: the placeholders
  // stay until the cards are ready, and the page answers input in between.
  const loaded = catalogue.length > 0 && product !== null;
  const ready = useDeferredValue(loaded) && loaded;

  // The order as an address: what was in it, the plan and the code. What the page was handed to
  // prefill (e-mail, names) goes along in the router's state, never in the address.
  const { handOn } = usePrefill();
  const orderQuery = new URLSearchParams(params);
  if (product) orderQuery.set('plan', planQueryValue(product.type));
  if (applied) orderQuery.set('promo', applied);
  else orderQuery.delete('promo');
  const query = orderQuery.toString();
  const search = query ? `?${query}` : '';

  const proceed = () => {
    dispatch(checkoutRequested());
    void navigate(`/signup${search}`, { state: handOn });
  };

  return (
    <div className="page membership">
      <header className="page__header membership__header">
        <PageHeading>{t('membership.title')}</PageHeading>
        <p className="page__lead">{t('membership.lead')}</p>
      </header>
      <div className="split">
        <div className="stack">
          <Card title={t('membership.plansTitle')}>
            {ready ? (
              <>
                <PlanCards
                  products={catalogue}
                  selectedId={product.id}
                  onSelect={(productId) => dispatch(productChosen(productId))}
                  locked={cardsLocked}
                />
                <PromoCodeInput onRemoved={forgetAddressedPromo} />
              </>
            ) : (
              <>
                <PlanCardsPlaceholder />
                <div className="membership__promo-placeholder" aria-hidden="true" />
              </>
            )}
          </Card>
          <Card title={t('membership.benefitsTitle')} className="card--muted">
            <Benefits />
          </Card>
        </div>
        <div className="stack membership__order">
          <Card title={t('membership.orderTitle')}>
            {ready && order ? (
              <Suspense fallback={<SummaryPlaceholder />}>
                <OrderSummary {...order} />
              </Suspense>
            ) : (
              <SummaryPlaceholder />
            )}
            <ContinueBar
              order={ready ? order : null}
              disabled={!ready || promoChecking}
              onContinue={proceed}
            />
          </Card>
          <p className="membership__sign-in">
            {t('membership.haveAccount')}{' '}
            <Link
              to={`/signin${search}`}
              state={handOn}
              onClick={() => dispatch(checkoutRequested())}
            >
              {t('membership.signIn')}
            </Link>
          </p>
          <p className="membership__sign-in">
            <Link to="/gift">{t('membership.gift')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
