/**
 * The HTML of every page the build writes, from one template with named slots: index.html (the
 * app, which renders into an empty #root) and each prerendered page (its markup in #root), in its
 * language.
 */
import { addressPrefix, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/domain/language';
import { NOT_FOUND_ADDRESS } from '../src/ui/app/app-addresses';

/** The files of the browser build that every page carries, as URLs. */
export interface AppFiles {
  /** The theme's script (src/ui/shared/theme/theme-boot.ts). */
  theme: string;
  favicon: string;
  /** The app's scripts, deferred, in the order they run. */
  scripts: string[];
  styles: string[];
}

/** A prerendered page as src/prerender.tsx renders it. */
export interface RenderedPage {
  markup: string;
  title: string;
  description: string;
  /** The address it is written for (`/membership`, `/de/membership`). */
  path: string;
  /** The route it shows, in every language (`/membership`). */
  route: string;
  language: Language;
}

/** index.html's words: it is English, and the app renders every language into it. */
const APP_DESCRIPTION = 'Choose your plan, start your free trial and manage your membership.';

const escapeHtml = (text: string) => text.replace(/[&<>"]/gu, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one template. Both themes (src/ui/shared/styles/tokens.css): the browser's own canvas and controls
 * follow `color-scheme`, and the bar follows `theme-color`.
 */
function pageDocument({
  language,
  title,
  description,
  head,
  root,
}: {
  language: Language;
  title: string;
  description: string;
  head: string[];
  root: string;
}) {
  return [
    `<!doctype html><html lang="${language}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="color-scheme" content="light dark">',
    '<meta name="theme-color" content="#f6f4ef" media="(prefers-color-scheme: light)">',
    '<meta name="theme-color" content="#101319" media="(prefers-color-scheme: dark)">',
    `<title>${escapeHtml(title)}</title>`,
    ...head,
    '</head><body>',
    '<noscript><p class="noscript">This page needs JavaScript to choose a plan and pay.</p></noscript>',
    root,
    '</body></html>',
  ].join('');
}

/**
 * The theme's script, first in the head and blocking (no defer): it runs before anything is
 * painted, so a page whose visitor chose dark is dark from its first frame. Same-origin, so the
 * Content Security Policy needs no inline script. A few hundred bytes, cached with the assets.
 */
const themeScript = (src: string) => `<script src="${escapeHtml(src)}"></script>`;
const icon = (href: string) => `<link rel="icon" href="${escapeHtml(href)}">`;
const deferredScript = (src: string) => `<script defer="defer" src="${escapeHtml(src)}"></script>`;
const stylesheet = (href: string) => `<link href="${escapeHtml(href)}" rel="stylesheet">`;

/**
 * The route in every language, for search engines: each language's own address (English at the
 * root) and English as the default for any other language.
 */
export function alternateLinks(route: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(addressPrefix(language) + route)}">`;
  return [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_LANGUAGE),
  ];
}

/** index.html: the app's scripts deferred, and an empty #root the app renders into. */
export function indexHtml(app: AppFiles): string {
  return pageDocument({
    language: DEFAULT_LANGUAGE,
    title: 'Membership',
    description: APP_DESCRIPTION,
    head: [
      themeScript(app.theme),
      icon(app.favicon),
      ...app.scripts.map(deferredScript),
      ...app.styles.map(stylesheet),
    ],
    root: '<div id="root"></div>',
  });
}

/**
 * A prerendered page: its markup in #root and its title. Its styles come with the app's, so the
 * markup is painted as the app would paint it. Its scripts do not come with them: the loader
 * (`loader`, src/boot/start-after-paint.ts) takes the place of the app's deferred scripts and, once the
 * page is painted, requests the page chunk's scripts (first, so that the chunk is in place when the
 * app first renders over the markup) and then the app's. The theme's blocking script stays first.
 */
export function prerenderedPageHtml(
  app: AppFiles,
  loader: string,
  page: RenderedPage,
  pageFiles: string[],
): string {
  const scripts = [...pageFiles.filter((file) => file.endsWith('.js')), ...app.scripts];
  const pageStyles = pageFiles.filter((file) => file.endsWith('.css'));
  return pageDocument({
    language: page.language,
    title: page.title,
    description: page.description,
    head: [
      themeScript(app.theme),
      icon(app.favicon),
      // The not-found page stands for no address, so it names none in other languages.
      ...(page.route === NOT_FOUND_ADDRESS ? [] : alternateLinks(page.route)),
      ...[...app.styles, ...pageStyles].map(stylesheet),
      `<script defer="defer" src="${escapeHtml(loader)}" data-app="${escapeHtml(scripts.join(' '))}"></script>`,
    ],
    // main.tsx hydrates the markup only at the address and in the language it was written for.
    root: `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-language="${page.language}">${page.markup}</div>`,
  });
}
