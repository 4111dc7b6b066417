import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentProblemOf, type PaymentProblem } from '../../../domain/keeping-members';
import { Button } from '../../kit/Button';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { noticeShown } from '../account';
import { useAppDispatch } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';
import { confirmRenewal } from './member-thunks';

/**
 * The ways to pay a renewal that failed, shared by the subscription card (on the profile) and the
 * past-due banner (on the other member pages), so that one action has one name everywhere.
 */

/** A new card, then the renewal is charged again. */
export function UpdateCardLink({ amount }: { amount: string }) {
  const { t } = useTranslation();
  return (
    <Link className="button button--primary" to="/change-payment-method">
      {t('keepMembers.pastDue.updateCard', { amount })}
    </Link>
  );
}

/**
 * The bank's check, with the card on file. Should the bank not confirm it, the reason is said and
 * a new card is the way left.
 */
export function ConfirmWithBank({ problem, amount }: { problem: PaymentProblem; amount: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirming = useRequest(confirmRenewal);
  const errorText = useErrorText('keepMembers', confirming.error);

  const confirm = async () => {
    const outcome = await confirming.run(problem);
    // A payment the bank still processes leaves the request up, and says nothing yet.
    if (!outcome.ok || paymentProblemOf(outcome.value?.subscription)) return;
    dispatch(
      noticeShown({ tone: 'success', path: '/', message: { key: 'keepMembers.pastDue.paid' } }),
    );
  };

  return (
    <div className="stack stack--tight">
      <div className="button-row">
        <Button loading={confirming.busy} onClick={() => void confirm()}>
          {t('keepMembers.pastDue.confirmWithBank')}
        </Button>
      </div>
      {errorText && (
        <div role="alert" className="stack stack--tight">
          <p>{errorText}</p>
          <p>{t('keepMembers.pastDue.otherCard')}</p>
          <UpdateCardLink amount={amount} />
        </div>
      )}
    </div>
  );
}
