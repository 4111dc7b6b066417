import { productChosen, promoTyped } from '../../../src/ui/features/checkout/checkout-slice';
import { applyPromo, loadCatalogue } from '../../../src/ui/features/checkout/checkout-thunks';
import {
  selectAppliedPromoCode,
  selectArePlanCardsLocked,
  selectIsPromoChecking,
  selectPromoCode,
  selectPromoError,
  selectPromoStatus,
} from '../../../src/ui/features/checkout/selectors';
import { signOut } from '../../../src/ui/features/account/account-thunks';
import { storeOnWorld } from '../../support/store-on-world';
import { person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

/** A person who signed up and never subscribed. */
const pat = person();

/** A visitor's store with the plans loaded. */
async function withPlans() {
  const app = await storeOnWorld();
  await app.store.dispatch(loadCatalogue('first'));
  return app;
}

describe('a promo code', () => {
  it('is checked (the plans wait), then applied', async () => {
    const { store } = await withPlans();

    const checking = store.dispatch(applyPromo('welcome20'));
    expect(selectPromoStatus(store.getState())).toBe('loading');
    expect(selectIsPromoChecking(store.getState())).toBe(true);
    expect(selectPromoCode(store.getState())).toBe('welcome20');
    expect(selectArePlanCardsLocked(store.getState())).toBe(true);
    await checking;

    expect(selectPromoStatus(store.getState())).toBe('applied');
    expect(selectAppliedPromoCode(store.getState())).toBe('welcome20');
    expect(store.getState().checkout.promo.preview).not.toBeNull();
  });

  it('refused: the refusal stands until the code is typed over', async () => {
    const { store } = await withPlans();

    await store.dispatch(applyPromo('NOPE'));
    expect(selectPromoStatus(store.getState())).toBe('error');
    expect(selectPromoError(store.getState())).toMatchObject({ code: 'promo/invalid' });
    expect(selectArePlanCardsLocked(store.getState())).toBe(false);

    store.dispatch(productChosen('yearly'));
    expect(selectPromoError(store.getState())).not.toBeNull();

    store.dispatch(promoTyped('NOPE2'));
    expect(selectPromoStatus(store.getState())).toBe('idle');
    expect(selectPromoError(store.getState())).toBeNull();
    expect(selectPromoCode(store.getState())).toBe('NOPE2');
  });

  it('applied, then another plan chosen: the code stays in the field, no longer applied', async () => {
    const { store } = await withPlans();
    await store.dispatch(applyPromo('WELCOME20'));

    store.dispatch(productChosen('yearly'));

    expect(selectPromoStatus(store.getState())).toBe('idle');
    expect(selectAppliedPromoCode(store.getState())).toBeNull();
    expect(selectPromoCode(store.getState())).toBe('WELCOME20');
  });

  it('goes with the session', async () => {
    const { store } = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat) });
    await store.dispatch(loadCatalogue(null));
    await store.dispatch(applyPromo('NOPE'));

    await store.dispatch(signOut());

    expect(selectPromoStatus(store.getState())).toBe('idle');
    expect(selectPromoCode(store.getState())).toBeNull();
  });
});
