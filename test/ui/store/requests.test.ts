import type { UseCases } from '../../../src/application/use-cases';
import { AppError } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import { sendPasswordReset, signOut } from '../../../src/ui/features/account/account-thunks';
import { reloadProfile } from '../../../src/ui/features/account/profile-reload';
import { sessionReported } from '../../../src/ui/features/account/session-reported';
import { sessionChanged } from '../../../src/ui/shared/store/session-actions';
import { requestForgotten } from '../../../src/ui/shared/store/requests-slice';
import { selectRequest } from '../../../src/ui/shared/store/selectors';
import { createStore } from '../../../src/ui/app/store';
import { deferred } from '../../support/deferred';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A store whose password-reset use case answers when the test says so, once its use cases have
 * arrived (as they have by the time a person acts).
 */
async function storeWithHeldReset() {
  const calls: ReturnType<typeof deferred<void>>[] = [];
  const useCases = {
    sendPasswordReset: {
      execute: () => {
        const call = deferred<void>();
        calls.push(call);
        return call.promise;
      },
    },
  } as unknown as UseCases;
  const store = createStore({ useCases: Promise.resolve(useCases) });
  await flush();
  return { store, calls };
}

describe('the requests of the store', () => {
  it('know no call before one is made', async () => {
    const { store } = await storeWithHeldReset();

    expect(selectRequest(store.getState(), sendPasswordReset)).toBeUndefined();
  });

  it('follow a call from pending to fulfilled', async () => {
    const { store, calls } = await storeWithHeldReset();

    const running = store.dispatch(sendPasswordReset('sam@example.com'));
    expect(selectRequest(store.getState(), sendPasswordReset)).toMatchObject({
      requestId: running.requestId,
      status: 'pending',
      error: null,
    });

    await flush();
    calls[0]!.resolve();
    await running;
    expect(selectRequest(store.getState(), sendPasswordReset)).toMatchObject({
      status: 'fulfilled',
      error: null,
    });
  });

  it('keep the reason of a failed call, as a serialisable rejection', async () => {
    const { store, calls } = await storeWithHeldReset();

    const running = store.dispatch(sendPasswordReset('sam@example.com'));
    await flush();
    calls[0]!.reject(new AppError('network/unavailable', 'offline'));
    await running;

    expect(selectRequest(store.getState(), sendPasswordReset)).toMatchObject({
      status: 'rejected',
      error: { code: 'network/unavailable' },
    });
  });

  it('show the latest call: an earlier one that ends later changes nothing', async () => {
    const { store, calls } = await storeWithHeldReset();

    const first = store.dispatch(sendPasswordReset('sam@example.com'));
    const second = store.dispatch(sendPasswordReset('sam@example.com'));
    await flush();
    calls[0]!.reject(new AppError('network/unavailable', 'offline'));
    await first;

    expect(selectRequest(store.getState(), sendPasswordReset)).toMatchObject({
      requestId: second.requestId,
      status: 'pending',
    });
  });

  it('forget a settled call when an action says so (a notice dismissed), not a running one', async () => {
    const { store, calls } = await storeWithHeldReset();

    const running = store.dispatch(sendPasswordReset('sam@example.com'));
    store.dispatch(requestForgotten(sendPasswordReset));
    expect(selectRequest(store.getState(), sendPasswordReset)?.status).toBe('pending');

    await flush();
    calls[0]!.resolve();
    await running;
    store.dispatch(requestForgotten(sendPasswordReset));
    expect(selectRequest(store.getState(), sendPasswordReset)).toBeUndefined();
  });

  it('go with the session: a sign-out forgets the settled calls, and keeps those still running', async () => {
    const reset = deferred<void>();
    const useCases = {
      loadProfile: { execute: () => Promise.reject(new AppError('network/unavailable')) },
      sendPasswordReset: { execute: () => reset.promise },
      signOut: { execute: () => Promise.resolve() },
    } as unknown as UseCases;
    const store = createStore({ useCases: Promise.resolve(useCases) });
    await store.dispatch(reloadProfile(null));
    const running = store.dispatch(sendPasswordReset('sam@example.com'));

    await store.dispatch(signOut());

    expect(selectRequest(store.getState(), reloadProfile)).toBeUndefined();
    expect(selectRequest(store.getState(), sendPasswordReset)?.status).toBe('pending');
    expect(selectRequest(store.getState(), signOut)?.status).toBe('fulfilled');
    reset.resolve();
    await running;
    expect(selectRequest(store.getState(), sendPasswordReset)?.status).toBe('fulfilled');
  });

  it('keep each thunk apart', async () => {
    const { store } = await storeWithHeldReset();

    // No sign-out use case here: the call fails, and only its own request says so.
    await store.dispatch(signOut());

    expect(selectRequest(store.getState(), signOut)?.status).toBe('rejected');
    expect(selectRequest(store.getState(), sendPasswordReset)).toBeUndefined();
  });
});

describe('a profile reload that ends after the session changed', () => {
  function storeWithHeldReload() {
    const reload = deferred<{ user: unknown; provider: string }>();
    const useCases = {
      loadProfile: { execute: () => reload.promise },
      signOut: { execute: () => Promise.resolve() },
    } as unknown as UseCases;
    const store = createStore({ useCases: Promise.resolve(useCases) });
    store.dispatch(
      sessionChanged({
        status: 'signedIn',
        uid: 'uid-sam',
        user: { email: 'sam@example.com' } as User,
        provider: 'password',
      }),
    );
    return { store, reload };
  }

  it('leaves the sign-in page as it is when it fails', async () => {
    const { store, reload } = storeWithHeldReload();
    const reloading = store.dispatch(reloadProfile('uid-sam'));
    await store.dispatch(signOut());

    reload.reject(new AppError('network/unavailable', 'revoked'));
    await reloading;

    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('does not sign the person back in when it succeeds', async () => {
    const { store, reload } = storeWithHeldReload();
    const reloading = store.dispatch(reloadProfile('uid-sam'));
    await store.dispatch(signOut());

    reload.resolve({ user: { email: 'sam@example.com' }, provider: 'password' });
    await reloading;

    expect(store.getState().auth.status).toBe('signedOut');
  });

  it.each([
    [
      'succeeds',
      (reload: ReturnType<typeof storeWithHeldReload>['reload']) =>
        reload.resolve({ user: { email: 'sam@example.com' }, provider: 'password' }),
    ],
    [
      'fails',
      (reload: ReturnType<typeof storeWithHeldReload>['reload']) =>
        reload.reject(new AppError('network/unavailable', 'gone')),
    ],
  ])(
    'made for the account before a switch, says nothing of the one after it when it %s',
    async (_, settle) => {
      const { store, reload } = storeWithHeldReload();
      // The use cases are here, as they are by the time a person acts.
      await flush();
      const reloading = store.dispatch(reloadProfile('uid-sam'));
      await flush();
      store.dispatch(sessionReported({ status: 'switching', uid: 'uid-kim' }));

      settle(reload);
      await reloading;

      expect(store.getState().auth).toMatchObject({
        status: 'loading',
        uid: 'uid-kim',
        user: null,
      });
    },
  );
});
