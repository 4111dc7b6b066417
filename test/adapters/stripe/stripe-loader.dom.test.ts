import { createStripeLoader } from '../../../src/adapters/stripe/stripe-loader';

const STAND_IN = 'http://127.0.0.1:8787/stripe/v3.js';
// The page keeps a script it loaded for good: each test loads a stand-in of its own.
const OTHER_STAND_IN = 'http://127.0.0.1:8788/stripe/v3.js';

function standInScripts(url = STAND_IN): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.src === url,
  );
}

/** What Stripe.js (or its stand-in) defines once its script has run. */
function defineStripe(): jest.Mock {
  const stripe = { elements: jest.fn(), _registerWrapper: jest.fn() };
  const Stripe = Object.assign(
    jest.fn(() => stripe),
    { version: 'endive' },
  );
  Object.assign(window, { Stripe });
  return Stripe;
}

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  Reflect.deleteProperty(window, 'Stripe');
});

describe('createStripeLoader with a stand-in for Stripe.js (local runs)', () => {
  test('puts the stand-in on the page once, then takes the Stripe it defines', async () => {
    const load = createStripeLoader(STAND_IN);
    const first = load('pk_test_local');
    const second = load('pk_test_local');
    expect(standInScripts()).toHaveLength(1);

    const Stripe = defineStripe();
    standInScripts()[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(await second);
    expect(Stripe).toHaveBeenCalledWith('pk_test_local');
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
  });

  test('a stand-in that failed to load is fetched again on the next try', async () => {
    const load = createStripeLoader(OTHER_STAND_IN);
    const failed = load('pk_test_local');
    standInScripts(OTHER_STAND_IN)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`${OTHER_STAND_IN} could not be loaded.`);
    expect(standInScripts(OTHER_STAND_IN)).toHaveLength(0);

    const retried = load('pk_test_local');
    expect(standInScripts(OTHER_STAND_IN)).toHaveLength(1);
    defineStripe();
    standInScripts(OTHER_STAND_IN)[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeDefined();
  });
});
