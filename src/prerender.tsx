import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { settingsFromBuild } from './boot/build-settings';
import type { ContainerOptions } from './container';
import { createPortalServices, uiServicesOf } from './boot/portal-services';
import type { AppSettings } from './application/ports/settings';
import { App } from './ui/app/App';
import { createI18n } from './ui/shared/i18n/create-i18n';
import { documentTitle } from './ui/shared/components/use-document-title';
import { createStore } from './ui/app/store';
import { loadCatalogues } from './ui/shared/i18n/catalogues';
import laterWords from '../locales/en-later.json';
import { addressPrefix, DEFAULT_LANGUAGE, type Language } from './domain/language';
import { NOT_FOUND_ADDRESS } from './ui/app/app-addresses';

/**
 * The pages a visitor lands on, written to HTML at build time (build/prerender-config.ts runs it in
 * Node after the browser build): the browser paints the page at once, before any script has run,
 * and main.tsx renders the same page over it. Each names the chunk of its page (routes.tsx), which
 * its HTML's loader (src/boot/start-after-paint.ts) requests before the app's once the page is painted,
 * and the title its page gives the tab.
 */
export const PRERENDERED_PAGES = [
  { path: '/membership', chunk: 'page-membership', title: 'membership.documentTitle' },
  { path: '/signin', chunk: 'page-sign-in', title: 'signIn.documentTitle' },
  { path: '/signup', chunk: 'page-sign-up', title: 'signUp.documentTitle' },
  {
    path: '/forgot-password',
    chunk: 'page-forgot-password',
    title: 'forgotPassword.documentTitle',
  },
  {
    path: '/set-password-successful',
    chunk: 'page-set-password-successful',
    title: 'setPasswordSuccessful.title',
  },
  { path: '/accessibility', chunk: 'page-accessibility', title: 'accessibility:title' },
  // The hosting's 404.html, served at every address the portal does not have.
  { path: NOT_FOUND_ADDRESS, chunk: 'page-not-found', title: 'notFound.title' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Nothing persists at build time. */
function buildTimeStorage(): ContainerOptions['storage'] {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A prerendered page in one language, at one of its addresses. */
interface RenderedPage {
  markup: string;
  title: string;
  description: string;
  /** The address it is written for: `/membership` (served by the browser's language) or `/de/membership`. */
  path: string;
  /** The route it shows, the same in every language: `/membership`. */
  route: string;
  language: Language;
}

/** Where a page is served: at the route itself, or at its language's own address (`/de/…`). */
export type Address = 'route' | 'own';

/**
 * i18next as the app starts it in that language (src/main.tsx): English, or the language with its
 * catalogues (the same chunk's) already there.
 */
async function i18nIn(language: Language, settings: AppSettings) {
  if (language === 'en') return createI18n(settings);
  return createI18n(settings, { language, catalogues: await loadCatalogues(language) });
}

/**
 * The page's markup as the app's first render in a browser makes it in that language (the same
 * container, store and catalogues; no effects run, so no adapter is ever called: the page as a
 * visitor sees it before the session and the plans arrive), and its title and description. At a
 * language's own address the router starts under its prefix, as AddressRouter does, so that the
 * page's links stay in that language.
 */
export async function prerenderPage(
  page: PrerenderedPage,
  settings: AppSettings = settingsFromBuild(),
  { language = DEFAULT_LANGUAGE, at = 'route' }: { language?: Language; at?: Address } = {},
): Promise<RenderedPage> {
  const services = uiServicesOf(
    createPortalServices({
      settings,
      storage: buildTimeStorage(),
      navigateAway: () => {
        throw new Error('No navigation at build time.');
      },
    }),
  );
  const store = createStore({ useCases: services.useCases });
  const i18n = await i18nIn(language, settings);
  const basename = at === 'own' ? addressPrefix(language) : '';
  const address = `${basename}${page.path}`;
  const RouterAtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={address} basename={basename || undefined}>
      {children}
    </StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App services={services} store={store} i18n={i18n} Router={RouterAtPath} />
    </StrictMode>,
  );
  const markup = await new Response(prelude).text();
  // The description is the head's, never the page's: English keeps it with the later words.
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', laterWords, true, false);
  return {
    markup,
    title: documentTitle(i18n.t, i18n.t(page.title)),
    description: i18n.t('documentDescription'),
    path: address,
    route: page.path,
    language,
  };
}
