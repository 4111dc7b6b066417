/**
 * DESIGN.md, money wording: one schedule, one set of words. Whatever shows it (the summary, the
 * terms above the button, the button, the timeline, the plan card, the calendar reminder) states
 * the same figures and dates, and a discount on the first charge never reads as lasting.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { billingSchedule, type BillingSchedule } from '../../../src/domain/billing-schedule';
import { catalogueFor, type Product } from '../../../src/domain/catalogue';
import type { CheckoutPreview } from '../../../src/domain/checkout-preview';
import { includedTax } from '../../../src/domain/vat-rates';
import {
  BillingSchedule as Summary,
  BillingTerms,
  ScheduleLine,
} from '../../../src/ui/shared/billing/BillingSchedule';
import { DueTodayAmount } from '../../../src/ui/shared/billing/DueTodayAmount';
import { CommitLabel } from '../../../src/ui/shared/billing/MemberBilling';
import { TrialTimeline } from '../../../src/ui/shared/billing/TrialTimeline';
import { PlanCardDetails } from '../../../src/ui/features/checkout/PlanCards';
import { renderWithI18n } from '../../support/render-with-i18n';
import { summaryValue } from '../../support/summary';

const TODAY = '2026-11-24';

const product = (country: string, type: Product['type']): Product =>
  catalogueFor(country).find((candidate) => candidate.type === type)!;

const preview = (amount: number, trialDays: number, date: string): CheckoutPreview => ({
  now: { currency: 'usd', amount: 0, trialDays },
  next: { amount, date },
});

interface Case {
  name: string;
  product: Product;
  schedule: BillingSchedule;
  /** What each part must say. */
  summary: { trial: string; first: string; later: string };
  terms: string[];
  commit: string;
  /** The checkout's one line, after the plan's name. */
  line: string[];
  /** The third node of the timeline. */
  charge: string;
  card: RegExp;
}

const yearly = product('US', 'yearly');
const monthly = product('US', 'monthly');
const gbYearly = product('GB', 'yearly');

const CASES: Case[] = [
  {
    name: 'yearly',
    product: yearly,
    schedule: billingSchedule(yearly, null, TODAY),
    summary: {
      trial: '7 days, until December 01, 2026',
      first: '$49.99 on December 01, 2026',
      later: '$49.99 every year until you cancel',
    },
    terms: [
      'Today: $0.00',
      'Free until December 01, 2026',
      'Then $49.99 every year until you cancel',
      'Cancel any time in your profile',
    ],
    commit: 'Start free trial — then $49.99/year',
    line: ['$0.00 today', 'then $49.99/year'],
    charge: 'Trial ends · first charge $49.99',
    card: /^Yearly\$49\.99 \/ year7-day free trial/,
  },
  {
    name: 'yearly with WELCOME20',
    product: yearly,
    schedule: billingSchedule(yearly, preview(39.99, 7, '2026-12-01'), TODAY),
    summary: {
      trial: '7 days, until December 01, 2026',
      first: '$39.99 on December 01, 2026, for the first year only',
      later: '$49.99 every year until you cancel',
    },
    terms: [
      'Today: $0.00',
      'Free until December 01, 2026',
      'Then $39.99 for the first year, renewing at $49.99 every year until you cancel',
      'Cancel any time in your profile',
    ],
    commit: 'Start free trial — then $39.99, then $49.99/year',
    line: ['$0.00 today', '$39.99 first year', 'then $49.99/year'],
    charge: 'Trial ends · first charge $39.99',
    card: /\$39\.99 first year, then \$49\.99\/year/,
  },
  {
    name: 'monthly with TRIAL30, ending across the turn of the year',
    product: monthly,
    schedule: billingSchedule(monthly, preview(4.99, 30, '2027-01-14'), '2026-12-15'),
    summary: {
      trial: '30 days, until January 14, 2027',
      first: '$4.99 on January 14, 2027',
      later: '$4.99 every month until you cancel',
    },
    terms: [
      'Today: $0.00',
      'Free until January 14, 2027',
      'Then $4.99 every month until you cancel',
      'Cancel any time in your profile',
    ],
    commit: 'Start free trial — then $4.99/month',
    line: ['$0.00 today', 'then $4.99/month'],
    charge: 'Trial ends · first charge $4.99',
    card: /\$4\.99 \/ month30-day free trial/,
  },
  {
    name: 'a yearly plan in GB',
    product: gbYearly,
    schedule: billingSchedule(gbYearly, null, '2028-02-22', includedTax(49.99, 20)),
    summary: {
      trial: '7 days, until February 29, 2028',
      first: '£49.99 on February 29, 2028',
      later: '£49.99 every year until you cancel',
    },
    terms: [
      'Today: £0.00',
      'Free until February 29, 2028',
      'Then £49.99 every year until you cancel',
      'Incl. 20% VAT (£8.33)',
      'Cancel any time in your profile',
    ],
    commit: 'Start free trial — then £49.99/year',
    line: ['£0.00 today', 'then £49.99/year', 'incl. VAT'],
    charge: 'Trial ends · first charge £49.99',
    card: /£49\.99 \/ yearincl\. VAT7-day free trial/,
  },
];

