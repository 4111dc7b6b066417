import { StorageGiftPaymentStorage } from '../src/adapters/browser/storage-gift-payment-storage';
import { createContainer } from '../src/container';
import { resolveUseCases } from '../src/boot/portal-services';
import { InMemoryGiftPaymentStorage } from '../src/demo/in-memory-gift-payment-storage';
import { FakeClock } from './support/clocks';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { person } from './support/builders';
import { CountingIds, worldWith } from './support/demo-world';
import { TEST_SETTINGS } from './support/test-settings';

/** A person who signed up and never subscribed, whom the containers' demo world holds. */
const pat = person();

function testContainer() {
  return createContainer({
    settings: TEST_SETTINGS,
    storage: worldWith(pat),
    clock: new FakeClock('2026-11-21'),
    ids: new CountingIds(),
    language: () => 'de',
  });
}

/** Runs `body` with the build settings given, then puts the environment back. */
async function withEnv(settings: Record<string, string>, body: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    await body();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('the gifts in the composition root', () => {
  it('sends the gift calls where the user API goes, with its tokens and language (USER_API=http)', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('[]', { status: 200 })));
    try {
      await withEnv({ USER_API: 'http', API_BASE_URL: 'https://api.example.test/' }, async () => {
        const useCases = resolveUseCases(testContainer());
        await useCases.signIn.execute({ email: pat.email, password: DEMO_PASSWORD });

        await useCases.loadGiftProducts.execute();

        const [url, init] = fetch.mock.calls[0] ?? [];
        expect(url).toBe('https://api.example.test/gifts/products?country=US');
        expect(init?.headers).toMatchObject({
          Authorization: expect.stringMatching(/^Bearer demo-token-/u) as unknown,
          'Accept-Language': 'de',
        });
      });
    } finally {
      fetch.mockRestore();
    }
  });

  it('keeps a gift’s payment in the browser’s session with the real payments, else in memory', async () => {
    await withEnv({ PAYMENTS: 'stripe' }, async () => {
      const kept = testContainer().get('giftPayments');
      expect(kept).toBeInstanceOf(StorageGiftPaymentStorage);
      expect(kept).not.toBeInstanceOf(InMemoryGiftPaymentStorage);
    });
    expect(testContainer().get('giftPayments')).toBeInstanceOf(InMemoryGiftPaymentStorage);
  });

  it('serves the demo’s gifts from the demo world', async () => {
    const useCases = resolveUseCases(testContainer());
    await useCases.signIn.execute({ email: pat.email, password: DEMO_PASSWORD });

    // The demo world's own gift code (src/demo/demo-gift-seed.ts): the demo's wiring is the subject.
    await expect(
      useCases.previewGiftRedemption.execute('mndf year 2026 0001'),
    ).resolves.toMatchObject({ effect: 'start', months: 12 });
  });
});
