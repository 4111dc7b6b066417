import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { showsCheckout, showsPlanChooser } from '../../../domain/checkout-rules';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { useAppSelector } from '../../shared/store/hooks';
import {
  selectIsCheckoutOpen,
  selectIsPaymentFormReady,
  Checkout,
  MemberTermsContext,
  PlanChooser,
  useCheckoutArrival,
} from '../checkout';
import { AccountCard, EditProfileCard, PasswordResetSent, ProfileCard } from '../account';
import { CurrentSubscriptionCard } from '../membership';
import { GetAppCard } from './GetAppCard';
import { ExpiringCardNotice, KeepingCards, ProcessingPaymentNotice } from '../keeping';
import { mayChoosePlan } from '../../../domain/gift-membership';
import { GiveGiftCard } from '../gifts';
import { useServices } from '../../shared/services';
import { useGiftMemberTerms } from './use-gift-member-terms';
import './profile.css';
import './profile-paying.css';
import { PageHeading } from '../../shared/components/PageHeading';

/** The member's home: who they are, their plan (or the way to one), their details and account. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const user = useAppSelector((state) => state.auth.user);
  // The page selects only what its layout depends on: the checkout's own steps (confirming, an
  // error) re-render the checkout, not the whole page with its cards.
  const checkoutOpen = useAppSelector(selectIsCheckoutOpen);
  const formReady = useAppSelector(selectIsPaymentFormReady);
  // A gift member invited to choose a plan buys one as someone without a plan would.
  const { today } = useServices();
  const hasPlan = user ? !mayChoosePlan(user, today()) : false;
  useCheckoutArrival(hasPlan);
  const memberTerms = useGiftMemberTerms();
  const paying = showsCheckout(hasPlan, checkoutOpen);
  // Until the card form is here nothing stands below the checkout, to be pushed down when it is.
  // Then the cards come in a render of their own after it, also when the page opens with the form:
  // a phone shows the form a task sooner (decision 0013), and the cards only add to the page's
  // end, so nothing moves.
  const checkoutLoading = paying && !formReady;
  const cardsAfterForm = useDeferredValue(!checkoutLoading, !paying);
  // MemberOnly renders this page only once the user is loaded.
  if (!user) return null;

  // The details sit beside the plan when there is one, else beside the account actions.
  const hasPlanCards = user.subscription !== null || user.subscribed;
  const cardsShown = !checkoutLoading && cardsAfterForm;
  return (
    <MemberTermsContext.Provider value={memberTerms}>
      <div className={paying ? 'page profile profile--paying' : 'page profile'}>
        {/* While paying on a phone, the title is read out but not drawn: the card fields come first. */}
        <header className={paying ? 'page__header visually-hidden-on-phone' : 'page__header'}>
          <PageHeading>{t('profile.title')}</PageHeading>
          {/* While paying, the checkout is the page: the lead would only push it down. */}
          {!paying && <p className="page__lead">{t('profile.lead')}</p>}
        </header>
        <PasswordResetSent />
        <ProfileCard user={user} compact={paying} />
        {showsPlanChooser(hasPlan, checkoutOpen) && <PlanChooser />}
        {paying && <Checkout />}
        {/* Profile sections, one card each, in one list; while paying they wait below. */}
        {cardsShown && (
          <div className="profile-grid">
            <div className="stack profile__column">
              {user.subscription && <ExpiringCardNotice subscription={user.subscription} />}
              {user.subscription && <ProcessingPaymentNotice subscription={user.subscription} />}
              {user.subscription && (
                <CurrentSubscriptionCard
                  subscription={user.subscription}
                  subscribed={user.subscribed}
                />
              )}
              {user.subscription && <KeepingCards subscription={user.subscription} />}
              {user.subscribed && <GetAppCard />}
              {!hasPlanCards && <EditProfileCard user={user} />}
            </div>
            <div className="stack profile__column">
              {hasPlanCards && <EditProfileCard user={user} />}
              <AccountCard email={user.email} />
              <GiveGiftCard />
            </div>
          </div>
        )}
      </div>
    </MemberTermsContext.Provider>
  );
}
