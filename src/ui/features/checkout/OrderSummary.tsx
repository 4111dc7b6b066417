import { useTranslation } from 'react-i18next';
import type { BillingSchedule as Schedule } from '../../../domain/billing-schedule';
import type { Product } from '../../../domain/catalogue';
import { BillingSchedule, SummaryRow } from '../../shared/billing/BillingSchedule';
import { planKeys } from '../../shared/i18n/label-keys';

interface OrderSummaryProps {
  product: Product;
  promoCode: string | null;
  schedule: Schedule;
  /** After the order: what was paid today. */
  paid?: boolean;
}

/** The plan, the applied promo code, and the billing schedule with its disclaimer. */
export function OrderSummary({ product, promoCode, schedule, paid }: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <BillingSchedule schedule={schedule} paid={paid}>
      <SummaryRow term={t('orderInfo.plan')}>{t(planKeys(product).title)}</SummaryRow>
      {promoCode && <SummaryRow term={t('orderInfo.promoCode')}>{promoCode}</SummaryRow>}
    </BillingSchedule>
  );
}
