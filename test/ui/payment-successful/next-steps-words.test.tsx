/**
 * The next steps name the way the member signed up in a sentence of that way's own (i18next's
 * `context`), since each name takes its own article and gender: "mit deiner Apple-ID", "mit
 * deinem Google-Konto", "Te has registrado con tu cuenta de Google".
 */
import { act, screen, within } from '@testing-library/react';
import type { RestoredOrder } from '../../../src/application/use-cases/restore-order';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import { findProduct } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/language';
import { PaymentSuccessfulPage } from '../../../src/ui/features/checkout/payment-successful/PaymentSuccessfulPage';
import { arrive } from '../../support/listeners';
import { subscription, user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';

const member = user({ email: 'kim.paid@builders.test' });

/** A yearly order in euros, paid: the provider's word on the stored order. */
const paid: RestoredOrder = {
  order: {
    id: 'order-of-the-test',
    product: findProduct('yearly_eu')!,
    promoCode: null,
    preview: null,
    placedAt: '2026-11-21T09:30:00.000Z',
    uid: 'uid-of-the-test',
    clientSecret: 'pi_order_of_the_test_secret',
  },
  status: 'succeeded',
};

async function welcome(provider: AuthProviderId, language: Language, title: string) {
  const page = renderPage(<PaymentSuccessfulPage />, {
    at: '/payment-successful',
    state: signedIn(member, provider),
    language,
    useCases: {
      restoreOrder: { execute: jest.fn(async () => paid) },
      loadProfile: {
        execute: jest.fn(async () => ({
          user: { ...member, subscribed: true, subscription: subscription() },
          provider,
        })),
      },
    },
  });
  await act(() => arrive(page.store, { pathname: '/payment-successful', search: '' }));
  await screen.findByRole('heading', { level: 1, name: title });
}

test.each([
  ['apple.com', 'Du hast dein Konto mit deiner Apple-ID erstellt.'],
  ['google.com', 'Du hast dein Konto mit deinem Google-Konto erstellt.'],
  ['password', 'Du hast dein Konto mit E-Mail und Passwort erstellt.'],
] as const)('German: the %s sign-up is named with its own article', async (provider, said) => {
  await welcome(provider, 'de', 'Willkommen bei Mindful');
  expect(screen.getByText((_, element) => element?.textContent === said)).toBeInTheDocument();
});

test('Spanish: "Te has registrado", as Spain says what has just happened', async () => {
  await welcome('google.com', 'es', 'Te damos la bienvenida a Mindful');
  expect(
    screen.getByText(
      (_, element) => element?.textContent === 'Te has registrado con tu cuenta de Google.',
    ),
  ).toBeInTheDocument();
});

test('the second step shows the address the member signs in with, beside the way they signed up', async () => {
  await welcome('password', 'en', 'Welcome to Mindful');
  const line = screen.getByText('Your account: kim.paid@builders.test');
  // On a phone a long address breaks before its "@", never inside "builders.test".
  const wordBreak = line.querySelector('wbr');
  expect(wordBreak?.nextSibling?.textContent).toBe('@builders.test');
  expect(wordBreak?.previousSibling?.textContent).toBe('kim.paid');
});

describe('the first step offers the store of the device it is read on', () => {
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get');
  afterEach(() => agent.mockReset());
  afterAll(() => agent.mockRestore());

  test.each([
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)', ['App Store']],
    ['an Android phone', 'Mozilla/5.0 (Linux; Android 15; Pixel 9)', ['Google Play']],
    ['a computer', 'Mozilla/5.0 (X11; Linux x86_64)', ['App Store', 'Google Play']],
  ])('%s', async (_device, userAgent, stores) => {
    agent.mockReturnValue(userAgent);
    await welcome('password', 'en', 'Welcome to Mindful');
    const list = screen.getByRole('list', { name: 'Get the app' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(stores.length);
    stores.forEach((store, index) => expect(links[index]).toHaveTextContent(store));
  });
});

test('the receipt of an order in euros without a code names the VAT its prices include, as the checkout did', async () => {
  const page = renderPage(<PaymentSuccessfulPage />, {
    at: '/payment-successful',
    state: signedIn(member, 'password'),
    useCases: {
      restoreOrder: { execute: jest.fn(async () => paid) },
      previewVat: {
        execute: jest.fn(async () => ({ rate: 19, amount: 7.98, inclusive: true as const })),
      },
      loadProfile: {
        execute: jest.fn(async () => ({
          user: { ...member, subscribed: true, subscription: subscription() },
          provider: 'password' as const,
        })),
      },
    },
  });
  await act(() => arrive(page.store, { pathname: '/payment-successful', search: '' }));
  const receipt = await screen.findByRole('region', { name: 'Your order' });
  const row = await within(receipt).findByText('VAT included');
  expect(row.nextElementSibling).toHaveTextContent('€7.98 (19%)');
  expect(page.useCases.previewVat.execute).toHaveBeenCalledWith(paid.order.product);
});

test('a VAT that cannot be asked is asked once: the receipt says its prices include VAT, without an amount', async () => {
  const previewVat = jest.fn(async () => Promise.reject(new Error('offline')));
  const page = renderPage(<PaymentSuccessfulPage />, {
    at: '/payment-successful',
    state: signedIn(member, 'password'),
    useCases: {
      restoreOrder: { execute: jest.fn(async () => paid) },
      previewVat: { execute: previewVat },
    },
  });
  await act(() => arrive(page.store, { pathname: '/payment-successful', search: '' }));
  await screen.findByRole('region', { name: 'Your order' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(previewVat).toHaveBeenCalledTimes(1);
});
