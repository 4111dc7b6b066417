import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import type * as PrerenderModule from '../../src/prerender';
import { PRERENDER_DIR, readBrowserFiles } from '../browser-files';
import { prerenderedPageHtml } from '../html';
import hosting from '../../hosting/hosting.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/domain/language';
import { NOT_FOUND_ADDRESS } from '../../src/ui/app/app-addresses';

/** Where Firebase Hosting's i18n rewrites look first: hosting/hosting.json's `i18n.root`. */
const LOCALIZED_ROOT = hosting.hosting.i18n.root.replace(/^\//u, '');

/**
 * The files a page is written to in a language, each with the address it is written for:
 * - at its route, in the folder Firebase Hosting serves to that language's browsers
 *   (`localized/de_ALL/membership.html` for `/membership`), English also at the root, the
 *   page of every other browser;
 * - at the language's own address (`de/membership.html` for `/de/membership`), English having none.
 * English has a folder too, so that a browser asking for English first and German second is
 * served English: Hosting tries each of the browser's languages in turn before the root. The
 * not-found page (404.html) has no address of its own.
 */
export function pageFiles(
  route: string,
  language: Language,
): { file: string; at: 'route' | 'own' }[] {
  const name = `${route.slice(1)}.html`;
  const localized = { file: `${LOCALIZED_ROOT}/${language}_ALL/${name}`, at: 'route' as const };
  // Hosting answers a missing address with the root's or the browser's language's 404.html only.
  if (route === NOT_FOUND_ADDRESS && language !== DEFAULT_LANGUAGE) return [localized];
  return language === DEFAULT_LANGUAGE
    ? [{ file: name, at: 'route' }, localized]
    : [localized, { file: `${language}/${name}`, at: 'own' }];
}

type Prerender = Pick<typeof PrerenderModule, 'PRERENDERED_PAGES' | 'prerenderPage'>;

/** The Node build of src/prerender.tsx, loaded afresh. */
function loadPrerender(bundle: string): Prerender {
  const load = createRequire(__filename);
  delete load.cache[bundle]; // A rebuild (webpack --watch) runs the new bundle, not the cached one.
  return load(bundle) as Prerender;
}

/**
 * After the Node build of src/prerender.tsx: runs it, writes each prerendered page in every
 * language to its files (pageFiles; the hosting's cleanUrls serves /signin from signin.html), and
 * removes the Node build, which is never deployed. A page carries the app's files
 * (build/browser-files.ts) and its own page chunk's (build/html.ts).
 */
export class WritePrerenderedPages {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPages', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? '';
      const bundleDir = path.join(outputPath, PRERENDER_DIR);
      try {
        const browser = await readBrowserFiles(outputPath);
        const prerender = loadPrerender(path.join(bundleDir, 'prerender.js'));
        for (const page of prerender.PRERENDERED_PAGES) {
          const files = browser.chunkGroupFiles[page.chunk];
          if (!files) throw new Error(`No chunk ${page.chunk} for ${page.path} in the build.`);
          const own = files.filter((file) => !browser.entryFiles.includes(file));
          for (const language of LANGUAGES) {
            for (const { file, at } of pageFiles(page.path, language)) {
              const rendered = await prerender.prerenderPage(page, undefined, { language, at });
              const html = prerenderedPageHtml(browser.app, browser.loader, rendered, own);
              const target = path.join(outputPath, file);
              await mkdir(path.dirname(target), { recursive: true });
              await writeFile(target, html);
            }
          }
        }
      } finally {
        await rm(bundleDir, { recursive: true, force: true });
      }
    });
  }
}
