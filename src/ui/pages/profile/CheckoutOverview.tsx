import { useTranslation } from 'react-i18next';
import { useCheckoutOrder } from '../../billing/use-billing-schedule';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { OrderSummary } from '../../components/OrderSummary';
import { checkoutClosed } from '../../store/checkout-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';

/** What the person is about to start: the plan, the trial, the promo and when billing begins. */
export function CheckoutOverview() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector((state) => state.checkout.checkout);
  const order = useCheckoutOrder();
  const busy = checkout.status === 'confirming' || checkout.status === 'confirmed';
  if (!order) return null;

  return (
    <Card title={t('checkoutOverview.title')} className="checkout-overview card--muted">
      <OrderSummary {...order} />
      {/* Quiet: beside the payment form, the only strong button is the one that pays. */}
      <Button variant="quiet" disabled={busy} onClick={() => dispatch(checkoutClosed())}>
        {t('checkoutOverview.changePlan')}
      </Button>
    </Card>
  );
}
