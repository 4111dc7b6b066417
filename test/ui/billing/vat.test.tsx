/**
 * DESIGN.md, "Prices are final": in the UK and the EU every price says it includes VAT, and the
 * order names the VAT it includes; a dollar order says nothing of VAT.
 */
import { screen, within } from '@testing-library/react';
import { billingSchedule, type BillingSchedule } from '../../../src/domain/billing-schedule';
import { catalogueFor, type Product } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/language';
import { includedTax } from '../../../src/domain/vat-rates';
import {
  BillingSchedule as Summary,
  BillingTerms,
  ScheduleLine,
} from '../../../src/ui/shared/billing/BillingSchedule';
import { PlanCardDetails } from '../../../src/ui/features/checkout/PlanCards';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../support/test-i18n';

const TODAY = '2026-11-24';

const yearlyIn = (country: string): Product =>
  catalogueFor(country).find((product) => product.type === 'yearly')!;

function renderOrder(product: Product, schedule: BillingSchedule, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <section aria-label="Summary">
        <Summary schedule={schedule} />
      </section>
      <section aria-label="Plan card">
        <PlanCardDetails product={product} schedule={schedule} />
      </section>
      <section aria-label="Line">
        <ScheduleLine schedule={schedule} />
      </section>
      <BillingTerms schedule={schedule} id="terms" />
    </I18nextProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const items = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The summary's value beside a term, once the later catalogue's words are here. */
async function summaryValueOf(term: string): Promise<string> {
  const dt = await within(region('Summary')).findByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('an order in Germany, in German', () => {
  const product = yearlyIn('DE');
  const schedule = billingSchedule(product, null, TODAY, includedTax(49.99, 19));

  test('the summary names the VAT the first charge includes, with its rate', async () => {
    renderOrder(product, schedule, 'de');
    expect(await summaryValueOf('Enthaltene MwSt.')).toBe('7,98\u00a0€ (19\u00a0%)');
  });

  test('the plan card, the line and the terms above the button say the prices include VAT', () => {
    renderOrder(product, schedule, 'de');
    expect(within(region('Plan card')).getByText('inkl. MwSt.')).toBeVisible();
    expect(items(region('Line'))).toContain('inkl. MwSt.');
    expect(items(document.getElementById('terms')!)).toContain(
      'Inkl. 19\u00a0% MwSt. (7,98\u00a0€)',
    );
  });
});

describe('an order in the UK, in English', () => {
  const product = yearlyIn('GB');

  test('names the VAT as the back end previewed it', async () => {
    renderOrder(product, billingSchedule(product, null, TODAY, includedTax(49.99, 20)));
    expect(await summaryValueOf('VAT included')).toBe('£8.33 (20%)');
    expect(within(region('Plan card')).getByText('incl. VAT')).toBeVisible();
    expect(items(document.getElementById('terms')!)).toContain('Incl. 20% VAT (£8.33)');
  });

  test('without a preview, says that every price includes VAT, without an amount', async () => {
    renderOrder(product, billingSchedule(product, null, TODAY));
    expect(await summaryValueOf('VAT included')).toBe('In every price');
    expect(items(document.getElementById('terms')!)).toContain('Prices include VAT');
    expect(items(region('Line'))).toContain('incl. VAT');
  });
});

test('an order in dollars says nothing of VAT, anywhere', () => {
  const product = yearlyIn('US');
  const { container } = renderOrder(product, billingSchedule(product, null, TODAY));
  expect(container.textContent).not.toMatch(/VAT/i);
  expect(items(document.getElementById('terms')!)).toEqual([
    'Today: $0.00',
    'Free until December 01, 2026',
    'Then $49.99 every year until you cancel',
    'Cancel any time in your profile',
  ]);
});
