import { MapStorage } from '../../../src/adapters/memory/map-storage';
import { createPortalServices, uiServicesOf } from '../../../src/container';
import { memberArrived } from '../../../src/ui/store/member-arrival';
import { createStore } from '../../../src/ui/store/store';
import { FakeClock } from '../../support/clocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { TEST_SETTINGS } from '../../support/test-settings';

/** The store of a signed-in member on the in-memory world, with no DOM. */
async function memberStore() {
  const services = createPortalServices({
    settings: TEST_SETTINGS,
    storage: new MapStorage(),
    clock: new FakeClock(),
    navigateAway: () => {},
  });
  await services.useCases.signIn.execute({
    email: DEMO_ACCOUNTS.member.email,
    password: DEMO_PASSWORD,
  });
  return createStore({ useCases: uiServicesOf(services).useCases });
}

describe('a member arriving on a member page', () => {
  it('stays where they are when they come from nowhere in particular', async () => {
    const store = await memberStore();

    const next = await store.dispatch(memberArrived({ pathname: '/', search: '' })).unwrap();

    expect(next).toBeNull();
    expect(store.getState().checkout.orderRestore).toBe('done');
  });

  it('back from a bank’s check of a new card: the change is told and the address cleaned', async () => {
    const store = await memberStore();
    const search = '?setup_intent_client_secret=seti_unknown_secret&redirect_status=failed';

    const next = await store.dispatch(memberArrived({ pathname: '/', search })).unwrap();

    expect(next).toBe('/');
    expect(store.getState().notice.notice).toMatchObject({ tone: 'error', path: '/' });
  });

  it('back from a payment the provider does not know: the address is cleaned of its parameters', async () => {
    const store = await memberStore();
    const search = '?payment_intent_client_secret=pi_unknown_secret&redirect_status=succeeded';

    const next = await store
      .dispatch(memberArrived({ pathname: '/payment-successful', search }))
      .unwrap();

    expect(next).toBe('/payment-successful');
  });
});
