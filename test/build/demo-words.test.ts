/**
 * A real build's JavaScript holds no demo word. npm run perf builds one and searches its scripts
 * (tools/perf/demo-text.ts); this is the cheap half that npm test runs: the catalogues every build
 * carries hold no phrase of the demo's, which lives in its own namespace (locales/en-demo.json,
 * locales/<lng>/demo.json) that only a build with the demo world loads.
 */
import { demoPhrases } from '../../tools/perf/demo-text';
import en from '../../locales/en.json';
import enLater from '../../locales/en-later.json';
import enContracts from '../../locales/en-contracts.json';
import de from '../../locales/de/translation.json';
import deContracts from '../../locales/de/contracts.json';
import fr from '../../locales/fr/translation.json';
import frContracts from '../../locales/fr/contracts.json';
import es from '../../locales/es/translation.json';
import esContracts from '../../locales/es/contracts.json';
import enGifts from '../../locales/en-gifts.json';
import deGifts from '../../locales/de/gifts.json';
import frGifts from '../../locales/fr/gifts.json';
import esGifts from '../../locales/es/gifts.json';
import enAccessibility from '../../locales/en-accessibility.json';
import deAccessibility from '../../locales/de/accessibility.json';
import frAccessibility from '../../locales/fr/accessibility.json';
import esAccessibility from '../../locales/es/accessibility.json';

const WORDS_OF_EVERY_BUILD = {
  en,
  enLater,
  enContracts,
  de,
  deContracts,
  fr,
  frContracts,
  es,
  esContracts,
  enGifts,
  deGifts,
  frGifts,
  esGifts,
  enAccessibility,
  deAccessibility,
  frAccessibility,
  esAccessibility,
};

test.each(Object.entries(WORDS_OF_EVERY_BUILD))(
  'the %s catalogue holds no demo phrase',
  (_name, words) => {
    const text = JSON.stringify(words);
    expect(demoPhrases().filter((phrase) => text.includes(phrase))).toEqual([]);
  },
);

test('the phrases sought include the header\'s "Demo tools" button in every language', () => {
  expect(demoPhrases()).toEqual(
    expect.arrayContaining([
      'Demo tools',
      'Demo-Werkzeuge',
      'Outils de démo',
      'Herramientas de demo',
    ]),
  );
});
