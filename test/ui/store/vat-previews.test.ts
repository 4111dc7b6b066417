import { productChosen } from '../../../src/ui/features/checkout/checkout-slice';
import { loadCatalogue } from '../../../src/ui/features/checkout/checkout-thunks';
import {
  checkoutArrived,
  listenForCheckoutArrivals,
} from '../../../src/ui/features/checkout/checkout-arrival';
import { listenForVatPreviews } from '../../../src/ui/features/checkout/vat-previews';
import { run, settled } from '../../support/listeners';
import { storeOnWorld } from '../../support/store-on-world';
import { person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

/** A person who signed up and never subscribed. */
const pat = person();

const GERMAN_VAT = { rate: 19, amount: 7.98, inclusive: true };

describe('the VAT of the chosen product, while an order is on screen', () => {
  it('is asked without a code for the chosen euro product, and for each one chosen after it', async () => {
    const { store, world, services } = await storeOnWorld();
    world.setCountry('DE');
    const preview = jest.spyOn(services.useCases.previewVat, 'execute');
    const stop = listenForVatPreviews(store.dispatch);

    await store.dispatch(loadCatalogue(null));
    await settled(store);
    expect(store.getState().checkout.vat).toEqual({ yearly_eu: GERMAN_VAT });

    await run(store, productChosen('monthly_eu'));
    expect(store.getState().checkout.vat).toEqual({
      yearly_eu: GERMAN_VAT,
      monthly_eu: { rate: 19, amount: 0.8, inclusive: true },
    });

    // Known already: not asked again.
    await run(store, productChosen('yearly_eu'));
    expect(preview).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks nothing for dollar prices', async () => {
    const { store, services } = await storeOnWorld();
    const preview = jest.spyOn(services.useCases.previewVat, 'execute');
    const stop = listenForVatPreviews(store.dispatch);

    await store.dispatch(loadCatalogue(null));
    await settled(store);
    await run(store, productChosen('monthly'));

    expect(preview).not.toHaveBeenCalled();
    expect(store.getState().checkout.vat).toEqual({});
    stop();
  });

  it('asks for the product already chosen when the order comes on screen', async () => {
    const { store, world } = await storeOnWorld();
    world.setCountry('GB');
    await store.dispatch(loadCatalogue(null));
    await settled(store);
    expect(store.getState().checkout.vat).toEqual({});

    const stop = listenForVatPreviews(store.dispatch);
    await settled(store);

    expect(store.getState().checkout.vat).toEqual({
      yearly_gb: { rate: 20, amount: 8.33, inclusive: true },
    });
    stop();
  });

  it('leaves a failed preview unknown, and asks again when the profile’s checkout arrives', async () => {
    const { store, world } = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat) });
    world.setCountry('DE');
    await store.dispatch(loadCatalogue(null));
    await settled(store);
    world.failNextCall('userApi');
    const stopPreviews = listenForVatPreviews(store.dispatch);
    await settled(store);
    expect(store.getState().checkout.vat).toEqual({});
    stopPreviews();

    const stopArrivals = listenForCheckoutArrivals(store.dispatch);
    await run(store, checkoutArrived({ plan: null, promo: null, subscribed: false }));

    expect(store.getState().checkout.vat).toEqual({ yearly_eu: GERMAN_VAT });
    stopArrivals();
  });
});
