import { useTranslation } from 'react-i18next';
import { useCheckoutOrder } from './use-billing-schedule';
import { useVatPreviews } from './vat-previews';
import { isGiftMembership } from '../../../domain/gift-membership';
import { Button } from '../../kit/Button';
import { Card } from '../../shared/components/Card';
import { PLAN_CHOOSER_ID } from '../../shared/components/anchors';
import { OrderSummary } from './OrderSummary';
import { PageLoading } from '../../shared/components/PageLoading';
import { PlanCards } from './PlanCards';
import { PromoCodeInput } from './PromoCodeInput';
import { useForgetAddressedPromo } from './use-order-query';
import { productChosen } from './checkout-slice';
import { openCheckout } from './checkout-thunks';
import {
  selectArePlanCardsLocked,
  selectIsCatalogueReady,
  selectIsPromoChecking,
} from './selectors';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CheckoutError } from './CheckoutError';

/** Plans, promo code and the order so far, then Continue to the payment form. */
export function PlanChooser() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const catalogue = useAppSelector((state) => state.checkout.catalogue);
  const product = useAppSelector((state) => state.checkout.product);
  const cardsLocked = useAppSelector(selectArePlanCardsLocked);
  const promoChecking = useAppSelector(selectIsPromoChecking);
  const opening = useAppSelector((state) => state.checkout.checkout.status === 'opening');
  const plansReady = useAppSelector(selectIsCatalogueReady) && catalogue.length > 0;
  const order = useCheckoutOrder();
  useVatPreviews();
  const forgetAddressedPromo = useForgetAddressedPromo();
  // A gift member's plan has no trial: it starts when the gift ends.
  const giftMember = useAppSelector((state) => isGiftMembership(state.auth.user?.subscription));

  return (
    <Card
      id={PLAN_CHOOSER_ID}
      title={t('profile.planChooser.title')}
      className="plan-chooser"
      isOutcome
    >
      <p className="profile__card-lead">
        {t(giftMember ? 'giftMembership.chooserLead' : 'profile.planChooser.lead')}
      </p>
      <div className="split">
        <div className="stack">
          {plansReady ? (
            <PlanCards
              products={catalogue}
              selectedId={product?.id ?? null}
              onSelect={(productId) => dispatch(productChosen(productId))}
              locked={cardsLocked || opening}
            />
          ) : (
            <div className="plan-chooser__placeholder">
              <PageLoading label={t('profile.planChooser.loadingPlans')} />
            </div>
          )}
          <PromoCodeInput onRemoved={forgetAddressedPromo} />
        </div>
        <section
          className="stack plan-chooser__summary"
          aria-label={t('profile.planChooser.summaryTitle')}
        >
          <h3>{t('profile.planChooser.summaryTitle')}</h3>
          {order && <OrderSummary {...order} />}
          <CheckoutError />
          <Button
            wide
            loading={opening}
            disabled={promoChecking}
            onClick={() => void dispatch(openCheckout())}
          >
            {t('profile.planChooser.continue')}
          </Button>
          <p className="plan-chooser__status" role="status">
            {opening ? t('checkoutForm.billingLoading') : ''}
          </p>
        </section>
      </div>
    </Card>
  );
}
