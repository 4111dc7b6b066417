import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { linkError, type ContractRequestSummary } from '../../../src/domain/contract-confirmation';
import { AppError } from '../../../src/domain/errors';
import { ContractConfirmPage } from '../../../src/ui/features/contracts/ContractConfirmPage';
import { useLinkToken } from '../../../src/ui/features/contracts/use-link-token';
import { renderPage, signedOut } from '../../support/render-page';

const PENDING: ContractRequestSummary = {
  type: 'cancel',
  receivedAt: '2026-11-21T09:30:00.000Z',
  contract: 'membership-yearly',
  kind: 'ordinary',
  outcome: { status: 'applied', accessEndsOn: '2027-01-15' },
};

type LinkCall = jest.Mock<Promise<ContractRequestSummary>, [string | null]>;
const answering = (answer: (token: string | null) => Promise<ContractRequestSummary>): LinkCall =>
  jest.fn((token: string | null) => answer(token));

function openLink({
  at = '/contracts/confirm?token=tok_1',
  preview = answering(async () => PENDING),
  confirm = answering(async () => PENDING),
}: { at?: string; preview?: LinkCall; confirm?: LinkCall } = {}) {
  const page = renderPage(<ContractConfirmPage />, {
    at,
    path: '/contracts/confirm',
    state: signedOut,
    useCases: {
      previewContractConfirmation: { execute: preview },
      confirmContractRequest: { execute: confirm },
    },
  });
  return { ...page, preview, confirm };
}

describe('/contracts/confirm: the owner’s one-time link', () => {
  test('takes the token out of the address, keeping it in the history entry, and reads it once', async () => {
    const { router, preview } = openLink();

    await screen.findByRole('region', { name: 'Confirm your cancellation' });

    expect(router.state.location.pathname).toBe('/contracts/confirm');
    expect(router.state.location.search).toBe('');
    expect(JSON.stringify(router.state.location.state)).toContain('tok_1');
    expect(preview.mock.calls).toEqual([['tok_1']]);
  });

  test('shows what the link would apply and a button; confirming says what it did', async () => {
    const confirm = answering(async () => PENDING);
    const { user, confirm: confirmed } = openLink({ confirm });

    const pending = await screen.findByRole('region', { name: 'Confirm your cancellation' });
    expect(
      within(pending).getByText('Ordinary cancellation, at the end of the current term'),
    ).toBeVisible();
    expect(within(pending).getByText('January 15, 2027')).toBeVisible();
    expect(within(pending).getByText(/If it was you, confirm it/u)).toBeVisible();
    expect(confirmed).not.toHaveBeenCalled();
    await user.click(within(pending).getByRole('button', { name: 'Confirm cancellation' }));

    const done = await screen.findByRole('region', { name: 'Your cancellation is confirmed' });
    expect(confirmed).toHaveBeenCalledWith('tok_1');
    expect(within(done).getByRole('status')).toHaveTextContent(
      'Your membership is cancelled. Nothing more will be charged, and your access ends on January 15, 2027.',
    );
    await waitFor(() =>
      expect(
        within(done).getByRole('heading', { name: 'Your cancellation is confirmed' }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('names a withdrawal as one, with the law’s button', async () => {
    const withdrawal: ContractRequestSummary = { ...PENDING, type: 'withdraw', kind: null };
    openLink({ preview: answering(async () => withdrawal) });

    const pending = await screen.findByRole('region', { name: 'Confirm your withdrawal' });
    expect(within(pending).getByRole('button', { name: 'Confirm withdrawal' })).toBeVisible();
  });

  test.each([
    ['expired', 'This link has expired', true],
    ['used', 'This link has already been used', false],
    ['unknown', "This link doesn't work", true],
  ] as const)(
    'says plainly that a link is %s, with no button to apply it',
    async (state, title, again) => {
      openLink({
        preview: answering(async () => {
          throw linkError(state);
        }),
      });

      const problem = await screen.findByRole('region', { name: title });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(
        within(problem)
          .queryAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(again ? ['/cancel-contract', '/withdraw'] : []);
    },
  );

  test('a link used in another tab since it was shown: the button leads to the plain words', async () => {
    const { user } = openLink({
      confirm: answering(async () => {
        throw linkError('used');
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Confirm cancellation' }));

    const used = await screen.findByRole('heading', { name: 'This link has already been used' });
    await waitFor(() => expect(used).toHaveFocus());
  });

  test('opened without a token: an unknown link', async () => {
    const { preview } = openLink({
      at: '/contracts/confirm',
      preview: answering(async (token) => {
        if (token === null) throw linkError('unknown');
        return PENDING;
      }),
    });

    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeVisible();
    expect(preview).toHaveBeenCalledWith(null);
  });

  test('another failure is one message, and the link can be checked again', async () => {
    const answers = [
      () => Promise.reject(new AppError('network/unavailable')),
      () => Promise.resolve(PENDING),
    ];
    const { user, preview } = openLink({
      preview: answering(() => (answers.shift() ?? answers[0]!)()),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/connection/iu);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Confirm your cancellation' })).toBeVisible();
    expect(preview).toHaveBeenCalledTimes(2);
  });
});

describe('the link token after it left the address', () => {
  test('is found again in the history entry, as after a reload', () => {
    let kept: Location | null = null;
    const Probe = () => {
      kept = useLocation();
      return null;
    };
    const first = renderHook(() => useLinkToken(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/contracts/confirm?token=tok_9']}>
          <Probe />
          {children}
        </MemoryRouter>
      ),
    });
    expect(first.result.current).toBe('tok_9');
    first.unmount();
    const afterReload = kept as Location | null;
    expect(afterReload?.search).toBe('');

    const again = renderHook(() => useLinkToken(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[afterReload ?? '/']}>{children}</MemoryRouter>
      ),
    });

    expect(again.result.current).toBe('tok_9');
  });
});
