import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { UseCases } from '../../../src/application/use-cases';
import { AppError } from '../../../src/domain/errors';
import { verifyResetCode } from '../../../src/ui/features/account/account-thunks';
import { createStore } from '../../../src/ui/app/store';
import { useRequest } from '../../../src/ui/shared/store/use-request';
import { deferred } from '../../support/deferred';

const LINK = { oobCode: 'code', mode: 'resetPassword' };

function setUp() {
  const calls: ReturnType<typeof deferred<string>>[] = [];
  const useCases = {
    verifyResetCode: {
      execute: () => {
        const call = deferred<string>();
        calls.push(call);
        return call.promise;
      },
    },
  } as unknown as UseCases;
  const store = createStore({ useCases: Promise.resolve(useCases) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  let renders = 0;
  const screen = () =>
    renderHook(
      () => {
        renders += 1;
        return useRequest(verifyResetCode);
      },
      { wrapper },
    ).result;
  return { calls, screen, renders: () => renders };
}

describe('useRequest', () => {
  it('is idle until the screen runs its call, then pending, then fulfilled with the result', async () => {
    const { calls, screen } = setUp();
    const result = screen();
    expect(result.current).toMatchObject({ status: 'idle', busy: false, data: undefined });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(LINK);
    });
    expect(result.current).toMatchObject({ status: 'pending', busy: true });

    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      calls[0]!.resolve('sam@example.com');
      await outcome;
    });
    expect(result.current).toMatchObject({
      status: 'fulfilled',
      busy: false,
      data: 'sam@example.com',
      error: null,
    });
    await expect(outcome).resolves.toEqual({ ok: true, value: 'sam@example.com' });
  });

  // Decision 0013: the store hears of the fulfilment a moment before the result reaches the
  // screen; that moment showed nothing new, yet rendered the screen (a sign-up page) once more.
  it('renders the screen once when its call is fulfilled, with the status and the result together', async () => {
    const { calls, screen, renders } = setUp();
    const result = screen();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(LINK);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const before = renders();

    await act(async () => {
      calls[0]!.resolve('sam@example.com');
      await outcome;
    });

    expect(result.current).toMatchObject({ status: 'fulfilled', data: 'sam@example.com' });
    expect(renders() - before).toBe(1);
  });

  it('makes one call of a double click: the second run is the pending first', async () => {
    const { calls, screen } = setUp();
    const result = screen();

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(LINK);
      second = result.current.run(LINK);
    });
    await waitFor(() => expect(calls).toHaveLength(1));

    expect(second).toBe(first);
  });

  it('answers a failure without throwing, shows it, and forgets it on reset', async () => {
    const { calls, screen } = setUp();
    const result = screen();

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(LINK);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      calls[0]!.reject(new AppError('reset/invalid-link', 'used'));
      await outcome;
    });

    await expect(outcome).resolves.toMatchObject({
      ok: false,
      error: { code: 'reset/invalid-link' },
    });
    expect(result.current).toMatchObject({
      status: 'rejected',
      error: { code: 'reset/invalid-link' },
    });

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', error: null });
  });

  it('shows a screen only its own call: another screen of the same use case starts idle', async () => {
    const { calls, screen } = setUp();
    const first = screen();
    act(() => {
      void first.current.run(LINK);
    });
    await waitFor(() => expect(calls).toHaveLength(1));

    const second = screen();

    expect(second.current.status).toBe('idle');
  });
});
