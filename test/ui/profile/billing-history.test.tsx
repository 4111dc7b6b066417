import { screen, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import type { Invoice } from '../../../src/domain/keeping-members';
import type { Language } from '../../../src/domain/language';
import { BillingHistory } from '../../../src/ui/features/keeping/BillingHistory';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';

const paid = (id: string, date: string): Invoice => ({
  id,
  date,
  amount: 4.99,
  currency: 'usd',
  status: 'paid',
  receiptUrl: `https://receipts.test/${id}`,
});
const failed: Invoice = { ...paid('in_0', '2026-11-25'), status: 'failed', receiptUrl: null };
const MONTHS = ['2026-11-02', '2026-10-02', '2026-09-02', '2026-08-02'];

function openHistory(answer: () => Promise<Invoice[]>, language: Language = 'en') {
  const member = user({ subscription: subscription() });
  const execute = jest.fn(answer);
  const page = renderPage(<BillingHistory />, {
    state: signedIn(member),
    useCases: { loadBillingHistory: { execute } },
    language,
  });
  const title = language === 'en' ? 'Billing history' : 'Zahlungsverlauf';
  const history = () => within(screen.getByRole('region', { name: title }));
  return { ...page, execute, history };
}

test('a row per charge: date, amount, status and receipt, the receipt named by its date for a screen reader', async () => {
  const { history } = openHistory(async () => [failed, paid('in_1', '2026-11-02')]);

  const rows = await history().findAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DateAmountStatusReceipt',
    'November 25, 2026$4.99Failed–No receipt',
    'November 02, 2026$4.99PaidReceipt',
  ]);
  const receipt = history().getByRole('link', { name: 'Receipt from November 02, 2026' });
  expect(receipt).toHaveAttribute('href', 'https://receipts.test/in_1');
  expect(receipt).toHaveAttribute('target', '_blank');
  // The dash is drawn, not read: a screen reader hears the words.
  expect(within(rows[1]!).getByText('–')).toHaveAttribute('aria-hidden', 'true');
});

test('in German, the dates and the amounts are written the German way', async () => {
  const euros = (invoice: Invoice): Invoice => ({ ...invoice, currency: 'eur' });
  const { history } = openHistory(
    async () => [euros(failed), euros(paid('in_1', '2026-11-02'))],
    'de',
  );

  const rows = await history().findAllByRole('row');
  // The browser writes a no-break space before €.
  expect(rows.map((row) => row.textContent?.replace(/\s/gu, ' '))).toEqual([
    'DatumBetragStatusBeleg',
    '25. November 20264,99 €Fehlgeschlagen–Kein Beleg',
    '2. November 20264,99 €BezahltBeleg',
  ]);
  expect(history().getByRole('link', { name: 'Beleg vom 2. November 2026' })).toBeVisible();
});

test('three charges first, then all of them, then three again', async () => {
  const { history, user: person } = openHistory(async () =>
    MONTHS.map((date, index) => paid(`in_${index}`, date)),
  );

  expect(await history().findAllByRole('link', { name: /^Receipt from/u })).toHaveLength(3);
  await person.click(history().getByRole('button', { name: 'Show all 4 charges' }));
  expect(history().getAllByRole('link', { name: /^Receipt from/u })).toHaveLength(4);
  await person.click(history().getByRole('button', { name: 'Show the latest three' }));
  expect(history().getAllByRole('link', { name: /^Receipt from/u })).toHaveLength(3);
});

test('no charge yet says so', async () => {
  const { history } = openHistory(async () => []);
  expect(await history().findByText('No charges yet.')).toBeVisible();
  expect(history().queryByRole('table')).not.toBeInTheDocument();
});

test('a history that could not be loaded says why and asks again on Try again', async () => {
  const {
    history,
    execute,
    user: person,
  } = openHistory(async () => {
    throw new AppError('network/unavailable');
  });
  const alert = await history().findByRole('alert');
  expect(alert).toHaveTextContent(/^We couldn't reach our servers/u);

  execute.mockResolvedValueOnce([paid('in_1', '2026-11-02')]);
  await person.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(
    await history().findByRole('link', { name: 'Receipt from November 02, 2026' }),
  ).toBeVisible();
});
