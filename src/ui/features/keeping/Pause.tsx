import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAUSE_MONTHS, type PauseMonths } from '../../../domain/keeping-members';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { RadioGroup } from '../../kit/RadioGroup';
import { Card } from '../../shared/components/Card';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { pauseSubscription } from './keeping-thunks';
import { noticeShown } from '../account';
import { useAppDispatch } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';

/**
 * A pause of one to three months for an active member. A paused member's card says until when,
 * with Resume (the subscription card's status).
 */
export function Pause() {
  const { t } = useTranslation();
  return (
    <Card title={t('keepMembers.pause.title')} className="pause">
      <p>{t('keepMembers.pause.lead')}</p>
      <PauseChoice />
    </Card>
  );
}

/** The months, and the button that pauses; also the offer step's pause. */
export function PauseChoice({ onPaused }: { onPaused?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [months, setMonths] = useState<PauseMonths>(1);
  const pausing = useRequest(pauseSubscription);
  const errorText = useErrorText('keepMembers', pausing.error);

  const pause = async () => {
    const outcome = await pausing.run(months);
    if (!outcome.ok) return;
    const until = outcome.value?.subscription?.pausedUntil ?? null;
    dispatch(
      noticeShown({
        tone: 'success',
        path: '/',
        message: { key: 'keepMembers.pause.paused', values: { date: until ?? '' } },
      }),
    );
    onPaused?.();
  };

  return (
    <div className="stack stack--tight">
      <RadioGroup
        legend={t('keepMembers.pause.legend')}
        legendClassName="field__label"
        name="pause-months"
        options={PAUSE_MONTHS}
        value={months}
        onChange={setMonths}
        labelOf={(option) => t('keepMembers.pause.months', { count: option })}
      />
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <div className="button-row">
        <Button variant="secondary" loading={pausing.busy} onClick={() => void pause()}>
          {t('keepMembers.pause.confirm', { count: months })}
        </Button>
      </div>
    </div>
  );
}
