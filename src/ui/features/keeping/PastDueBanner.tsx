import { useTranslation } from 'react-i18next';
import { paymentProblemOf } from '../../../domain/keeping-members';
import { day, moneyWords } from './keeping-words';
import { Alert } from '../../kit/Alert';
import { ConfirmWithBank, UpdateCardLink } from '../membership';
import { selectSubscription } from '../../shared/store/selectors';
import { useAppSelector } from '../../shared/store/hooks';
import './keeping.css';

/**
 * On every member page but the profile (whose subscription card says it) while a renewal is
 * unpaid: what failed, until when access lasts, and one button to fix it: a new card (then the
 * renewal is charged again), or the bank's check, which is a calm request, not a failure.
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
      <Alert tone={bankCheck ? 'warning' : 'error'} className="past-due__alert">
        <h2 id="past-due-title" className="past-due__title">
          {t(bankCheck ? 'keepMembers.pastDue.bankCheckTitle' : 'keepMembers.pastDue.title')}
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
