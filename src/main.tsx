import { languageOfAddress } from './domain/language';
import { NOT_FOUND_ADDRESS } from './ui/app/app-addresses';
import { historyHasSecrets } from './ui/shared/address-secrets';
import { nextTask } from './ui/shared/next-task';
import { pageStorage } from './ui/kit/safe-storage';
import './ui/shared/styles/tokens.css';
import './ui/shared/styles/base.css';
// The shared styles, in cascade order: a later file wins a tie with an earlier one.
import './ui/shared/styles/layout.css';
import './ui/shared/styles/buttons.css';
import './ui/shared/styles/fields.css';
import './ui/shared/styles/feedback.css';
import './ui/shared/styles/checkout.css';
import './ui/shared/styles/checklist.css';
import './ui/shared/styles/store-buttons.css';
import './ui/shared/styles/dialogs.css';
import './ui/shared/styles/profile-details.css';

/**
 * Resolves once the browser has painted the page it has, so that nothing of the app's work comes
 * before it. A prerendered page requests this script only once it is painted
 * (src/boot/start-after-paint.ts); index.html, which has nothing to paint until the app renders, has it
 * from the start. A hidden tab paints nothing (no animation frames), so there the app starts at
 * once.
 */
const afterFirstPaint = () =>
  document.visibilityState === 'hidden'
    ? nextTask()
    : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Has a worker build Intl's locale data (src/boot/intl-warm-up.worker.ts), which the page's first
 * formatter would otherwise build on this thread in one task of 25-45 ms, the longest after the
 * first paint.
 */
function readyIntlOffThisThread(): void {
  try {
    const worker = new Worker(
      /* webpackChunkName: "intl-warm-up" */ new URL(
        './boot/intl-warm-up.worker.ts',
        import.meta.url,
      ),
    );
    // A worker that cannot run costs the page only the head start.
    worker.addEventListener('error', (event) => event.preventDefault());
  } catch {
    // No workers here: the formatters build the data when first used.
  }
}

/**
 * Starts the app in steps, each a short task of its own. In one go, evaluating the code, wiring the
 * services and rendering block a phone's main thread for a third of a second, while the
 * prerendered page (src/prerender.tsx) is already on screen and being read. The modules are in the
 * bundle already ("eager"): importing them step by step only spreads out their evaluation (an
 * eager import evaluates its module in the task that asks for it, so a step that imports a module
 * and one that uses it are tasks of their own when its evaluation is long), and destructuring
 * each import at once keeps webpack's tree shaking.
 */
async function start() {
  const { startLanguage, pageLanguage } = await import(
    /* webpackMode: "eager" */ './ui/shared/i18n/language-boot'
  );
  const language = startLanguage();
  // Another language's catalogue is its own chunk: its download starts before anything else.
  const catalogue =
    language === 'en'
      ? null
      : import(/* webpackMode: "eager" */ './ui/shared/i18n/catalogues').then(
          ({ loadCatalogues }) => loadCatalogues(language).catch(() => null),
        );
  await afterFirstPaint();
  readyIntlOffThisThread();
  const { settingsFromBuild } = await import(/* webpackMode: "eager" */ './boot/build-settings');
  const { deferredUiServices } = await import(
    /* webpackMode: "eager" */ './boot/deferred-services'
  );
  const settings = settingsFromBuild();
  const services = deferredUiServices({
    settings,
    // The demo world's storage; where site data is blocked, one kept for the page's life.
    storage: pageStorage('localStorage'),
    // The demo's order across its bank's redirect, kept by the tab as the real adapters keep it.
    ...(process.env.WITHOUT_DEMO_WORLD === 'true'
      ? {}
      : { tabStorage: pageStorage('sessionStorage') }),
    navigateAway: (url) => window.location.assign(url),
    // The API writes the e-mails a call causes (the purchase's, the contracts') in this language.
    language: () => pageLanguage(),
  });
  await nextTask();

  const { createStore } = await import(/* webpackMode: "eager" */ './ui/app/store');
  await nextTask();
  const store = createStore({ useCases: services.useCases });
  await nextTask();

  const { createI18n } = await import(/* webpackMode: "eager" */ './ui/shared/i18n/create-i18n');
  // A catalogue that cannot be loaded leaves the page in English, which is better than none.
  const loaded = await catalogue;
  const i18n = createI18n(settings, loaded ? { language, catalogues: loaded } : undefined);
  document.documentElement.lang = i18n.language;
  await nextTask();

  const { App } = await import(/* webpackMode: "eager" */ './ui/app/App');
  await nextTask();
  const { AddressRouter } = await import(/* webpackMode: "eager" */ './ui/app/AddressRouter');
  await nextTask();

  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();

  // In a transition React renders in slices of a few milliseconds, yielding in between, instead
  // of one long task while the page is already being read.
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <App services={services} store={store} i18n={i18n} Router={AddressRouter} />
    </StrictMode>
  );
  if (isPrerenderedHere(container, i18n.language)) {
    // The page on screen is the app's first render, in its language and with its catalogue
    // already loaded: React adopts it as it is, so the largest paint stays the prerendered one and
    // focus or a half-read page are left alone.
    startTransition(() => {
      hydrateRoot(container, app, {
        // With the components above the mismatch: a rare one (a French visitor's reload to English,
        // under load) names no node in the production build's message.
        onRecoverableError: (error, { componentStack }) =>
          console.error('The prerendered page did not match:', error, componentStack),
      });
    });
    return;
  }
  // A page prerendered in another language than the person's (a kept choice, or a catalogue that
  // did not load) is rendered afresh over it, hidden until then (src/ui/shared/i18n/language-boot.ts);
  // the app's Shell shows it once its page is rendered.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * Whether #root holds the page prerendered for this very address in the language the app starts
 * in (build/html.ts marks both). A query changes the first render (a chosen plan), and so do the
 * secrets the page's first script took out of the address (a prefilled e-mail,
 * src/ui/shared/address-secrets.ts): such a page is rendered afresh over the prerendered one instead.
 */
function isPrerenderedHere(container: HTMLElement, language: string): boolean {
  return (
    isPrerenderedFor(container.dataset.prerendered, window.location.pathname) &&
    container.dataset.language === language &&
    !window.location.search &&
    !historyHasSecrets(window.history.state)
  );
}

/**
 * Whether the page prerendered for one address shows at this one: its own, or for the not-found
 * page (the hosting's 404.html) any address outside the languages' own, whose links it would miss.
 */
function isPrerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  if (prerendered === NOT_FOUND_ADDRESS) return languageOfAddress(pathname) === null;
  return prerendered === pathname;
}

void start();
