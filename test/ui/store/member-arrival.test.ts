import { memberArrived } from '../../../src/ui/store/member-arrival';
import { selectOrderRestore } from '../../../src/ui/store/selectors';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { storeOnWorld } from '../../support/store-on-world';

/** The store of a signed-in member on the in-memory world, with no DOM. */
async function memberStore() {
  return storeOnWorld({ signedInAs: DEMO_ACCOUNTS.member.email });
}

describe('a member arriving on a member page', () => {
  it('stays where they are when they come from nowhere in particular', async () => {
    const { store } = await memberStore();

    const next = await store.dispatch(memberArrived({ pathname: '/', search: '' })).unwrap();

    expect(next).toBeNull();
    expect(selectOrderRestore(store.getState())).toBe('done');
  });

  it('back from a bank’s check of a new card: the change is told and the address cleaned', async () => {
    const { store } = await memberStore();
    const search = '?setup_intent_client_secret=seti_unknown_secret&redirect_status=failed';

    const next = await store.dispatch(memberArrived({ pathname: '/', search })).unwrap();

    expect(next).toBe('/');
    expect(store.getState().notice.notice).toMatchObject({ tone: 'error', path: '/' });
  });

  it('back from a payment the provider does not know: the address is cleaned of its parameters', async () => {
    const { store } = await memberStore();
    const search = '?payment_intent_client_secret=pi_unknown_secret&redirect_status=succeeded';

    const next = await store
      .dispatch(memberArrived({ pathname: '/payment-successful', search }))
      .unwrap();

    expect(next).toBe('/payment-successful');
  });

  it('arrives once: a second arrival while the first runs (StrictMode’s second effect) is refused', async () => {
    const { store, services } = await memberStore();
    const restore = jest.spyOn(services.useCases.restoreOrder, 'execute');
    const arrival = { pathname: '/payment-successful', search: '?redirect_status=succeeded' };

    const first = store.dispatch(memberArrived(arrival));
    expect(selectOrderRestore(store.getState())).toBe('pending');
    const second = await store.dispatch(memberArrived(arrival));
    expect(second.meta).toMatchObject({ condition: true });

    await expect(first.unwrap()).resolves.toBe('/payment-successful');
    expect(restore).toHaveBeenCalledTimes(1);
    expect(selectOrderRestore(store.getState())).toBe('done');

    // Once it has answered, the next arrival runs.
    await store.dispatch(memberArrived({ pathname: '/', search: '' })).unwrap();
    expect(restore).toHaveBeenCalledTimes(2);
  });
});
