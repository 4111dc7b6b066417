import { AppError } from '../../../src/domain/errors';
import { redirectSignInReturned } from '../../../src/ui/features/account/redirect-sign-in';
import { run } from '../../support/listeners';
import { storeOnWorld } from '../../support/store-on-world';

describe('back from a redirect sign-in, as the app starts', () => {
  it('finishes it once: the app starts once, and a second start changes nothing', async () => {
    const { store, services } = await storeOnWorld();
    const complete = jest.spyOn(services.useCases.signInWithPopup, 'completeRedirect');

    store.dispatch(redirectSignInReturned('/signin'));
    await run(store, redirectSignInReturned('/signin'));
    await run(store, redirectSignInReturned('/signin'));

    expect(complete).toHaveBeenCalledTimes(1);
    expect(store.getState().notice.notice).toBeNull();
  });

  it('tells a refused sign-in on the page the person came back to', async () => {
    const { store, services } = await storeOnWorld();
    jest
      .spyOn(services.useCases.signInWithPopup, 'completeRedirect')
      .mockRejectedValue(new AppError('identity/account-exists-with-different-credential'));

    await run(store, redirectSignInReturned('/signup'));

    expect(store.getState().notice.notice).toMatchObject({ tone: 'error', path: '/signup' });
  });
});
