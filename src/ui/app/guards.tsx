import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { providerReturnOf } from '../../domain/order';
import { Button } from '../components/Button';
import { PageLoading } from '../components/PageLoading';
import { reloadProfile, signOut } from '../store/auth-slice';
import { restoreOrder } from '../store/checkout-slice';
import { completeReturnedPaymentMethodChange } from '../store/payment-method-thunks';
import { useAppDispatch, useAppSelector } from '../store/store';
import { PageHeading } from '../components/PageHeading';

function ProfileLoadFailed() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="page page--narrow" role="alert">
      <PageHeading>{t('profile.errors.loadFailedTitle')}</PageHeading>
      <p className="page__lead">{t('profile.errors.loadFailed')}</p>
      <div className="button-row">
        <Button onClick={() => void dispatch(reloadProfile())}>{t('common.retry')}</Button>
        <Button variant="secondary" onClick={() => void dispatch(signOut())}>
          {t('logOut.label')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Logged-out pages: a signed-in person is sent to the profile. While the session is still being
 * read the page shows, as it was prerendered (src/prerender.tsx): most who land here are visitors,
 * and they see the page at once instead of a spinner.
 */
export function VisitorOnly() {
  const status = useAppSelector((state) => state.auth.status);
  const { search } = useLocation();
  if (status === 'signedIn' || status === 'failed') return <Navigate to={`/${search}`} replace />;
  return <Outlet />;
}

/**
 * Logged-in pages: a visitor is sent to /signin. Back from the payment provider, this layout
 * restores the saved order and cleans the provider's parameters out of the address bar.
 */
export function MemberOnly() {
  const status = useAppSelector((state) => state.auth.status);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  useEffect(() => {
    if (status !== 'signedIn') return;
    const returned = providerReturnOf(location.pathname, params);
    if (returned?.kind === 'payment-method') {
      // Back from a bank's check of a new card (change payment method).
      void dispatch(completeReturnedPaymentMethodChange(returned.clientSecret)).then(() =>
        navigate(location.pathname, { replace: true }),
      );
      return;
    }
    const { redirectStatus = null, clientSecret = null } = returned ?? {};
    void dispatch(restoreOrder({ redirectStatus, clientSecret })).then((action) => {
      const restored = restoreOrder.fulfilled.match(action) ? action.payload : null;
      if (restored?.status === 'succeeded') void dispatch(reloadProfile());
      if (restored?.status === 'failed') void navigate('/', { replace: true });
      else if (returned) void navigate(location.pathname, { replace: true });
    });
    // Runs once per signed-in navigation; the query is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, location.key]);

  if (status === 'loading') return <PageLoading />;
  if (status === 'failed') return <ProfileLoadFailed />;
  if (status === 'signedOut') return <Navigate to="/signin" replace />;
  return <Outlet />;
}
