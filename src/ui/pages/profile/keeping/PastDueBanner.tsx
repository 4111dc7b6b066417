import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentProblemOf } from '../../../../domain/keeping-members';
import { day, moneyWords } from '../../../billing/keeping-words';
import { Alert } from '../../../components/Alert';
import { selectSubscription } from '../../../store/selectors';
import { useAppSelector } from '../../../store/hooks';
import './keeping.css';

/**
 * On every member page while a renewal is unpaid: what failed, until when access lasts, and one
 * button to fix it: a new card (then the renewal is charged again), or the bank's check.
 */
export default function PastDueBanner() {
  const { t } = useTranslation();
  const problem = paymentProblemOf(useAppSelector(selectSubscription));
  if (!problem) return null;
  const values = {
    amount: moneyWords(problem.amount),
    date: day(problem.failedOn),
    until: day(problem.accessUntil),
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
        <Link className="button button--primary" to="/change-payment-method">
          {t('keepMembers.pastDue.updateCard', values)}
        </Link>
      </Alert>
    </section>
  );
}
