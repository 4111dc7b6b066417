import { screen, waitFor } from '@testing-library/react';
import type { SettledGift } from '../../../src/application/use-cases/settle-gift-payment';
import type { StoredGiftPayment } from '../../../src/domain/gift-payment';
import type { Gift } from '../../../src/domain/gifts';
import { GiftPaidPage } from '../../../src/ui/features/gifts/GiftPaidPage';
import { user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import { currentPath } from '../../support/test-router';

const PAYMENT: StoredGiftPayment = {
  giftId: 'gift_1',
  clientSecret: 'pi_gift_1_secret_x',
  uid: 'uid-of-the-test',
  placedAt: '2026-11-21T09:30:00.000Z',
};

const gift = (overrides: Partial<Gift> = {}): Gift => ({
  id: 'gift_1',
  status: 'paid',
  code: 'K7QM-2XHD-9TRB-4WVC',
  productId: 'gift_12m',
  months: 12,
  amount: 49.99,
  currency: 'usd',
  sendOn: '2026-11-28',
  recipientName: 'Robin',
  recipientEmail: 'robin@example.test',
  message: 'Breathe.',
  ...overrides,
});

const paid = (overrides: Partial<Gift> = {}): SettledGift => ({
  payment: PAYMENT,
  status: 'succeeded',
  gift: gift(overrides),
});
const underWay: SettledGift = { payment: PAYMENT, status: 'confirming' };

/** The provider's answers, one per question; the waits between them end `waitsThatEnd` times. */
function openPaid(answers: (SettledGift | null)[], waitsThatEnd = 0) {
  const execute = jest.fn();
  for (const answer of answers) execute.mockResolvedValueOnce(answer);
  const pause = jest.fn((attempt: number) =>
    attempt <= waitsThatEnd ? Promise.resolve() : new Promise<void>(() => {}),
  );
  return renderPage(<GiftPaidPage />, {
    at: '/gift/paid',
    state: signedIn(user()),
    useCases: { settleGiftPayment: { execute, pause } },
  });
}

describe('/gift/paid: the gift on the provider’s word', () => {
  test('paid: the code, when and to whom it goes, the receipt, and a card to print', async () => {
    openPaid([paid()]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your gift is ready' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We'll e-mail it to Robin (robin@example.test) on November 28, 2026."),
    ).toBeInTheDocument();
    expect(screen.getByText('Your receipt is on its way to your e-mail.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Gift card' });
    expect(card).toHaveTextContent('12 months of Mindful');
    expect(card).toHaveTextContent('For Robin');
    expect(card).toHaveTextContent('Breathe.');
    expect(card).toHaveTextContent('K7QM-2XHD-9TRB-4WVC');
  });

  test('the copy button puts the code on the clipboard and says so', async () => {
    const writeText = jest.fn(async () => {});
    const { user: person } = openPaid([paid()]);
    // After Testing Library's own user-event, which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await person.click(await screen.findByRole('button', { name: 'Copy code' }));

    expect(writeText).toHaveBeenCalledWith('K7QM-2XHD-9TRB-4WVC');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  test('a browser that refuses the clipboard is asked to copy by hand', async () => {
    const writeText = jest.fn(async () => {
      throw new Error('NotAllowedError');
    });
    const { user: person } = openPaid([paid()]);
    // After Testing Library's own user-event, which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await person.click(await screen.findByRole('button', { name: 'Copy code' }));

    expect(screen.getByRole('status')).toHaveTextContent(/copy it yourself/u);
  });

  test('the print button prints the page, whose print stylesheet keeps only the card', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user: person } = openPaid([paid()]);

    await person.click(await screen.findByRole('button', { name: 'Print the gift card' }));

    expect(print).toHaveBeenCalled();
  });

  test('a gift the buyer gives themselves, and one already sent, each say so', async () => {
    const { unmount } = openPaid([paid({ recipientName: null, recipientEmail: null })]);
    expect(
      await screen.findByText("It's yours to give: print the gift card or pass the code on."),
    ).toBeInTheDocument();
    unmount();

    openPaid([paid({ status: 'sent' })]);
    expect(
      await screen.findByText("We've e-mailed it to Robin (robin@example.test)."),
    ).toBeInTheDocument();
  });

  test('under way: says so, shows no code, offers no second payment, and keeps asking', async () => {
    const page = openPaid([underWay, underWay, underWay], 2);

    await waitFor(() => expect(page.useCases.settleGiftPayment.execute).toHaveBeenCalledTimes(3));
    expect(
      screen.getByRole('heading', { level: 1, name: "We're confirming your payment" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/There is no need to pay again/u)).toBeInTheDocument();
    expect(screen.queryByText(/K7QM/u)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pay/iu })).not.toBeInTheDocument();
  });

  test('Check again asks the provider at once', async () => {
    const page = openPaid([underWay, paid()]);
    await page.user.click(await screen.findByRole('button', { name: 'Check again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your gift is ready' }),
    ).toBeInTheDocument();
  });

  test('failed: back to the gift, saying nothing was charged', async () => {
    const { router } = openPaid([{ payment: PAYMENT, status: 'failed' }]);

    await waitFor(() => expect(currentPath(router)).toBe('/gift'));
    expect(router.state.location.state).toEqual({ giftPaymentFailed: true });
  });

  test('nothing kept in this tab: says where the codes are, and never a code', async () => {
    openPaid([null]);

    expect(await screen.findByText(/No gift payment is waiting in this tab/u)).toBeInTheDocument();
  });
});
