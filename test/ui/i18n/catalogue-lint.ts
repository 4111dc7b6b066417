/**
 * The catalogue lint (issue 50): what a native reader of German, French or Spanish would find
 * broken, as checks on the catalogues' texts. Each check takes a language's texts by dotted key
 * and answers its problems; catalogue-lint.test.ts shows each one failing on a fixture, then
 * passing on the real catalogues. docs/i18n.md states the rules.
 */
import type { Language } from '../../../src/domain/language';

export type Texts = ReadonlyMap<string, string>;

export interface Problem {
  key: string;
  rule: string;
  text: string;
}

type Catalogue = { readonly [key: string]: unknown };

/** Every text of a catalogue by its dotted key. */
export function textsOf(catalogue: Catalogue, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(catalogue)) {
    if (typeof child === 'string') found.set(`${path}${key}`, child);
    else
      for (const [inner, text] of textsOf(child as Catalogue, `${path}${key}.`))
        found.set(inner, text);
  }
  return found;
}

const problemsOf = (texts: Texts, rule: string, broken: (text: string) => boolean): Problem[] =>
  [...texts].filter(([, text]) => broken(text)).map(([key, text]) => ({ key, rule, text }));

/** A space that keeps what follows on its line: no-break (U+00A0) or narrow no-break (U+202F). */
const GLUE = '[\\u00a0\\u202f]';

/**
 * French puts a no-break space before ? ! ; : and inside « », so that a "?" never starts a line of
 * its own; German, French and Spanish write one between a number and %, English none.
 */
export function typographyProblems(texts: Texts, language: Language): Problem[] {
  const number = '(?:\\d|\\}\\})';
  const percent =
    language === 'en'
      ? new RegExp(`${number}\\s%`, 'u')
      : new RegExp(`${number}(?!${GLUE}%)\\s?%`, 'u');
  const problems = problemsOf(texts, 'a number and %', (text) => percent.test(text));
  if (language !== 'fr') return problems;
  return [
    ...problems,
    // An ordinary space, or none, before a high sign; a colon of a URL or a time is no sign.
    ...problemsOf(texts, 'French space before ? ! ;', (text) =>
      /(?:^|[^\u00a0\u202f])[?!;]/u.test(text),
    ),
    ...problemsOf(texts, 'French space before :', (text) =>
      /(?:[^\u00a0\u202f/]):(?=\s|$)/u.test(text),
    ),
    ...problemsOf(texts, 'French space inside « »', (text) =>
      new RegExp(`«(?!${GLUE})|(?:^|[^\\u00a0\\u202f])»`, 'u').test(text),
    ),
  ];
}

const PLURAL = /_(zero|one|two|few|many|other)$/u;

/**
 * A number said has its plural forms: `{{count}}` only in a plural key, a counted thing never a
 * value of its own ("{{payments}} payments" read "1 payments"), and each plural group has every
 * form the language's plural rules ask for (French and Spanish have `many`).
 */
export function pluralProblems(texts: Texts, language: Language): Problem[] {
  const wanted = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const groups = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const form = PLURAL.exec(key)?.[1];
    if (form)
      groups.set(key.replace(PLURAL, ''), [...(groups.get(key.replace(PLURAL, '')) ?? []), form]);
  }
  const missing = [...groups].flatMap(([group, forms]) =>
    wanted
      .filter((form) => !forms.includes(form))
      .map((form) => ({ key: `${group}_${form}`, rule: 'a plural form is missing', text: '' })),
  );
  return [
    ...missing,
    ...[...texts]
      .filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key))
      .map(([key, text]) => ({ key, rule: '{{count}} without plural forms', text })),
    ...problemsOf(texts, 'a number said without plural forms', (text) =>
      /\{\{(payments|months|days|weeks|years|charges|times|items)\}\}/u.test(text),
    ),
  ];
}

/**
 * A word that changes with its case, gender or article is never a value put into a sentence:
 * each period, store, login provider and profile field has its own key (i18next's `context`).
 */
export function pieceProblems(texts: Texts): Problem[] {
  return problemsOf(texts, 'a sentence built from pieces', (text) =>
    /\{\{\s*(period|store|provider|method|field)\s*\}\}/u.test(text),
  );
}

