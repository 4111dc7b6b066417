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

/**
 * The page's markup as the app's first render in a browser makes it (the same container and store;
 * no effects run, so no adapter is ever called: the page as a visitor sees it before the session
 * and the plans arrive), and its title.
 */
export async function prerenderPage(
  page: PrerenderedPage,
  settings: AppSettings = settingsFromBuild(),
): Promise<{ markup: string; title: string; path: string }> {
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
  const i18n = createI18n(settings);
  const RouterAtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={page.path}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App services={services} store={store} i18n={i18n} Router={RouterAtPath} />
    </StrictMode>,
  );
  return {
    markup: await new Response(prelude).text(),
    title: documentTitle(i18n.t, i18n.t(page.title)),
    path: page.path,
  };
}
