import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import type * as PrerenderModule from '../../src/prerender';
import { PRERENDER_DIR, readBrowserFiles } from '../browser-files';
import { prerenderedPageHtml } from '../html';

type Prerender = Pick<typeof PrerenderModule, 'PRERENDERED_PAGES' | 'prerenderPage'>;

/** The Node build of src/prerender.tsx, loaded afresh. */
function loadPrerender(bundle: string): Prerender {
  const load = createRequire(__filename);
  delete load.cache[bundle]; // A rebuild (webpack --watch) runs the new bundle, not the cached one.
  return load(bundle) as Prerender;
}

/**
 * After the Node build of src/prerender.tsx: runs it, writes each prerendered page as `<path>.html`
 * next to index.html (the hosting's cleanUrls serves /signin from signin.html), and removes the
 * Node build, which is never deployed. A page carries the app's files (build/browser-files.ts) and
 * its own page chunk's (build/html.ts).
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
          const rendered = await prerender.prerenderPage(page);
          const html = prerenderedPageHtml(browser.app, browser.loader, rendered, own);
          await writeFile(path.join(outputPath, `${page.path.slice(1)}.html`), html);
        }
      } finally {
        await rm(bundleDir, { recursive: true, force: true });
      }
    });
  }
}
