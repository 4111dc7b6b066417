import type { BankRedirectMethod } from '../../domain/payment-methods';
import { useDemoTranslation } from './demo-catalogue';

interface Props {
  method: BankRedirectMethod;
  /** A subscription's payment: the renewals are debited from the same account (the mandate). */
  renews: boolean;
}

/**
 * What the Payment Element says of iDEAL | Wero and Bancontact before the person pays: they leave
 * for their bank and come back, and a subscription's renewals are debited by SEPA Direct Debit.
 */
export function DemoBankRedirectNote({ method, renews }: Props) {
  const { t } = useDemoTranslation();
  return (
    <div className="demo-card-form__fields">
      <p className="demo-card-form__legend">{t(`cardForm.${method}`)}</p>
      <p className="demo-card-form__mandate">{t('cardForm.bankRedirect.leave')}</p>
      {renews && (
        <p className="demo-card-form__mandate">{t(`cardForm.bankRedirect.renewals.${method}`)}</p>
      )}
    </div>
  );
}
