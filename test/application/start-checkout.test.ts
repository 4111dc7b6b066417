import { StartCheckout } from '../../src/application/use-cases/start-checkout';
import { TERMS_VERSION } from '../../src/domain/consent';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { product } from './support/demo-world';
import { member, person } from '../support/builders';

/** A person who never subscribed. */
const pat = person();

function startCheckout(adapters: DemoWorldAdapters) {
  return new StartCheckout(adapters.userApi);
}

describe('StartCheckout', () => {
  it('needs a product', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, pat);

    await expectAppError(
      startCheckout(adapters).execute({ product: null, promoCode: null }),
      'checkout/no-product',
    );

    expect(adapters.world.state.pendingSecrets).toEqual([]);
  });

  it('opens a checkout session with the terms shown and returns its client secret', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, pat);

    const clientSecret = await startCheckout(adapters).execute({
      product: product('monthly'),
      promoCode: null,
    });

    expect(clientSecret).toMatch(/^seti_demo_\w+_secret_\w+$/u);
    expect(adapters.world.state.pendingSecrets).toEqual([
      {
        clientSecret,
        kind: 'checkout',
        uid: pat.uid,
        productId: 'monthly',
        promoCode: null,
        // The back end records them with the intent (consent-at-checkout.test.ts).
        consent: expect.objectContaining({
          record: expect.objectContaining({ termsVersion: TERMS_VERSION }) as unknown,
        }) as unknown,
      },
    ]);
  });

  it.each([
    [' welcome20 ', 'WELCOME20'],
    ['   ', null],
  ])('sends the promo code %j trimmed', async (promoCode, stored) => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, pat);

    await startCheckout(adapters).execute({ product: product('yearly_gb'), promoCode });

    expect(adapters.world.state.pendingSecrets[0]).toMatchObject({
      productId: 'yearly_gb',
      promoCode: stored,
    });
  });

  it('refuses a member who is already subscribed', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, member({ email: 'sam@builders.test' }));

    await expectAppError(
      startCheckout(adapters).execute({ product: product('yearly'), promoCode: null }),
      'checkout/already-subscribed',
    );
  });

  it('reports an invalid promo code', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, pat);

    await expectAppError(
      startCheckout(adapters).execute({ product: product('yearly'), promoCode: 'NOPE' }),
      'promo/invalid',
    );
  });

  it('fails for a visitor', async () => {
    const adapters = demoWorld();

    await expectAppError(
      startCheckout(adapters).execute({ product: product('yearly'), promoCode: null }),
      'api/unauthorized',
    );
  });
});