function renderAll(schedule: BillingSchedule, productShown: Product) {
  return renderWithI18n(
    <>
      <section aria-label="Summary">
        <Summary schedule={schedule} />
      </section>
      <section aria-label="Plan card">
        <PlanCardDetails product={productShown} schedule={schedule} />
      </section>
      <TrialTimeline schedule={schedule} />
      <section aria-label="Line">
        <ScheduleLine schedule={schedule} />
      </section>
      <BillingTerms schedule={schedule} id="terms" />
      <button type="button" aria-describedby="terms">
        <CommitLabel schedule={schedule} />
      </button>
    </>,
  );
}

/** The terms are the pay button's description. */
function termsList(): HTMLElement {
  return document.getElementById('terms')!;
}

const summaryOf = (term: string) =>
  summaryValue(screen.getByRole('region', { name: 'Summary' }), term);

describe.each(CASES)(
  '$name',
  ({ schedule, product: shown, summary, terms, commit, line, charge, card }) => {
    test('the line that opens the checkout: today, a lower first period, then the regular price', () => {
      renderAll(schedule, shown);
      const region = screen.getByRole('region', { name: 'Line' });
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(line);
    });

    test('the button’s short form on a phone is its first words; its name stays whole', () => {
      renderAll(schedule, shown);
      const button = screen.getByRole('button', { name: commit });
      const rest = button.querySelector('.commit-label__rest')?.textContent ?? '';
      const label = button.textContent ?? '';
      expect(rest).not.toBe('');
      expect(label.slice(0, label.length - rest.length)).toMatch(
        /^(Start free trial|Pay|Subscribe)$/,
      );
    });

    test('the summary, the terms, the button and the plan card tell one story', () => {
      renderAll(schedule, shown);
      expect(summaryOf('Due today')).toMatch(/^[$£]0\.00$/);
      expect(summaryOf('Free trial')).toBe(summary.trial);
      expect(summaryOf('First charge')).toBe(summary.first);
      expect(summaryOf('After that')).toBe(summary.later);

      const list = termsList();
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(terms);
      const button = screen.getByRole('button', { name: commit });
      expect(button).toHaveAccessibleDescription(terms.join(' '));
      expect(screen.getByRole('region', { name: 'Plan card' }).textContent).toMatch(card);
    });

    test('a lower first charge is never said to recur, and nothing is struck through', () => {
      const { container } = renderAll(schedule, shown);
      if (!schedule.firstChargeDiscounted) return;
      const first = summary.first.split(' ')[0]!;
      expect(container.textContent).not.toContain(`${first} every`);
      expect(container.textContent).not.toContain(`${first}/`);
      expect(container.querySelector('s, del')).toBeNull();
    });

    test('the timeline: today, the reminder two days before, the first charge', () => {
      renderAll(schedule, shown);
      const steps = within(screen.getByRole('list', { name: 'How your trial works' }))
        .getAllByRole('listitem')
        .map((step) => step.querySelector('time')?.getAttribute('dateTime'));
      expect(steps).toEqual([schedule.today, schedule.reminderOn, schedule.firstCharge.date]);
      // Each node says what happens that day, behind "How your trial works".
      expect(screen.getByText('How your trial works').closest('details')).not.toHaveAttribute(
        'open',
      );
      expect(screen.getByText('Free trial starts')).toBeInTheDocument();
      expect(screen.getByText(charge)).toBeInTheDocument();
    });
  },
);

