import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../shared/components/PageHeading';
import { PageLoading } from '../../shared/components/PageLoading';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { giftPaymentArrived, listenForGiftPayments } from './gift-flows';
import { settleGiftPayment } from './gift-thunks';
import { GiftReady } from './GiftReady';
import { giftSettlementLeft, selectGiftSettlement } from './gifts-slice';
import { useGiftsTranslation } from './gifts-catalogue';
import './gifts.css';

/**
 * /gift/paid, where a gift's payment ends, however the buyer comes back (the provider's return,
 * a reload, Back, another tab): the kept payment is settled on the provider's word, never on the
 * address. Paid: the code and how it travels. Under way: said honestly, asked about again, and
 * never a second payment offered. Failed: back to the gift, nothing charged.
 */
export function GiftPaidPage() {
  const status = useAppSelector((state) => state.auth.status);
  if (status === 'loading') return <PageLoading />;
  if (status !== 'signedIn') return <Navigate to="/gift" replace />;
  return <Settling />;
}

function Settling() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const settlement = useAppSelector(selectGiftSettlement);

  useEffect(() => {
    const stopListening = listenForGiftPayments(dispatch);
    dispatch(giftPaymentArrived());
    return () => {
      stopListening();
      dispatch(giftSettlementLeft());
    };
  }, [dispatch]);

  const settled = settlement !== null && settlement.status !== 'confirming';
  useEffect(() => {
    // The provider's return parameters, kept in the history entry, are done with.
    if (settled && location.state !== null) {
      void navigate({ pathname: location.pathname }, { replace: true, state: null });
    }
  }, [settled, location.state, location.pathname, navigate]);

  switch (settlement?.status) {
    case undefined:
      return <PageLoading />;
    case 'confirming':
      return <ConfirmingGift />;
    case 'failed':
      return <Navigate to="/gift" replace state={{ giftPaymentFailed: true }} />;
    case 'none':
      return <NothingWaiting />;
    case 'succeeded':
      return <GiftReady gift={settlement.gift} />;
  }
}

/** The payment is under way: no code yet, no second payment, and the portal keeps asking. */
function ConfirmingGift() {
  const { t } = useGiftsTranslation();
  useDocumentTitle(t('confirming.title'));
  const dispatch = useAppDispatch();
  const uid = useAppSelector((state) => state.auth.uid);
  return (
    <div className="page page--narrow gift-page">
      <PageHeading>{t('confirming.title')}</PageHeading>
      <p className="page__lead">{t('confirming.lead')}</p>
      <p className="gift-page__status" role="status">
        <Spinner />
        <span>{t('confirming.checking')}</span>
      </p>
      <div className="button-row">
        <Button
          variant="secondary"
          onClick={() => {
            if (uid) void dispatch(settleGiftPayment(uid));
          }}
        >
          {t('confirming.checkAgain')}
        </Button>
      </div>
    </div>
  );
}

function NothingWaiting() {
  const { t } = useGiftsTranslation();
  useDocumentTitle(t('shop.title'));
  return (
    <div className="page page--narrow gift-page">
      <PageHeading>{t('shop.title')}</PageHeading>
      <p className="page__lead">{t('paid.none')}</p>
      <Link className="button button--primary" to="/gift">
        {t('paid.another')}
      </Link>
    </div>
  );
}
