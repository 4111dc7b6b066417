import { useTranslation } from 'react-i18next';
import { ScheduleLine } from '../../shared/billing/BillingSchedule';
import { useCheckoutOrder } from './use-billing-schedule';
import { Button } from '../../kit/Button';
import { planKeys } from '../../shared/i18n/label-keys';
import { checkoutClosed } from './checkout-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/**
 * What the person is about to start: the plan with Change plan beside it, then its schedule in
 * one line (ScheduleLine) with the applied code as its last part. It sits directly above the
 * wallet buttons, which commit to it.
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
      <p className="checkout-overview__plan">
        <strong>{t(planKeys(order.product).title)}</strong>
      </p>
      {/* Quiet: in the checkout, the only strong button is the one that pays. */}
      {/* "Change", short, fits beside the plan on a phone; its name says what it changes. */}
      <Button
        variant="quiet"
        disabled={busy}
        aria-label={t('checkoutOverview.changePlan')}
        onClick={() => dispatch(checkoutClosed())}
      >
        {t('checkoutOverview.change')}
      </Button>
      {/* Under the plan and Change, the schedule has the box's whole width, the code its last
          part: beside Change, in a narrow column, it pushed a phone's card fields below its
          first screen. */}
      <ScheduleLine
        schedule={order.schedule}
        trail={
          order.promoCode && (
            <span className="chip">{t('checkoutOverview.code', { code: order.promoCode })}</span>
          )
        }
      />
    </section>
  );
}
