import { AppError } from '../../../src/domain/errors';
import { redirectSignInReturned } from '../../../src/ui/features/account/redirect-sign-in';
import { storeOnWorld } from '../../support/store-on-world';

describe('back from a redirect sign-in, as the app starts', () => {
  it('finishes it once: the second start StrictMode makes is refused', async () => {
    const { store, services } = await storeOnWorld();
    const complete = jest.spyOn(services.useCases.signInWithPopup, 'completeRedirect');

    const first = store.dispatch(redirectSignInReturned('/signin'));
    const second = await store.dispatch(redirectSignInReturned('/signin'));
    await first;

    expect(second.meta).toMatchObject({ condition: true });
    expect(complete).toHaveBeenCalledTimes(1);
    expect(store.getState().notice.notice).toBeNull();
  });

  it('tells a refused sign-in on the page the person came back to', async () => {
    const { store, services } = await storeOnWorld();
    jest
      .spyOn(services.useCases.signInWithPopup, 'completeRedirect')
      .mockRejectedValue(new AppError('identity/account-exists-with-different-credential'));

    await store.dispatch(redirectSignInReturned('/signup'));

    expect(store.getState().notice.notice).toMatchObject({ tone: 'error', path: '/signup' });
  });
});
