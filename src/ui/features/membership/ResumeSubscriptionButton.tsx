import { useTranslation } from 'react-i18next';
import { nextBillingDateOf } from '../../../domain/subscription';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { resumeSubscription } from './member-thunks';
import { noticeShown } from '../account';
import { useAppDispatch } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';

/**
 * Turns renewal back on while a cancelled subscription still has access, or ends a pause: the
 * state's one action, so a filled button. The notice that says so takes the focus the vanished
 * button leaves.
 */
export function ResumeSubscriptionButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const resuming = useRequest(resumeSubscription);
  const errorText = useErrorText('resume', resuming.error);

  const resume = async () => {
    const outcome = await resuming.run();
    if (outcome.ok) {
      const user = outcome.value;
      const next = user?.subscription ? nextBillingDateOf(user.subscription) : null;
      dispatch(
        noticeShown({
          tone: 'success',
          path: '/',
          message: next
            ? { key: 'currentSubscription.resumed', values: { date: next } }
            : { key: 'currentSubscription.resumedNoDate' },
        }),
      );
    }
  };

  return (
    <div className="stack stack--tight">
      <Button loading={resuming.busy} onClick={() => void resume()}>
        {label ?? t('currentSubscription.resume')}
      </Button>
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </div>
  );
}
