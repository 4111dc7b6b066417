import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../kit/Button';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../kit/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { abandonOrder } from '../../store/checkout-thunks';
import { paymentCheckRequested } from '../../store/member-arrival';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useRequest } from '../../store/use-request';

/**
 * The order's payment is not settled yet: the bank's check is open or was left, the payment is
 * processing, or the provider cannot be asked. Nothing is shown as paid. While the portal asks
 * again by itself the page says so; once it stops, it tells the member what to do: check again,
 * or go back to the checkout and pay again.
 */
export function ConfirmingPayment() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const check = useAppSelector((state) => state.checkout.paymentCheck);
  const abandon = useRequest(abandonOrder);
  const unconfirmed = check === 'unconfirmed';
  useDocumentTitle(
    t(unconfirmed ? 'confirmingPayment.unconfirmedTitle' : 'confirmingPayment.title'),
  );

  const payAgain = async () => {
    const outcome = await abandon.run();
    if (outcome.ok) void navigate('/', { replace: true });
  };

  return (
    <div className="page page--narrow confirming-payment">
      <PageHeading>
        {t(unconfirmed ? 'confirmingPayment.unconfirmedTitle' : 'confirmingPayment.title')}
      </PageHeading>
      {unconfirmed ? (
        <>
          <p className="page__lead" role="alert">
            {t('confirmingPayment.unconfirmedLead')}
          </p>
          <div className="button-row">
            <Button onClick={() => void dispatch(paymentCheckRequested())}>
              {t('confirmingPayment.checkAgain')}
            </Button>
            <Button variant="secondary" loading={abandon.busy} onClick={() => void payAgain()}>
              {t('confirmingPayment.payAgain')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="page__lead">{t('confirmingPayment.lead')}</p>
          <p className="page-loading" role="status">
            <Spinner />
            <span>{t('confirmingPayment.checking')}</span>
          </p>
        </>
      )}
    </div>
  );
}
