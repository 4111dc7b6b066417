import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextBillingDateOf } from '../../../domain/subscription';
import { day } from '../../billing/schedule-words';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useErrorText } from '../../i18n/use-error-text';
import { resumeSubscription } from '../../store/auth-slice';
import { noticeShown } from '../../store/notice-slice';
import type { Rejection } from '../../store/rejection';
import { useAppDispatch } from '../../store/store';

/**
 * Turns renewal back on while a cancelled subscription still has access. The notice that says so
 * takes the focus the vanished button leaves.
 */
export function ResumeSubscriptionButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [resuming, setResuming] = useState(false);
  const [error, setError] = useState<Rejection | null>(null);
  const errorText = useErrorText('resume', error);

  const resume = async () => {
    if (resuming) return;
    setResuming(true);
    setError(null);
    try {
      const user = await dispatch(resumeSubscription()).unwrap();
      const next = user?.subscription ? nextBillingDateOf(user.subscription) : null;
      dispatch(
        noticeShown({
          tone: 'success',
          path: '/',
          message: next
            ? { key: 'currentSubscription.resumed', values: { date: day(next) } }
            : { key: 'currentSubscription.resumedNoDate' },
        }),
      );
    } catch (reason) {
      setResuming(false);
      setError(reason as Rejection);
    }
  };

  return (
    <div className="stack stack--tight">
      <Button variant="secondary" loading={resuming} onClick={() => void resume()}>
        {t('currentSubscription.resume')}
      </Button>
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </div>
  );
}
