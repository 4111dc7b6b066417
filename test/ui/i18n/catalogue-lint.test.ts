/**
 * Issue 50's review, kept: each check of the catalogue lint fails on a fixture that breaks its
 * rule, and no catalogue of the portal breaks any (docs/i18n.md, "What the lint keeps").
 */
import { resolve } from 'node:path';
import type { Language } from '../../../src/domain/language';
import { ENGLISH } from '../../support/english';
import enDemo from '../../../locales/en-demo.json';
import enMail from '../../../locales/en-mail.json';
import de from '../../../locales/de/translation.json';
import deDemo from '../../../locales/de/demo.json';
import deMail from '../../../locales/de/mail.json';
import fr from '../../../locales/fr/translation.json';
import frDemo from '../../../locales/fr/demo.json';
import frMail from '../../../locales/fr/mail.json';
import es from '../../../locales/es/translation.json';
import esDemo from '../../../locales/es/demo.json';
import esMail from '../../../locales/es/mail.json';
import enGifts from '../../../locales/en-gifts.json';
import deGifts from '../../../locales/de/gifts.json';
import frGifts from '../../../locales/fr/gifts.json';
import esGifts from '../../../locales/es/gifts.json';
import enAccessibility from '../../../locales/en-accessibility.json';
import deAccessibility from '../../../locales/de/accessibility.json';
import frAccessibility from '../../../locales/fr/accessibility.json';
import esAccessibility from '../../../locales/es/accessibility.json';
import { buttonChildren, buttonKeys, keysIn } from './button-keys';
import {
  buttonProblems,
  knownPatternProblems,
  lint,
  pieceProblems,
  pluralProblems,
  registerProblems,
  textsOf,
  typographyProblems,
  type Texts,
} from './catalogue-lint';

const fixture = (texts: Record<string, string>): Texts => new Map(Object.entries(texts));
const rules = (problems: { rule: string }[]) => [...new Set(problems.map(({ rule }) => rule))];

describe('each check fails on a fixture that breaks its rule', () => {
  test('French typography: an ordinary space, or none, before ? ! : ; and inside « »', () => {
    const broken = fixture({
      a: 'Vous avez déjà un compte ?',
      b: 'Prêt !',
      c: 'Votre choix : Accepter',
      d: 'Choisissez « Résilier »',
      e: 'Une question?',
    });
    expect(typographyProblems(broken, 'fr')).toHaveLength(5);
    const kept = fixture({
      a: 'Vous avez déjà un compte\u202f?',
      b: 'Votre choix\u00a0: Accepter, à 12:30 sur https://mindful.test',
      c: 'Choisissez «\u00a0Résilier\u00a0»',
    });
    expect(typographyProblems(kept, 'fr')).toEqual([]);
  });

  test.each(['de', 'fr', 'es'] as const)(
    '%s writes a no-break space between a number and %',
    (language) => {
      expect(
        rules(typographyProblems(fixture({ a: '{{percent}} % günstiger' }), language)),
      ).toEqual(['a number and %']);
      expect(typographyProblems(fixture({ a: '16% off' }), language)).toHaveLength(1);
      expect(typographyProblems(fixture({ a: '16\u00a0% · {{percent}}' }), language)).toEqual([]);
    },
  );

  test('English writes 16%, with no space', () => {
    expect(typographyProblems(fixture({ a: 'Save 16 %' }), 'en')).toHaveLength(1);
    expect(typographyProblems(fixture({ a: 'Save 16% vs monthly' }), 'en')).toEqual([]);
  });

  test('a number said without plural forms, and a plural group missing a form', () => {
    const broken = fixture({
      'offer.discount': 'on your next {{payments}} payments',
      'history.showAll': 'Show all {{count}} charges',
      'pause.months_one': '{{count}} mois',
      'pause.months_other': '{{count}} mois',
    });
    expect(rules(pluralProblems(broken, 'fr'))).toEqual([
      'a plural form is missing',
      '{{count}} without plural forms',
      'a number said without plural forms',
    ]);
    expect(pluralProblems(broken, 'fr')[0]?.key).toBe('pause.months_many');
    const kept = fixture({ a_one: '{{count}} day', a_other: '{{count}} days' });
    expect(pluralProblems(kept, 'de')).toEqual([]);
    expect(pluralProblems(kept, 'es')).toHaveLength(1);
  });

  test('a period, a store or a provider put into a sentence', () => {
    const broken = fixture({
      a: 'gilt nur für den ersten {{period}}',
      b: 'In {{store}} verwalten',
      c: 'Connecté avec {{provider}}',
      d: 'Creaste tu cuenta con <strong>{{method}}</strong>.',
      e: '{{field}}: guardado.',
    });
    expect(pieceProblems(broken)).toHaveLength(5);
    expect(pieceProblems(fixture({ a: 'Dein Plan ist jetzt „{{plan}}“.' }))).toEqual([]);
  });

  test.each([
    ['de', 'gilt nur für den ersten Jahr'],
    ['de', 'In den App Store verwalten'],
    ['de', 'Deine Mitgliedschaft ist pausiert'],
    ['de', 'Dein Tarif ist jetzt Monatlich'],
    ['fr', 'pour votre premier an uniquement'],
    ['fr', "Prêt quand vous l'êtes"],
    ['fr', "C'est parti ! Consultez vos e-mails"],
    ['es', 'Creaste tu cuenta con Google'],
    ['es', 'Si no pediste este cambio'],
    ['es', 'Sesión iniciada con Correo electrónico'],
  ] as const)('%s: the known broken %p', (language, text) => {
    expect(knownPatternProblems(fixture({ a: text }), language)).toHaveLength(1);
  });

  test.each([
    ['de', 'Melden Sie sich bitte an'],
    ['fr', 'Connecte-toi avec ton compte'],
    ['es', 'Inicie sesión con su cuenta, usted'],
  ] as const)('%s: another register, %p', (language, text) => {
    expect(registerProblems(fixture({ a: text }), language)).toHaveLength(1);
  });

  test('a button over 30 characters, its values filled with samples', () => {
    const texts = fixture({
      'recover.resetPassword': 'Enviar un enlace para restablecer la contraseña',
      'pastDue.updateCard_one': 'Karte aktualisieren und {{amount}} zahlen',
      'pastDue.lead': 'A sentence beside the button may be as long as it needs to be.',
    });
    expect(
      buttonProblems(texts, ['recover.resetPassword', 'pastDue.updateCard']).map(({ key }) => key),
    ).toEqual(['recover.resetPassword', 'pastDue.updateCard_one']);
    expect(buttonProblems(fixture({ a: 'Restablecer la contraseña' }), ['a'])).toEqual([]);
  });
});

