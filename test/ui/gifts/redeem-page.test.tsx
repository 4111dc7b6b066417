import { screen, waitFor } from '@testing-library/react';
import type { RedeemedGift } from '../../../src/application/use-cases/redeem-gift';
import { AppError } from '../../../src/domain/errors';
import type { RedemptionPreview } from '../../../src/domain/gift-redemption';
import { RedeemPage } from '../../../src/ui/features/gifts/RedeemPage';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn, signedOut } from '../../support/render-page';
import { currentPath, fill } from '../../support/test-router';

const START: RedemptionPreview = {
  months: 12,
  effect: 'start',
  nextChargeAt: null,
  startsOn: '2026-11-21',
  endsAt: '2027-11-21',
};
const GIFTED = subscription({
  type: 'GIFT',
  status: 'gift',
  autoRenew: false,
  renewsAt: '2027-11-21',
  endsAt: '2027-11-21',
  paymentOption: null,
});

function openRedeem({
  at = '/redeem',
  member = user(),
  preview = jest.fn(async (_: string) => START),
  redeem = jest.fn(async (_: string): Promise<RedeemedGift> => ({
    subscription: GIFTED,
    user: user({ subscribed: true, subscription: GIFTED }),
  })),
  signedInAs = true,
}: {
  at?: string;
  member?: ReturnType<typeof user>;
  preview?: jest.Mock<Promise<RedemptionPreview>, [string]>;
  redeem?: jest.Mock<Promise<RedeemedGift>, [string]>;
  signedInAs?: boolean;
} = {}) {
  const page = renderPage(<RedeemPage />, {
    at,
    state: signedInAs ? signedIn(member) : signedOut,
    useCases: {
      previewGiftRedemption: { execute: preview },
      redeemGift: { execute: redeem },
    },
  });
  return { ...page, preview, redeem };
}

beforeEach(() => window.sessionStorage.clear());

describe('/redeem: the code', () => {
  test('from the recipient’s link: read once, out of the address, checked at once', async () => {
    const { router, preview } = openRedeem({ at: '/redeem?code=MNDF-YEAR-2026-0001' });

    expect(await screen.findByText(/You get 12 months of Mindful/u)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Gift code')).toHaveValue('MNDF-YEAR-2026-0001');
    expect(preview.mock.calls).toEqual([['MNDF-YEAR-2026-0001']]);
  });

  test('typed in any case with spaces: checked as typed, the domain reads it', async () => {
    const { user: person, preview } = openRedeem();
    await fill(screen.getByLabelText('Gift code'), 'mndf year 2026 0001');
    await person.click(screen.getByRole('button', { name: 'Check the code' }));

    await waitFor(() => expect(preview).toHaveBeenCalledWith('mndf year 2026 0001'));
  });

  test('what is no code says so on its field and asks nothing', async () => {
    const { user: person, preview } = openRedeem();
    await fill(screen.getByLabelText('Gift code'), 'HELLO');
    await person.click(screen.getByRole('button', { name: 'Check the code' }));

    expect(screen.getByLabelText('Gift code')).toHaveFocus();
    expect(screen.getByLabelText('Gift code')).toHaveAccessibleDescription(
      expect.stringContaining('This is not a gift code'),
    );
    expect(preview).not.toHaveBeenCalled();
  });

  test('a visitor signs in first; the code waits in the tab, never in the address', async () => {
    const { user: person, router } = openRedeem({
      at: '/redeem?code=MNDF-YEAR-2026-0001',
      signedInAs: false,
    });
    await person.click(screen.getByRole('button', { name: 'Create account' }));

    expect(currentPath(router)).toBe('/signup');
    expect(window.sessionStorage.getItem('gift-code')).toBe('MNDF-YEAR-2026-0001');
    expect(window.sessionStorage.getItem('gift-return')).toContain('/redeem');
  });

  test('back signed in, the kept code is checked at once and leaves the tab’s storage', async () => {
    window.sessionStorage.setItem('gift-code', 'MNDF-YEAR-2026-0001');
    const { preview } = openRedeem();

    await waitFor(() => expect(preview).toHaveBeenCalledWith('MNDF-YEAR-2026-0001'));
    expect(window.sessionStorage.getItem('gift-code')).toBeNull();
  });
});

describe('/redeem: what it will do, said before Redeem', () => {
  test('a web member: the next charge moves later', async () => {
    const preview = jest.fn(async (_: string): Promise<RedemptionPreview> => ({
      ...START,
      effect: 'extend',
      startsOn: null,
      endsAt: null,
      nextChargeAt: '2028-01-15',
    }));
    openRedeem({ at: '/redeem?code=MNDF-YEAR-2026-0001', preview });

    expect(
      await screen.findByText(
        'Your plan gets 12 months more: your next charge moves to January 15, 2028.',
      ),
    ).toBeInTheDocument();
  });

  test('an App Store member is told the store keeps billing, and may go on', async () => {
    const member = user({ subscription: subscription({ type: 'APP_STORE' }) });
    const preview = jest.fn(async (_: string): Promise<RedemptionPreview> => ({
      ...START,
      effect: 'store-billed',
    }));
    openRedeem({ at: '/redeem?code=MNDF-YEAR-2026-0001', preview, member });

    expect(
      await screen.findByText(/billed by the App Store, and a gift cannot stop that billing/u),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
  });

  test('Redeem: the membership as it now is', async () => {
    const { user: person, redeem, store } = openRedeem({ at: '/redeem?code=MNDF-YEAR-2026-0001' });
    await person.click(await screen.findByRole('button', { name: 'Redeem' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your gift is redeemed' }),
    ).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith('MNDF-YEAR-2026-0001');
    expect(screen.getByText('Gift membership until November 21, 2027')).toBeInTheDocument();
    expect(store.getState().auth.user?.subscription).toEqual(GIFTED);
  });
});

describe('/redeem: a refused code gets one clear message and changes nothing', () => {
  test.each([
    ['gift/unknown-code', 'No gift has this code. Check it against your gift and try again.'],
    ['gift/used-code', 'This code has already been redeemed.'],
    ['gift/rate-limited', 'Too many codes were tried. Wait a while, then try again.'],
  ])('%s', async (code, message) => {
    const preview = jest.fn(async (_: string): Promise<RedemptionPreview> => {
      throw new AppError(code as 'gift/used-code');
    });
    const { redeem } = openRedeem({ at: '/redeem?code=MNDF-YEAR-2026-0002', preview });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(redeem).not.toHaveBeenCalled();
  });
});
