/**
 * What the browser build hands the prerender (build/prerender-config.ts), through a file it writes
 * next to the prerender's bundle: the files every page carries, and each chunk group's.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type webpack from 'webpack';
import { START_ENTRY, THEME_ENTRY } from './entries';
import type { AppFiles } from './html';

export interface BrowserFiles {
  app: AppFiles;
  /** The loader of the prerendered pages (START_ENTRY). */
  loader: string;
  /** The files of the app's entry, which a page chunk's own files leave out. */
  entryFiles: string[];
  chunkGroupFiles: Record<string, string[]>;
}

/** The Node build of the prerender, removed once the pages are written: never deployed. */
export const PRERENDER_DIR = '.prerender';
const BROWSER_FILES = path.join(PRERENDER_DIR, 'browser-files.json');

/** html-webpack-plugin's favicon option writes the icon there. */
const FAVICON = 'favicon.svg';

const isScript = (file: string) => file.endsWith('.js');
const isStyle = (file: string) => file.endsWith('.css');

function filesOf(compilation: webpack.Compilation, entry: string): string[] {
  const group = compilation.entrypoints.get(entry);
  if (!group) throw new Error(`No entry ${entry} in the browser build.`);
  return group.getFiles();
}

function single(files: string[], entry: string): string {
  const [file, ...more] = files.filter(isScript);
  if (!file || more.length > 0) throw new Error(`No single script of the ${entry} entry.`);
  return file;
}

/** The files every page carries: the theme's script, and the app's scripts and styles. */
export function appFilesOf(compilation: webpack.Compilation): AppFiles {
  const url = (file: string) => `${String(compilation.outputOptions.publicPath)}${file}`;
  const appEntries = [...compilation.entrypoints.keys()].filter(
    (entry) => entry !== THEME_ENTRY && entry !== START_ENTRY,
  );
  const files = [...new Set(appEntries.flatMap((entry) => filesOf(compilation, entry)))];
  return {
    theme: url(single(filesOf(compilation, THEME_ENTRY), THEME_ENTRY)),
    favicon: url(FAVICON),
    scripts: files.filter(isScript).map(url),
    styles: files.filter(isStyle).map(url),
  };
}

function browserFilesOf(compilation: webpack.Compilation): BrowserFiles {
  const url = (file: string) => `${String(compilation.outputOptions.publicPath)}${file}`;
  return {
    app: appFilesOf(compilation),
    loader: url(single(filesOf(compilation, START_ENTRY), START_ENTRY)),
    entryFiles: filesOf(compilation, 'main').map(url),
    chunkGroupFiles: Object.fromEntries(
      [...compilation.namedChunkGroups].map(([name, group]) => [name, group.getFiles().map(url)]),
    ),
  };
}

/** Writes the browser build's files for the prerender, once they have their final names. */
export class WriteBrowserFiles {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteBrowserFiles', async (compilation) => {
      const file = path.join(compilation.outputOptions.path ?? '', BROWSER_FILES);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(browserFilesOf(compilation)));
    });
  }
}

export async function readBrowserFiles(outputPath: string): Promise<BrowserFiles> {
  const file = path.join(outputPath, BROWSER_FILES);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BrowserFiles;
  } catch (error) {
    throw new Error(`The prerender runs after the browser build, which writes ${file}.`, {
      cause: error,
    });
  }
}
