import { loadPastDueBanner } from '../features/keeping';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { searchWithSecrets, secretsOfState, stateWithSecrets } from '../shared/address-secrets';
import { Button } from '../kit/Button';
import { PageLoading } from '../shared/components/PageLoading';
import { signOut, reloadSessionProfile } from '../features/account';
import { memberArrivalAnswered, memberArrived } from '../features/membership';
import { addAppListener } from '../shared/store/listeners';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { selectIsPastDue } from '../shared/store/selectors';
import { PageHeading } from '../shared/components/PageHeading';
import { preloadLaterWords } from '../shared/i18n/later-words';
import { useOpeningEffect } from '../shared/use-opening-effect';
import { giftReturnPath } from '../features/gifts';

function ProfileLoadFailed() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="page page--narrow" role="alert">
      <PageHeading>{t('profile.errors.loadFailedTitle')}</PageHeading>
      <p className="page__lead">{t('profile.errors.loadFailed')}</p>
      <div className="button-row">
        <Button onClick={() => void dispatch(reloadSessionProfile())}>{t('common.retry')}</Button>
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
  const { i18n } = useTranslation();
  // A visitor's next pages are a member's: their words are here before the account is.
  useOpeningEffect(() => preloadLaterWords(i18n), [i18n]);
  if (status === 'signedIn' || status === 'failed') {
    // A visitor who signed in to buy or redeem a gift goes back to it.
    return <Navigate to={giftReturnPath() ?? `/${search}`} replace />;
  }
  return <Outlet />;
}

/**
 * Logged-in pages: a visitor is sent to /signin. Back from the payment provider, this layout
 * restores the saved order, and once the return is handled replaces the history entry, which
 * forgets the provider's parameters the page's start kept in it (src/ui/shared/address-secrets.ts).
 */
export function MemberOnly() {
  const status = useAppSelector((state) => state.auth.status);
  const pastDue = useAppSelector(selectIsPastDue);
  const changedEmail = useAppSelector((state) => state.notice.changedEmail);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (status !== 'signedIn') return;
    const { pathname } = location;
    // The provider's return parameters, which the page's start took out of the address.
    const search = searchWithSecrets(location.search, secretsOfState(location.state));
    dispatch(memberArrived({ pathname, search }));
    // Runs once per signed-in navigation; the query is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, location.key]);

  // The address an arrival answers replaces the current one, for as long as the layout is here.
  useEffect(
    () =>
      dispatch(
        addAppListener({
          actionCreator: memberArrivalAnswered,
          effect: ({ payload: next }) => {
            if (next) void navigate(next, { replace: true });
          },
        }),
      ),
    [dispatch, navigate],
  );

  useEffect(() => {
    // Back from a provider's page (a bank's check) the browser may restore this page as it was
    // left, mid-confirmation, without any arrival: it is loaded again, so the arrival asks.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (status === 'loading') return <PageLoading />;
  if (status === 'failed') return <ProfileLoadFailed />;
  if (status === 'signedOut') {
    // A session that ended after a change of e-mail: the sign-in asks for the new address, handed
    // over in the router's state, never in the address.
    const handed = changedEmail ? stateWithSecrets({ email: changedEmail }) : undefined;
    return <Navigate to="/signin" state={handed} replace />;
  }
  return (
    <>
      {/* On the profile the subscription card tells the unpaid renewal, with its action. */}
      {pastDue && location.pathname !== '/' && (
        <Suspense fallback={null}>
          <PastDueBanner />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

/** The banner of a failed renewal, on every member page; its own chunk, loaded only when due. */
const PastDueBanner = lazy(loadPastDueBanner);