test("the summary's days stay whole: a narrow screen wraps a value around its date, not inside it", () => {
  renderAll(billingSchedule(monthly, preview(3.99, 7, '2026-12-01'), TODAY), monthly);
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(summaryOf('First charge')).toBe('$3.99 on December 01, 2026, for the first month only');
  // Each day on its own, where the sentence may not break: the trial's end, and the first
  // charge's with its comma (a line that began with the comma would read badly).
  expect(within(summary).getByText('December 01, 2026')).toBeVisible();
  expect(within(summary).getByText('December 01, 2026,')).toBeVisible();
});

test('without a trial, no timeline, and the terms say when the first charge is', () => {
  const schedule = billingSchedule({ ...monthly, trialDays: 0 }, null, TODAY);
  renderAll(schedule, monthly);
  expect(screen.queryByRole('list', { name: 'How your trial works' })).toBeNull();
  expect(screen.queryByText('Free trial', { selector: 'dt' })).toBeNull();
  expect(
    within(termsList())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Today: $0.00',
    'First charge $4.99 on November 24, 2026',
    'Then $4.99 every month until you cancel',
    'Cancel any time in your profile',
  ]);
  expect(
    screen.getByRole('button', {
      name: 'Subscribe — $4.99 on November 24, 2026, then $4.99/month',
    }),
  ).toBeInTheDocument();
});

test('"Add a reminder to my calendar" saves an .ics event two days before the first charge', async () => {
  const user = userEvent.setup();
  const files: Blob[] = [];
  const createObjectURL = jest.fn((file: Blob) => {
    files.push(file);
    return 'blob:reminder';
  });
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

  renderAll(CASES[1]!.schedule, yearly);
  const button = screen.getByRole('button', { name: 'Add a reminder to my calendar' });
  button.focus();
  await user.keyboard('{Enter}');

  expect(clicked).toHaveBeenCalledTimes(1);
  const link = clicked.mock.contexts[0] as HTMLAnchorElement;
  expect(link.download).toBe('Mindful trial reminder.ics');
  expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await readText(files[0]!)) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.startDate.toString()).toBe('2026-11-29');
  expect(event.summary).toBe('Mindful: your free trial ends on December 01, 2026');
  expect(event.description).toBe(
    `On December 01, 2026 you will be charged $39.99, then $49.99 every year until you cancel. To pay nothing, cancel in your profile at least 24 hours before: ${window.location.origin}/`,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Your calendar reminder is downloading.');
  expect(button).toHaveFocus();
  clicked.mockRestore();
});

test("the amount due today, on its own, is the schedule's: with a code that charges today too", () => {
  const charged: CheckoutPreview = {
    now: { currency: 'usd', amount: 1.5, trialDays: 0 },
    next: { amount: 4.99, date: '2026-12-24' },
  };
  renderWithI18n(
    <>
      <p>
        <DueTodayAmount schedule={billingSchedule(monthly, null, TODAY)} />
      </p>
      <p>
        <DueTodayAmount schedule={billingSchedule(monthly, charged, TODAY)} />
      </p>
      <p>
        <DueTodayAmount schedule={billingSchedule(gbYearly, null, TODAY)} />
      </p>
    </>,
  );
  expect(screen.getByText('Today: $0.00')).toBeInTheDocument();
  expect(screen.getByText('Today: $1.50')).toBeInTheDocument();
  expect(screen.getByText('Today: £0.00')).toBeInTheDocument();
});

test('a yearly plan card can say its price per month, with a saving only where there is one', () => {
  const yearly = product('US', 'yearly');
  renderWithI18n(
    <>
      <section aria-label="With monthly">
        <PlanCardDetails
          product={yearly}
          schedule={billingSchedule(yearly, null, TODAY)}
          equivalent={{ perMonth: { amount: 417, currency: 'usd' }, savingPercent: 16 }}
        />
      </section>
      <section aria-label="Without">
        <PlanCardDetails
          product={yearly}
          schedule={billingSchedule(yearly, null, TODAY)}
          equivalent={{ perMonth: { amount: 417, currency: 'usd' }, savingPercent: null }}
        />
      </section>
      <section aria-label="Not asked">
        <PlanCardDetails product={yearly} schedule={billingSchedule(yearly, null, TODAY)} />
      </section>
    </>,
  );
  expect(screen.getByRole('region', { name: 'With monthly' })).toHaveTextContent(
    '$49.99 / year$4.17/month · Save 16% vs monthly7-day free trial',
  );
  expect(screen.getByRole('region', { name: 'Without' })).toHaveTextContent(
    '$49.99 / year$4.17/month7-day free trial',
  );
  expect(screen.getByRole('region', { name: 'Not asked' })).not.toHaveTextContent('/month');
});

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}
