import { useTranslation } from 'react-i18next';
import { ScheduleLine } from '../../shared/billing/BillingSchedule';
import { useCheckoutOrder } from './use-billing-schedule';
import { Button } from '../../kit/Button';
import { planKeys } from '../../shared/i18n/label-keys';
import { checkoutClosed } from './checkout-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/**
 * What the person is about to start: the plan and its schedule in one line (ScheduleLine), with
 * the applied code as its last part, and Change plan. It sits directly above the wallet buttons, which commit to it.
 */
export function CheckoutOverview() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector((state) => state.checkout.checkout);
  const order = useCheckoutOrder();
  const busy = checkout.status === 'confirming' || checkout.status === 'confirmed';
  if (!order) return null;

  return (
    <section className="checkout-overview" aria-label={t('checkoutOverview.title')}>
      <div className="checkout-overview__text">
        {/* The code is the line's last part: on a line of its own it pushed the card fields
            below a phone's first screen in German. */}
        <ScheduleLine
          schedule={order.schedule}
          lead={<strong>{t(planKeys(order.product).title)}</strong>}
          trail={
            order.promoCode && (
              <span className="chip">{t('checkoutOverview.code', { code: order.promoCode })}</span>
            )
          }
        />
      </div>
      {/* Quiet: in the checkout, the only strong button is the one that pays. */}
      {/* "Change" keeps the order on one line on a phone; its name says what it changes. */}
      <Button
        variant="quiet"
        disabled={busy}
        aria-label={t('checkoutOverview.changePlan')}
        onClick={() => dispatch(checkoutClosed())}
      >
        {t('checkoutOverview.change')}
      </Button>
    </section>
  );
}
