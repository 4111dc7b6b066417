import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSchedule as Schedule } from '../../../domain/billing-schedule';
import { includesVat } from '../../../domain/vat';
import { scheduleWords } from './schedule-words';
import { termsWithVat, vatWords } from './vat-words';
import { WithLaterWords } from '../components/LaterWords';
import './billing.css';

interface BillingScheduleProps {
  schedule: Schedule;
  /** After the order: 'Paid today' rather than 'Due today'. */
  paid?: boolean;
  /** Rows about the order itself (plan, promo code), shown before the money. */
  children?: ReactNode;
  /** False where the rows are a receipt and the terms were said where they were agreed to. */
  withDisclaimer?: boolean;
}

/**
 * The schedule as a summary: what is paid today, the trial, the first charge and every later
 * charge, in the order they happen, then the disclaimer with the renewal and cancellation rule.
 */
export function BillingSchedule({
  schedule,
  paid = false,
  children,
  withDisclaimer = true,
}: BillingScheduleProps) {
  const { t, i18n } = useTranslation();
  const words = scheduleWords(schedule, t, i18n.language);
  return (
    <div className="stack">
      <dl className="summary">
        {children}
        <SummaryRow term={t(paid ? 'billing.paidToday' : 'billing.dueToday')} total>
          {words.dueToday}
        </SummaryRow>
        {words.trial && (
          <SummaryRow term={t('billing.trial')}>
            <WholeDay text={words.trial} day={words.days.trialEnds} />
          </SummaryRow>
        )}
        <SummaryRow term={t('billing.firstCharge')}>
          <WholeDay text={words.firstCharge} day={words.days.firstCharge} />
        </SummaryRow>
        <SummaryRow term={t('billing.laterCharges')}>{words.laterCharges}</SummaryRow>
        {includesVat(schedule.dueToday.currency) && (
          // Its words are the later catalogue's, which the sign-in and sign-up pages fetch later.
          <WithLaterWords fallback={null}>
            <VatRow schedule={schedule} />
          </WithLaterWords>
        )}
      </dl>
      {withDisclaimer && <p className="disclaimer">{words.disclaimer}</p>}
    </div>
  );
}

/**
 * The VAT the order includes, in pounds and euros: 'VAT included  €7.98 (19%)', or, where the
 * back end did not name it, that every price includes VAT. Nothing in dollars.
 */
function VatRow({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  const vat = vatWords(schedule, t, i18n.language);
  if (!vat) return null;
  return (
    <SummaryRow term={t('billing.vat.row')}>{vat.amount ?? t('billing.vat.allPrices')}</SummaryRow>
  );
}

/**
 * A value whose day moves to the next line whole: at 375 px the first charge wraps around its
 * date ("$3.99 on / December 04, 2026, / for the first month only"), not inside it, unless the
 * day alone is wider than the value's room (checkout.css). The text stays the same.
 */
function WholeDay({ text, day }: { text: string; day: string }) {
  const at = day === '' ? -1 : text.indexOf(day);
  if (at < 0) return <>{text}</>;
  // The punctuation right after the day goes with it: a line may break after an inline block,
  // and would leave the comma of "December 04, 2026, for the first month only" to begin one.
  const dayEnds = at + day.length;
  const end = dayEnds + (/^\S*/u.exec(text.slice(dayEnds))?.[0].length ?? 0);
  return (
    <>
      {text.slice(0, at)}
      <span className="summary__day">{text.slice(at, end)}</span>
      {text.slice(end)}
    </>
  );
}

export function SummaryRow({
  term,
  total = false,
  children,
}: {
  term: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={total ? 'summary__row summary__row--total' : 'summary__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The terms in one line, for directly above the button that commits to them; the button names
 * them as its description. The list has no label of its own: a label would become that
 * description in place of the terms.
 */
export function BillingTerms({ schedule, id }: { schedule: Schedule; id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="billing-terms dot-line" id={id}>
      {termsWithVat(schedule, t, i18n.language).map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

/**
 * The order in one line, at the checkout and after paying: 'Yearly · $0.00 today · then $49.99/year'. The dots
 * sit between parts on a line and never begin or end one (billing.css).
 */
export function ScheduleLine({
  schedule,
  lead,
  trail,
}: {
  schedule: Schedule;
  lead?: ReactNode;
  /** A last part after the schedule's own (the checkout's applied code). */
  trail?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="dot-line">
      {lead && <li className="dot-line__lead">{lead}</li>}
      {scheduleWords(schedule, t, i18n.language).line.map((part) => (
        <li key={part}>{part}</li>
      ))}
      {includesVat(schedule.dueToday.currency) && <li>{t('billing.plan.inclVat')}</li>}
      {trail && <li>{trail}</li>}
    </ul>
  );
}
