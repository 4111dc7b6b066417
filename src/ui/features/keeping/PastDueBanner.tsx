import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentProblemOf, type PaymentProblem } from '../../../domain/keeping-members';
import { day, moneyWords } from './keeping-words';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { confirmRenewal } from './keeping-thunks';
import { noticeShown } from '../account';
import { selectSubscription } from '../../shared/store/selectors';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';
import './keeping.css';

/**
 * On every member page while a renewal is unpaid: what failed, until when access lasts, and one
 * button to fix it: a new card (then the renewal is charged again), or the bank's check.
 */
export default function PastDueBanner() {
  const { t, i18n } = useTranslation();
  const problem = paymentProblemOf(useAppSelector(selectSubscription));
  if (!problem) return null;
  const values = {
    amount: moneyWords(problem.amount, i18n.language),
    date: day(problem.failedOn, i18n.language),
    until: day(problem.accessUntil, i18n.language),
  };
  const bankCheck = problem.kind === 'authentication_required';
  return (
    <section className="past-due" aria-labelledby="past-due-title">
      <Alert tone="error" className="past-due__alert">
        <h2 id="past-due-title" className="past-due__title">
          {t('keepMembers.pastDue.title')}
        </h2>
        <p>
          {t(bankCheck ? 'keepMembers.pastDue.bankCheck' : 'keepMembers.pastDue.failed', values)}
        </p>
        {bankCheck ? (
          <ConfirmWithBank problem={problem} amount={values.amount} />
        ) : (
          <UpdateCardLink amount={values.amount} />
        )}
      </Alert>
    </section>
  );
}

function UpdateCardLink({ amount }: { amount: string }) {
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
function ConfirmWithBank({ problem, amount }: { problem: PaymentProblem; amount: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirming = useRequest(confirmRenewal);
  const errorText = useErrorText('keepMembers', confirming.error);

  const confirm = async () => {
    const outcome = await confirming.run(problem);
    // A payment the bank still processes leaves the banner up, and says nothing yet.
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
        <>
          {/* The banner is an alert already: what is added to it is read out. */}
          <p>{errorText}</p>
          <p>{t('keepMembers.pastDue.otherCard')}</p>
          <UpdateCardLink amount={amount} />
        </>
      )}
    </div>
  );
}
