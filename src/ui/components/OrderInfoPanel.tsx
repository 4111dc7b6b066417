import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { planTypeFromQuery } from '../../domain/plan-query';
import { normalisePromo } from '../../domain/promo';
import {
  applyPromo,
  checkoutRequested,
  loadCatalogue,
  productChosen,
} from '../store/checkout-slice';
import { useAppDispatch, useAppSelector, type AppStore } from '../store/store';
import { useCheckoutOrder } from '../billing/use-billing-schedule';
import { Benefits } from './Benefits';
import { Card } from './Card';
import { OrderSummary } from './OrderSummary';
import { selectAppliedPromoCode } from '../store/selectors';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Brings the order named in the address into the store: the catalogue of the visitor's country,
 * the plan of `?plan=` (a plan named there wins over one chosen earlier), then the `?promo=` code.
 * `always` (the membership page) loads the catalogue on every arrival; otherwise (sign-in, sign-up)
 * only when the address names an order and none is chosen yet, e.g. after a reload.
 * Runs once per visit of the page. Returns whether the address names an order.
 */
export function useOrderFromQuery({ always }: { always: boolean }): boolean {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const plan = params.get('plan');
  const promo = normalisePromo(params.get('promo'));
  const named = plan !== null || promo !== null;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!always && (!named || store.getState().checkout.product)) return;
    if (!always) dispatch(checkoutRequested());
    void dispatch(loadCatalogue(plan)).then((action) => {
      if (!loadCatalogue.fulfilled.match(action)) return;
      const { product } = store.getState().checkout;
      const selected = action.payload.selected;
      if (planTypeFromQuery(plan) && selected && product?.id !== selected.id) {
        dispatch(productChosen(selected.id));
      }
      const alreadyApplied = selectAppliedPromoCode(store.getState()) === promo;
      if (promo !== null && !alreadyApplied) void dispatch(applyPromo(promo));
    });
  }, [always, named, plan, promo, dispatch, store]);
  return named;
}

/**
 * Beside the sign-in and sign-up forms: the order summary when a plan is chosen (with the applied
 * promo code), otherwise what a membership brings.
 */
export function OrderInfoPanel() {
  const { t } = useTranslation();
  const named = useOrderFromQuery({ always: false });
  const catalogueStatus = useAppSelector((state) => state.checkout.catalogueStatus);
  const order = useCheckoutOrder();

  if (order) {
    return (
      <Card title={t('orderInfo.title')} className="order-info">
        <OrderSummary {...order} />
      </Card>
    );
  }
  // Named in the address and on its way: hold the summary's place rather than flash the benefits.
  if (named && catalogueStatus !== 'ready') {
    return (
      <Card title={t('orderInfo.title')} className="order-info" aria-busy="true">
        <div className="order-info__placeholder" role="status">
          {t('orderInfo.loading')}
        </div>
      </Card>
    );
  }
  return (
    <Card title={t('orderInfo.benefitsTitle')} className="order-info">
      <Benefits />
    </Card>
  );
}
