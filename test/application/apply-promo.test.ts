import { ApplyPromo } from '../../src/application/use-cases/apply-promo';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { product } from './support/demo-world';
import { person } from '../support/builders';

function applyPromo(adapters: DemoWorldAdapters) {
  return new ApplyPromo(adapters.userApi);
}

describe('ApplyPromo', () => {
  it.each([null, '', '   '])(
    'clears the code for %j without calling the API',
    async (promoCode) => {
      const adapters = demoWorld();
      adapters.world.failNextCall('userApi');

      await expect(
        applyPromo(adapters).execute({ product: product('yearly'), promoCode }),
      ).resolves.toBeNull();
      await expect(applyPromo(adapters).execute({ product: null, promoCode })).resolves.toBeNull();

      expect(adapters.world.settings.failNextCall).toBe('userApi');
    },
  );

  it('refuses a code longer than 40 characters on its field, without calling the API', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('userApi');

    const refused = applyPromo(adapters).execute({
      product: product('yearly'),
      promoCode: 'W'.repeat(41),
    });
    await expectAppError(refused, 'validation/invalid');
    await expect(refused).rejects.toMatchObject({
      fieldErrors: { promoCode: 'validation/too-long' },
    });

    expect(adapters.world.settings.failNextCall).toBe('userApi');
  });

  it('needs a product', async () => {
    const adapters = demoWorld();

    await expectAppError(
      applyPromo(adapters).execute({ product: null, promoCode: 'WELCOME20' }),
      'checkout/no-product',
    );
  });

  it('previews WELCOME20 for a visitor, as a visitor', async () => {
    const adapters = demoWorld();

    const applied = await applyPromo(adapters).execute({
      product: product('monthly'),
      promoCode: 'WELCOME20',
    });

    expect(applied).toEqual({
      promoCode: 'WELCOME20',
      preview: {
        now: { currency: 'usd', amount: 0, trialDays: 7 },
        next: { amount: 3.99, date: '2026-11-28' },
        tax: null,
      },
    });
    expect(adapters.world.state.tokens).toEqual([]);
  });

  it('previews WELCOME20 for a member, as that member', async () => {
    const adapters = demoWorld();
    const pat = person();
    await addAndSignIn(adapters, pat);

    const applied = await applyPromo(adapters).execute({
      product: product('yearly'),
      promoCode: 'WELCOME20',
    });

    expect(applied?.preview.next).toEqual({ amount: 39.99, date: '2026-11-28' });
    expect(adapters.world.state.tokens).toEqual([
      { uid: pat.uid, token: expect.any(String) as string },
    ]);
  });

  it('trims the code and accepts it in lower case', async () => {
    const adapters = demoWorld();

    const applied = await applyPromo(adapters).execute({
      product: product('monthly'),
      promoCode: ' welcome20 ',
    });

    expect(applied?.promoCode).toBe('welcome20');
    expect(applied?.preview.next.amount).toBe(3.99);
  });

  it('previews TRIAL30 in pounds for a GB plan', async () => {
    const adapters = demoWorld();

    const applied = await applyPromo(adapters).execute({
      product: product('yearly_gb'),
      promoCode: 'TRIAL30',
    });

    expect(applied?.preview).toEqual({
      now: { currency: 'gbp', amount: 0, trialDays: 30 },
      next: { amount: 49.99, date: '2026-12-21' },
      tax: { rate: 20, amount: 8.33, inclusive: true },
    });
  });

  it('reports an invalid code', async () => {
    const adapters = demoWorld();

    await expectAppError(
      applyPromo(adapters).execute({
        product: product('monthly'),
        promoCode: 'FREEFOREVER',
      }),
      'promo/invalid',
    );
  });
});