describe('the buttons are read from the sources', () => {
  const keys = [
    'a.save',
    'a.hint',
    'a.hidden',
    'b.toProfile',
    'c.toProfile',
    'd.pay_one',
    'd.pay_other',
  ];

  test('the words of a button, not those of its attributes or of a hidden span', () => {
    const source = `
      <Button onClick={() => setNote(t('a.hint'))}>{t('a.save')}</Button>
      <a className="button button--primary" href="/">{t(\`\${area}.toProfile\`)}</a>
      <a className="link-button" href="/">{t('a.hint')}</a>
      <button className="button" type="button">{t(many ? 'd.pay' : 'a.save')}<span className="visually-hidden">{t('a.hidden')}</span></button>
    `;
    const shown = buttonChildren(source).flatMap((children) => keysIn(children, keys));
    expect([...new Set(shown)].sort()).toEqual([
      'a.save',
      'b.toProfile',
      'c.toProfile',
      'd.pay_one',
      'd.pay_other',
    ]);
  });

  test("finds the portal's buttons", () => {
    const found = buttonKeys(resolve(__dirname, '../../..'), [
      ...textsOf(ENGLISH).keys(),
      ...textsOf(enDemo).keys(),
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        'signUp.submit',
        'keepMembers.pause.confirm_one',
        'recoverEmail.resetPassword',
        'tools.signIn.age',
      ]),
    );
    expect(found).not.toContain('tools.renewals.nobody');
  });
});

/** Words another engineer owns (the contract pages' and their e-mails'): their own review. */
const OWNED_ELSEWHERE = /^(mail:contracts\.|translation:contracts\.(cancelLink|withdrawLink)$)/u;

const CATALOGUES: Record<Language, Record<string, object>> = {
  en: {
    translation: ENGLISH,
    demo: enDemo,
    mail: enMail,
    gifts: enGifts,
    accessibility: enAccessibility,
  },
  de: {
    translation: de,
    demo: deDemo,
    mail: deMail,
    gifts: deGifts,
    accessibility: deAccessibility,
  },
  fr: {
    translation: fr,
    demo: frDemo,
    mail: frMail,
    gifts: frGifts,
    accessibility: frAccessibility,
  },
  es: {
    translation: es,
    demo: esDemo,
    mail: esMail,
    gifts: esGifts,
    accessibility: esAccessibility,
  },
};

const BUTTONS = buttonKeys(resolve(__dirname, '../../..'), [
  ...textsOf(ENGLISH).keys(),
  ...textsOf(enDemo).keys(),
  ...textsOf(enGifts).keys(),
  ...textsOf(enAccessibility).keys(),
]);

describe.each(Object.keys(CATALOGUES) as Language[])('the %s catalogues', (language) => {
  test.each(Object.keys(CATALOGUES[language]))('%s breaks no rule', (namespace) => {
    const texts = new Map(
      [...textsOf(CATALOGUES[language][namespace] as Record<string, unknown>)].filter(
        ([key]) => !OWNED_ELSEWHERE.test(`${namespace}:${key}`),
      ),
    );
    expect(lint(texts, language, BUTTONS)).toEqual([]);
  });
});
