import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsCatalogueReady } from './selectors';
import { useAppSelector } from '../../shared/store/hooks';
import { useCheckoutOrder } from './use-billing-schedule';
import { useVatPreviews } from './vat-previews';
import { Benefits } from '../../shared/components/Benefits';
import { Card } from '../../shared/components/Card';
import { OrderSummary } from './OrderSummary';
import { useOrderFromQuery } from './use-order-query';
import { useCheckoutAtSignIn } from './checkout-at-sign-in';

/**
 * Beside the sign-in and sign-up forms: the order summary when a plan is chosen (with the applied
 * promo code), otherwise what a membership brings. Memoized: it takes no props, so a keystroke or
 * the press of "Create account" re-renders the form beside it, not the order (decision 0013).
 */
export const OrderInfoPanel = memo(function OrderInfoPanel() {
  const { t } = useTranslation();
  const named = useOrderFromQuery({ always: false });
  const catalogueReady = useAppSelector(selectIsCatalogueReady);
  const order = useCheckoutOrder();
  useVatPreviews();
  useCheckoutAtSignIn();

  if (order) {
    return (
      <Card title={t('orderInfo.title')} className="order-info">
        <OrderSummary {...order} />
      </Card>
    );
  }
  // Named in the address and on its way: hold the summary's place rather than flash the benefits.
  if (named && !catalogueReady) {
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
});
