import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSchedule } from '../../../domain/billing-schedule';
import { Button } from '../../kit/Button';
import { calendarReminderIcs } from './calendar-reminder';
import { timelineSteps } from './checkout-words';
import { scheduleValues, scheduleWords } from './schedule-words';
import './billing.css';

/**
 * The trial in three steps, behind a disclosure ("How your trial works"): today (nothing
 * charged), the reminder before it ends, the first charge; each node says what happens that day,
 * then when, then the detail; with a calendar reminder for the second step. With `withDisclaimer`
 * the schedule's disclaimer (the renewal and cancellation rule) closes it, and a schedule without a
 * trial shows that alone ("How billing works"); otherwise nothing without a trial.
 */
export function TrialTimeline({
  schedule,
  withDisclaimer = false,
}: {
  schedule: BillingSchedule;
  withDisclaimer?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const timeline = timelineSteps(schedule, t, i18n.language);
  const { disclaimer } = scheduleWords(schedule, t, i18n.language);
  if (!timeline && !withDisclaimer) return null;
  return (
    <details className="disclosure">
      <summary className="disclosure__toggle">
        {t(timeline ? 'billing.timeline.label' : 'billing.timeline.labelNoTrial')}
      </summary>
      <div className="disclosure__body">
        {timeline && (
          <ol className="trial-timeline__steps" aria-label={t('billing.timeline.label')}>
            {timeline.map((step) => (
              <li key={step.day + step.title} className="trial-timeline__step">
                <span className="trial-timeline__title">{step.title}</span>
                <time className="trial-timeline__when" dateTime={step.day}>
                  {step.when}
                </time>
                <span className="trial-timeline__what">{step.what}</span>
              </li>
            ))}
          </ol>
        )}
        {timeline && <CalendarReminderButton schedule={schedule} />}
        {withDisclaimer && <p className="disclaimer">{disclaimer}</p>}
      </div>
    </details>
  );
}

/**
 * Downloads an .ics event for the reminder day, written here: no network, nothing stored. The
 * button says so once it is done, for those who do not see the browser's download bar.
 */
function CalendarReminderButton({ schedule }: { schedule: BillingSchedule }) {
  const { t, i18n } = useTranslation();
  const [added, setAdded] = useState(false);

  const download = () => {
    const values = {
      ...scheduleValues(schedule, i18n.language),
      url: window.location.origin + '/',
    };
    const ics = calendarReminderIcs({
      uid: `trial-reminder-${schedule.firstCharge.date}@${window.location.hostname}`,
      day: schedule.reminderOn,
      summary: t('billing.reminder.summary', values),
      description: t('billing.reminder.description', values),
      url: values.url,
      createdAt: new Date(),
    });
    saveFile(ics, t('billing.reminder.fileName'));
    setAdded(true);
  };

  return (
    <div className="trial-timeline__reminder">
      <Button variant="secondary" onClick={download}>
        {t('billing.reminder.add')}
      </Button>
      <p className="trial-timeline__added" role="status">
        {added ? t('billing.reminder.added') : ''}
      </p>
    </div>
  );
}

function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