/** Whole words: a regular expression's word boundary knows no letter beyond ASCII ("êtes" holds "tes"). */
const words = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, flags);

/** What the review of issue 50 found, and the words the glossaries of docs/i18n.md exclude. */
const KNOWN: Record<Language, readonly RegExp[]> = {
  en: [words('1 payments')],
  de: [
    words('den ersten Jahr'),
    words('In den App Store'),
    words('deinem Apple-ID'),
    words('1 Zahlungen'),
    words('Bereit, wenn du es bist'),
    // The glossary: "Abo" and "Plan", one word each.
    /Mitgliedschaft|Tarif|Abonnement/u,
  ],
  fr: [
    words('premier an'),
    words('Connecté avec compte'),
    /Prêt quand vous l'êtes/u,
    /C'est parti/u,
    words('1 paiements'),
    // The glossary: "abonnement" and "formule".
    /forfait|souscription|adhésion/iu,
  ],
  es: [
    words('con Correo electrónico'),
    words('1 pagos'),
    words('membresía|celular|computadora|ustedes', 'iu'),
    // Spain says what has just happened in the perfect: "has creado", "has pedido".
    words('creaste|pediste|completaste|terminaste|aceptaste|cerraste|elegiste', 'iu'),
  ],
};

export function knownPatternProblems(texts: Texts, language: Language): Problem[] {
  return KNOWN[language].flatMap((pattern) =>
    problemsOf(texts, `known broken: ${pattern.source}`, (text) => pattern.test(text)),
  );
}

/** One register per language: German "du", French "vous", Spanish "tú". */
const OTHER_REGISTER: Partial<Record<Language, RegExp>> = {
  // "Sie" opens sentences as "she" or "it" too: only the formal forms that cannot be those.
  de: /(?<!\p{L})(?:Ihnen|Ihrem|Ihren|Ihrer)(?!\p{L})|[\p{Ll},] Sie(?!\p{L})/u,
  fr: words('tu|toi|ton|ta|tes', 'iu'),
  es: words('usted|ustedes|vosotros|os', 'iu'),
};

export function registerProblems(texts: Texts, language: Language): Problem[] {
  const other = OTHER_REGISTER[language];
  return other ? problemsOf(texts, 'another register', (text) => other.test(text)) : [];
}

/** "About 30 characters" is what a button holds on one or two lines at 375 px. */
export const BUTTON_MAX_LENGTH = 30;

/** The values a button's text is measured with: the longest a member of the demo world reads. */
const SAMPLE_VALUES: Record<string, string> = {
  amount: '49,99 €',
  price: '49,99 €',
  dueToday: '49,99 €',
  regularPrice: '49,99 €',
  count: '12',
  client: 'Mindful',
  code: 'WELCOME20',
};

/** The text as shown, its values filled with samples (an unknown value counts 7 characters). */
export function shownText(text: string): string {
  return text.replace(
    /\{\{\s*(\w+)[^}]*\}\}/gu,
    (_, name: string) => SAMPLE_VALUES[name] ?? 'xxxxxxx',
  );
}

/** Each text of a button (every plural form and context of its key) within the length. */
export function buttonProblems(texts: Texts, buttonKeys: readonly string[]): Problem[] {
  const isButton = (key: string) =>
    buttonKeys.some((button) => key === button || key.startsWith(`${button}_`));
  return [...texts]
    .filter(([key, text]) => isButton(key) && shownText(text).length > BUTTON_MAX_LENGTH)
    .map(([key, text]) => ({ key, rule: `a button over ${BUTTON_MAX_LENGTH} characters`, text }));
}

/** Every check over one language's texts. */
export function lint(texts: Texts, language: Language, buttonKeys: readonly string[]): Problem[] {
  return [
    ...typographyProblems(texts, language),
    ...pluralProblems(texts, language),
    ...pieceProblems(texts),
    ...knownPatternProblems(texts, language),
    ...registerProblems(texts, language),
    ...buttonProblems(texts, buttonKeys),
  ];
}
