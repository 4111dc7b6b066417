import { useTranslation } from 'react-i18next';
import type { BillingSchedule as Schedule } from '../../../domain/billing-schedule';
import { scheduleWords } from './schedule-words';

/**
 * What the order costs today, on its own: 'Today: $0.00'. A module apart from the schedule's
 * summary, which /membership's bar does not need in its first route.
 */
export function DueTodayAmount({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  return <>{scheduleWords(schedule, t, i18n.language).dueTodayAmount}</>;
}
