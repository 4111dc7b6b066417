import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { CANCEL_REASONS, type CancelReason } from '../../../../domain/cancel-reasons';
import { parseDay } from '../../../../domain/dates';
import {
  accessEndsOn,
  canCancel,
  isStripeSubscription,
  type Subscription,
} from '../../../../domain/subscription';
import { CancellationConsequence, CancellationTerms } from '../../../shared/billing/MemberBilling';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { RadioGroup } from '../../../kit/RadioGroup';
import { Card } from '../../../shared/components/Card';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { cancelReasonKey } from '../../../shared/i18n/label-keys';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { cancelSubscription } from '../../membership';
import { noticeShown } from '../../account';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { isUnderWay, useRequest } from '../../../shared/store/use-request';
import './cancel-subscription.css';
import { PageHeading } from '../../../shared/components/PageHeading';
import { selectSubscription } from '../../../shared/store/selectors';
import {
  retentionOfferKind,
  type RetentionOffer as Offer,
} from '../../../../domain/keeping-members';
import { loadRetentionOffer } from '../keeping-thunks';
import { RetentionOffer } from './RetentionOffer';

/**
 * /cancel-subscription: only for a renewing subscription paid through Stripe. Whether it may be
 * cancelled is judged on arrival, so the cancellation itself does not bounce the page.
 */
export function CancelSubscriptionPage() {
  const subscription = useAppSelector(selectSubscription);
  const [cancellable] = useState(() => canCancel(subscription));
  if (!subscription || !isStripeSubscription(subscription) || !cancellable) {
    return <Navigate to="/" replace />;
  }
  return <CancelForm subscription={subscription} />;
}

function CancelForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const consequenceId = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const cancellation = useRequest(cancelSubscription);
  // Keeping members: at most one offer, after the reason; "Continue cancelling" finishes at once.
  const offerRequest = useRequest(loadRetentionOffer);
  const [offer, setOffer] = useState<Offer | 'support' | null>(null);
  const [offered, setOffered] = useState(false);
  // Cancelled, the page is left for the profile: it stays busy until then.
  const cancelling = isUnderWay(cancellation.status);
  const errorText = useErrorText('cancel', cancellation.error);
  useDocumentTitle(t('cancelSubscription.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || cancelling || offerRequest.busy) return;
    if (!offered) {
      const kind = retentionOfferKind(reason, subscription);
      if (kind === 'support') {
        setOffered(true);
        setOffer('support');
        return;
      }
      if (kind) {
        setOffered(true);
        const found = await offerRequest.run(reason);
        // No offer, or none could be read: the cancellation goes on at once.
        if (found.ok && found.value) {
          setOffer(found.value);
          return;
        }
      }
    }
    await cancelNow();
  };

  const cancelNow = async () => {
    if (!reason || cancelling) return;
    const outcome = await cancellation.run(reason);
    if (outcome.ok) {
      const user = outcome.value;
      const date = user?.subscription ? accessEndsOn(user.subscription) : null;
      dispatch(
        noticeShown({
          tone: 'success',
          path: '/',
          message:
            date && parseDay(date)
              ? { key: 'cancelSubscription.cancelled', values: { date } }
              : { key: 'cancelSubscription.cancelledNoDate' },
        }),
      );
      void navigate('/', { replace: true });
    }
  };

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <PageHeading>{t('cancelSubscription.title')}</PageHeading>
        <p className="page__lead">{t('cancelSubscription.lead')}</p>
      </header>

      <Alert tone="info">
        <p>
          <CancellationTerms subscription={subscription} />
        </p>
        <p className="cancel-note">{t('cancelSubscription.renewalNote')}</p>
      </Alert>

      {offer && (
        <RetentionOffer
          offer={offer}
          subscription={subscription}
          cancelling={cancelling}
          onContinue={() => void cancelNow()}
        />
      )}
      {offer && errorText && <Alert tone="error">{errorText}</Alert>}
      <Card hidden={offer !== null}>
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <RadioGroup
            legend={t('cancelSubscription.legend')}
            name="reason"
            options={CANCEL_REASONS}
            value={reason}
            onChange={setReason}
            labelOf={(option) => t(cancelReasonKey(option))}
            busy={cancelling}
          />
          {/* With an offer shown, the failure is said beside it, once. */}
          {!offer && errorText && <Alert tone="error">{errorText}</Alert>}
          <div className="button-row cancel-actions">
            <p className="consequence" id={consequenceId}>
              <CancellationConsequence subscription={subscription} />
            </p>
            <Button
              type="submit"
              variant="danger"
              loading={cancelling || offerRequest.busy}
              disabled={!reason}
              aria-describedby={consequenceId}
            >
              {t('cancelSubscription.continue')}
            </Button>
            <Link className="button button--secondary" to="/">
              {t('cancelSubscription.keep')}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
