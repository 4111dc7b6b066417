/**
 * A name is never dropped into a sentence of another language: each login provider and each app
 * store has its own sentence (i18next's `context`), since its name takes its own article, gender
 * and preposition ("deiner Apple-ID", "im App Store", "sur Google Play"); a number said has its
 * plural forms ("your next payment", "your next 3 payments").
 */
import { screen, within } from '@testing-library/react';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import type { Language } from '../../../src/domain/language';
import type { RetentionOffer } from '../../../src/domain/keeping-members';
import type { User } from '../../../src/domain/subscription';
import { CancelSubscriptionPage } from '../../../src/ui/features/keeping/cancel-subscription/CancelSubscriptionPage';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { subscription, user } from '../../support/builders';
import { plansOf } from '../../support/plans';
import { renderPage, signedIn } from '../../support/render-page';

const storeBilled = (type: 'APP_STORE' | 'PLAY_STORE') =>
  user({ subscription: subscription({ type, paymentOption: null }) });

/** A member without a plan is shown the plans: their arrival asks for them. */
const plans = { loadCatalogue: { execute: jest.fn(plansOf('ES')) } };

function openProfile(member: User, provider: AuthProviderId, language: Language) {
  renderPage(<ProfilePage />, {
    at: '/',
    state: signedIn(member, provider),
    language,
    useCases: member.subscribed ? {} : plans,
  });
}

test('German: "deiner Apple-ID" (feminine), and the App Store takes "im"', async () => {
  openProfile(storeBilled('APP_STORE'), 'apple.com', 'de');

  const profile = within(await screen.findByRole('region', { name: 'Dein Profil' }));
  expect(profile.getByText('Angemeldet mit deiner Apple-ID')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Du meldest dich mit deiner Apple-ID an, daher gibt es hier kein Passwort zum Zurücksetzen.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Dieses Abo wird über den App Store abgerechnet. Verwalten oder kündigen kannst du es dort.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Im App Store verwalten/u })).toBeInTheDocument();
});

test('French: a Google account is "votre compte Google", and Google Play takes "sur"', async () => {
  openProfile(storeBilled('PLAY_STORE'), 'google.com', 'fr');

  const profile = within(await screen.findByRole('region', { name: 'Votre profil' }));
  expect(profile.getByText('Connexion avec votre compte Google')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Le gérer sur Google Play/u })).toBeInTheDocument();
});

test('Spanish: a password login is said in words of its own, not "con Correo electrónico"', async () => {
  openProfile(user(), 'password', 'es');

  const profile = within(await screen.findByRole('region', { name: 'Tu perfil' }));
  expect(
    profile.getByText('Sesión iniciada con correo electrónico y contraseña'),
  ).toBeInTheDocument();
});

test('Spanish: a saved field agrees with its name ("Apellidos guardados")', async () => {
  const saved = user({ lastName: 'Moreno' });
  const { user: person } = renderPage(<ProfilePage />, {
    at: '/',
    state: signedIn(user(), 'password'),
    language: 'es',
    useCases: { ...plans, updateProfileField: { execute: jest.fn(async () => saved) } },
  });
  const details = within(await screen.findByRole('region', { name: 'Tus datos' }));
  await person.click(details.getByRole('button', { name: 'Editar Apellidos' }));
  await person.click(details.getByRole('button', { name: 'Guardar Apellidos' }));

  expect(await details.findByText('Apellidos guardados.')).toBeInTheDocument();
});

describe('the discount offered before cancelling', () => {
  const offer = (payments: number): RetentionOffer => ({
    id: 'offer-of-the-test',
    kind: 'discount',
    percentOff: 30,
    payments,
    price: 3.49,
    currency: 'usd',
  });

  /** The first reason, then Continue, in the page's language: the offer that answers. */
  async function offerFor(payments: number, language: 'en' | 'fr' = 'en') {
    const member = user({
      subscription: subscription({ productPrice: 4.99, originalPrice: 4.99 }),
    });
    const page = renderPage(<CancelSubscriptionPage />, {
      at: '/cancel-subscription',
      state: signedIn(member),
      useCases: { loadRetentionOffer: { execute: jest.fn(async () => offer(payments)) } },
      language,
    });
    const words = {
      en: { reason: 'It is too expensive', next: 'Continue', offer: 'Before you go' },
      fr: { reason: "C'est trop cher", next: 'Continuer', offer: 'Avant de partir' },
    }[language];
    await page.user.click(await screen.findByRole('radio', { name: words.reason }));
    await page.user.click(screen.getByRole('button', { name: words.next }));
    return screen.findByRole('region', { name: words.offer });
  }

  test.each([
    [1, 'Stay for $3.49 instead of $4.99 on your next payment.'],
    [3, 'Stay for $3.49 instead of $4.99 on your next 3 payments.'],
  ])('%i payment(s): said in the singular or the plural', async (payments, said) => {
    expect(await offerFor(payments)).toHaveTextContent(said);
  });

  test('French: "votre prochain paiement", not "vos 1 prochains paiements"', async () => {
    expect(await offerFor(1, 'fr')).toHaveTextContent(
      /Restez et payez 3,49\s\$US au lieu de 4,99\s\$US pour votre prochain paiement\./u,
    );
  });
});
