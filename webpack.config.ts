import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { hostingConfig } from './hosting/hosting-config';
import type * as PrerenderModule from './src/prerender';

loadDotenv({ quiet: true });

/** Brand and link settings, with the demo's values as defaults (.env.example documents them). */
const BRAND_SETTINGS = {
  CLIENT_NAME: 'Mindful',
  SUPPORT_EMAIL: 'support@mindful.example',
  HOME_URL: 'https://mindful.example',
  TERMS_URL: 'https://mindful.example/terms',
  PRIVACY_URL: 'https://mindful.example/privacy',
  APP_STORE_URL: 'https://apps.apple.com/app/id000000000',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=example.mindful',
  APP_STORE_ID: '000000000',
} as const;

/** Each port's adapters: the in-memory one first, then the real one that ADAPTERS=real picks. */
const PORT_ADAPTERS = {
  IDENTITY: ['memory', 'firebase'],
  USER_API: ['memory', 'http'],
  PAYMENTS: ['memory', 'stripe'],
  TRACKING: ['memory', 'datalayer'],
  GEO: ['memory', 'script'],
} as const;

type Port = keyof typeof PORT_ADAPTERS;
export type AdapterChoice = { [P in Port]: (typeof PORT_ADAPTERS)[P][number] };

/** The settings a real adapter cannot run without. */
const REQUIRED_SETTINGS: Record<string, readonly string[]> = {
  firebase: ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID', 'FIREBASE_APP_ID'],
  http: ['API_BASE_URL'],
  stripe: ['STRIPE_PUBLISHABLE_KEY'],
  script: ['GEO_LOOKUP_URL'],
};
/**
 * Local runs only (npm run start:local, test:local): the Auth emulator and the stand-ins for
 * Stripe.js and for Google's gapi loader.
 */
const LOCAL_ONLY_SETTINGS = {
  FIREBASE_AUTH_EMULATOR_URL: 'points at the emulator',
  STRIPE_JS_URL: 'loads a stand-in for Stripe.js',
  GAPI_JS_URL: "loads a stand-in for Google's gapi loader",
} as const;
/**
 * Optional settings of the site, each checked here and named when wrong: the hosts of profile
 * pictures (comma-separated origins), where the browser reports CSP violations, and the Google Tag
 * Manager container loaded with Consent Mode (hosting/hosting-config.ts admits each only when set).
 */
const SITE_SETTINGS: Record<string, (value: string) => boolean> = {
  PICTURE_ORIGINS: (value) => value.split(',').every((origin) => isOrigin(origin.trim())),
  CSP_REPORT_URL: (value) => isHttpUrl(value) && !value.includes('"'),
  GTM_ID: (value) => /^GTM-[A-Z0-9]{4,12}$/u.test(value),
};
const SITE_SETTING_SHAPES: Record<keyof typeof SITE_SETTINGS, string> = {
  PICTURE_ORIGINS: 'comma-separated origins such as https://images.example.com',
  CSP_REPORT_URL: 'an http(s) address',
  GTM_ID: 'a container id such as GTM-ABC1234',
};
const OPTIONAL_SETTINGS = [...Object.keys(LOCAL_ONLY_SETTINGS), ...Object.keys(SITE_SETTINGS)];

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An origin and nothing more: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value.replace(/\/$/u, '');
}

/** The settings given a value of the wrong shape; API_BASE_URL may be relative ('/api/'). */
function wronglyShaped(env: Environment, choice: AdapterChoice): string[] {
  const problems = Object.entries(SITE_SETTINGS)
    .filter(([name, valid]) => env[name]?.trim() && !valid(env[name].trim()))
    .map(([name]) => `${name} must be ${SITE_SETTING_SHAPES[name]}`);
  const api = env.API_BASE_URL?.trim();
  if (choice.USER_API === 'http' && api && !api.startsWith('/') && !isHttpUrl(api)) {
    problems.push('API_BASE_URL must be an http(s) address or a path such as /api/');
  }
  return problems;
}

type Environment = Record<string, string | undefined>;

/** ADAPTERS=memory|real chooses every port; IDENTITY=…, USER_API=… and the rest override one. */
export function adapterChoice(env: Environment): AdapterChoice {
  const all = env.ADAPTERS ?? 'memory';
  if (all !== 'memory' && all !== 'real') {
    throw new Error(`ADAPTERS must be memory or real, not "${all}".`);
  }
  const entries = (Object.keys(PORT_ADAPTERS) as Port[]).map((port) => {
    const [memory, real] = PORT_ADAPTERS[port];
    const value = env[port] ?? (all === 'real' ? real : memory);
    if (value !== memory && value !== real) {
      throw new Error(`${port} must be ${memory} or ${real}, not "${value}".`);
    }
    return [port, value];
  });
  return Object.fromEntries(entries) as AdapterChoice;
}

/** A brand setting left unset or at the demo's example domains and App Store id. */
function isPlaceholder(value: string): boolean {
  return value === '' || /\bexample\b|0{9}/u.test(value);
}

/** The ports the in-memory demo serves in this choice. */
function inMemoryPorts(choice: AdapterChoice): Port[] {
  return (Object.keys(choice) as Port[]).filter((port) => choice[port] === PORT_ADAPTERS[port][0]);
}

/**
 * What a build that goes to production must have (DEPLOY=true, `npm run deploy`), and a build with
 * only real adapters too: the demo's placeholders must never reach real people.
 */
function refuseUndeployable(env: Environment, choice: AdapterChoice): void {
  const problems: string[] = [];
  const inMemory = inMemoryPorts(choice);
  if (env.DEPLOY === 'true' && inMemory.length > 0) {
    problems.push(`the in-memory demo serves ${inMemory.join(', ')} (set ADAPTERS=real)`);
  }
  for (const [name, what] of Object.entries(LOCAL_ONLY_SETTINGS)) {
    if (env.DEPLOY === 'true' && env[name]?.trim()) {
      problems.push(`${name} ${what}, which is for local runs`);
    }
  }
  const placeholders = Object.keys(BRAND_SETTINGS).filter((name) =>
    isPlaceholder(env[name]?.trim() ?? ''),
  );
  if ((env.DEPLOY === 'true' || inMemory.length === 0) && placeholders.length > 0) {
    problems.push(`the brand settings are the demo's placeholders: ${placeholders.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `This build cannot go to production: ${problems.join('; ')}. ` +
        'Set them in the environment or in .env (see .env.example).',
    );
  }
}

/**
 * Everything webpack writes into the build as process.env.NAME: the adapter choice, the brand
 * settings, and the settings of the real adapters chosen. A missing one fails the build, named.
 */
export function buildSettings(env: Environment): Record<string, string> {
  const choice = adapterChoice(env);
  const vendorSettings = Object.entries(choice).flatMap(([port, adapter]) =>
    (REQUIRED_SETTINGS[adapter] ?? []).map((name) => ({ name, port, adapter })),
  );
  const missing = vendorSettings.filter(({ name }) => !env[name]?.trim());
  if (missing.length > 0) {
    const list = missing.map(({ name, port, adapter }) => `${name} (${port}=${adapter})`);
    throw new Error(
      `Missing setting${missing.length > 1 ? 's' : ''} for the real adapters: ${list.join(', ')}. ` +
        'Set them in the environment or in .env (see .env.example).',
    );
  }
  const wrong = wronglyShaped(env, choice);
  if (wrong.length > 0) {
    throw new Error(
      `${wrong.join('; ')}. Set them in the environment or in .env (see .env.example).`,
    );
  }
  refuseUndeployable(env, choice);
  // The demo world ships only if some port uses it: one literal the app's code can test.
  const settings: Record<string, string> = {
    ...choice,
    WITHOUT_DEMO_WORLD: String(inMemoryPorts(choice).length === 0),
  };
  for (const [name, fallback] of Object.entries(BRAND_SETTINGS))
    settings[name] = env[name] ?? fallback;
  for (const name of [...vendorSettings.map((setting) => setting.name), ...OPTIONAL_SETTINGS]) {
    settings[name] = env[name]?.trim() ?? '';
  }
  return settings;
}

/** Writes each setting into the bundle as the literal `process.env.NAME`. */
function definePlugin(settings: Record<string, string>) {
  return new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(settings).map(([name, value]) => [
        `process.env.${name}`,
        JSON.stringify(value),
      ]),
    ),
  );
}

/** Where Apple Pay looks for the file that proves the portal's domain is registered with Stripe. */
export const APPLE_PAY_ASSOCIATION_PATH =
  '.well-known/apple-developer-merchantid-domain-association';

/**
 * Serves the domain association file that Stripe hands out when a domain is registered for Apple
 * Pay: APPLE_PAY_DOMAIN_ASSOCIATION_FILE names it, and the build writes it where Apple looks.
 * Without the setting nothing is written (the wallets other than Apple Pay work without it).
 */
export class AppleDomainAssociation {
  constructor(private readonly file: string | undefined) {}

  apply(compiler: webpack.Compiler) {
    const file = this.file?.trim();
    if (!file) return;
    compiler.hooks.thisCompilation.tap('AppleDomainAssociation', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'AppleDomainAssociation',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          compilation.fileDependencies.add(path.resolve(file));
          const content = await readFile(file);
          compilation.emitAsset(APPLE_PAY_ASSOCIATION_PATH, new webpack.sources.RawSource(content));
        },
      );
    });
  }
}

/** Writes dist/firebase.json, the hosting config of this very build (hosting/hosting-config.ts). */
class WriteHostingConfig {
  constructor(private readonly settings: Record<string, string>) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WriteHostingConfig', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WriteHostingConfig', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const config = `${JSON.stringify(hostingConfig(this.settings), null, 2)}\n`;
          compilation.emitAsset('firebase.json', new webpack.sources.RawSource(config));
        },
      );
    });
  }
}

/** The entry of src/ui/theme/theme-boot.ts, which puts a kept theme choice on <html>. */
const THEME_ENTRY = 'theme';
/** The entry of src/adapters/browser/tag-manager-boot.ts, only in a build with GTM_ID. */
const TAG_MANAGER_ENTRY = 'tag-manager';
/**
 * The entry of src/start-after-paint.ts, which a prerendered page loads instead of the app's
 * scripts and which requests them after the first paint (pageHtml). index.html has no use for it.
 */
const START_ENTRY = 'start';

/**
 * Puts the theme's script first in the head and blocking (no defer): it runs before anything is
 * painted, so a page whose visitor chose dark is dark from its first frame. Same-origin, so the
 * Content Security Policy needs no inline script. A few hundred bytes, cached with the assets.
 */
class ThemeFirst {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ThemeFirst', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ThemeFirst', (data) => {
        const files = compilation.entrypoints.get(THEME_ENTRY)?.getFiles() ?? [];
        const isTheme = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' &&
          files.some((file) => String(tag.attributes.src).endsWith(`/${file}`));
        const theme = data.headTags.filter(isTheme);
        if (theme.length !== 1) throw new Error(`No single script of the ${THEME_ENTRY} entry.`);
        for (const tag of theme) delete tag.attributes.defer;
        data.headTags = [...theme, ...data.headTags.filter((tag) => !isTheme(tag))];
        return data;
      });
    });
  }
}

/**
 * Whether a script of the build carries V8's explicit compile hint (compileHint). The app's own
 * scripts and its libraries do: nearly all of their code runs as the app starts or as a page opens.
 * Not the two that run before the first paint (the theme and the loader: small, and compiled
 * whole they would only add to the work before it), nor the Intl worker (a worker's script is not streamed), nor Firebase's SDK,
 * large and used in small part.
 */
export function compiledWhole(asset: string): boolean {
  const name = path.basename(asset);
  return (
    name.endsWith('.js') &&
    !name.startsWith(`${THEME_ENTRY}.`) &&
    !name.startsWith(`${START_ENTRY}.`) &&
    !/^(intl-warm-up|firebase(-[a-z]+)?)\./u.test(name)
  );
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the app's
 * scripts: the browser compiles every function of the file while it streams it in, off the main
 * thread, where otherwise each function is compiled on the main thread at its first call. That
 * lazy compiling was most of the app's start after the first paint: steps of 10-15 ms at desktop
 * speed (evaluating React DOM, the store's slices), each a long task on a phone. Added after the
 * minifier, which would drop the comment, and before the source maps, which it shifts a line.
 */
function compileHint() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: compiledWhole,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

const typeScriptRule = { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader' } };

/** What the browser build leaves for the prerender: where it wrote, and the files of each chunk. */
interface BrowserBuild {
  outputPath: string;
  entryFiles: string[];
  startFiles: string[];
  chunkGroupFiles: Map<string, string[]>;
}

/** Keeps the browser build's output in `record` when it is written. */
class RecordBrowserBuild {
  constructor(private readonly record: { build?: BrowserBuild }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('RecordBrowserBuild', (compilation) => {
      const filesOf = (group: webpack.ChunkGroup) => group.getFiles();
      this.record.build = {
        outputPath: compilation.outputOptions.path ?? '',
        entryFiles: filesOf(compilation.entrypoints.get('main')!),
        startFiles: filesOf(compilation.entrypoints.get(START_ENTRY)!),
        chunkGroupFiles: new Map(
          [...compilation.namedChunkGroups].map(([name, group]) => [name, filesOf(group)]),
        ),
      };
    });
  }
}

const PRERENDER_DIR = '.prerender';

/**
 * After the Node build of src/prerender.tsx: runs it, writes each prerendered page as `<path>.html`
 * next to index.html (the hosting's cleanUrls serves /signin from signin.html), and removes the
 * Node build, which is never deployed. A page's HTML is index.html with the page's markup in #root,
 * its title, its page chunk's styles, and the loader that requests its page chunk's scripts and
 * the app's after the first paint.
 */
class WritePrerenderedPages {
  constructor(private readonly record: { build?: BrowserBuild }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPages', async (compilation) => {
      const browser = this.record.build;
      if (!browser) throw new Error('The prerender runs after the browser build.');
      const bundleDir = path.join(compilation.outputOptions.path ?? '', PRERENDER_DIR);
      const bundle = path.join(bundleDir, 'prerender.js');
      const load = createRequire(__filename);
      delete load.cache[bundle]; // A rebuild (webpack --watch) runs the new bundle, not the cached one.
      const prerender = load(bundle) as Pick<
        typeof PrerenderModule,
        'PRERENDERED_PAGES' | 'prerenderPage'
      >;
      try {
        const template = await readFile(path.join(browser.outputPath, 'index.html'), 'utf8');
        const [loader, ...more] = browser.startFiles.filter((file) => file.endsWith('.js'));
        if (!loader || more.length > 0) throw new Error(`No single script of ${START_ENTRY}.`);
        for (const page of prerender.PRERENDERED_PAGES) {
          const pageFiles = browser.chunkGroupFiles.get(page.chunk);
          if (!pageFiles) throw new Error(`No chunk ${page.chunk} for ${page.path} in the build.`);
          const own = pageFiles.filter((file) => !browser.entryFiles.includes(file));
          const html = pageHtml(template, await prerender.prerenderPage(page), own, loader);
          await writeFile(path.join(browser.outputPath, `${page.path.slice(1)}.html`), html);
        }
      } finally {
        await rm(bundleDir, { recursive: true, force: true });
      }
    });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/gu, (char) => `&#${char.charCodeAt(0)};`);

/** The app's deferred scripts in index.html, as html-webpack-plugin writes them. */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/gu;

/**
 * index.html with the page's markup in #root and its title. Its styles come with the app's, so
 * the markup is painted as the app would paint it. Its scripts do not come with them: the loader
 * (`loader`, src/start-after-paint.ts) takes the place of the app's deferred scripts and, once
 * the page is painted, requests the page chunk's scripts (first, so that the chunk is in place
 * when the app first renders over the markup) and then the app's. The theme's blocking script
 * stays first (ThemeFirst).
 */
export function pageHtml(
  template: string,
  { markup, title, path }: { markup: string; title: string; path: string },
  files: string[],
  loader: string,
): string {
  const appScripts = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  if (appScripts.length === 0) throw new Error('index.html has no deferred script');
  const scripts = [
    ...files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
    ...appScripts,
  ];
  const start = `<script defer="defer" src="/${loader}" data-app="${escapeHtml(scripts.join(' '))}"></script>`;
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link href="/${file}" rel="stylesheet">`)
    .join('');
  const parts = [
    [/<title>[^<]*<\/title>/u, () => `<title>${escapeHtml(title)}</title>`],
    // The loader requests the app's scripts: none of them stays in the page.
    [DEFERRED_SCRIPT, () => ''],
    [/<\/head>/u, () => `${styles}${start}</head>`],
    // main.tsx hydrates the markup only at the address it was written for.
    [
      /<div id="?root"?><\/div>/u,
      () => `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div>`,
    ],
  ] as const;
  return parts.reduce((html, [pattern, replacement]) => {
    if (!html.match(pattern)) throw new Error(`index.html has no ${pattern.source}`);
    return html.replace(pattern, replacement);
  }, template);
}

function browserConfig(
  production: boolean,
  settings: Record<string, string>,
  record: { build?: BrowserBuild },
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/main.tsx',
      [THEME_ENTRY]: './src/ui/theme/theme-boot.ts',
      [START_ENTRY]: './src/start-after-paint.ts',
      // Google Tag Manager with Consent Mode's defaults denied: a same-origin script, no inline one.
      ...(settings.GTM_ID
        ? { [TAG_MANAGER_ENTRY]: './src/adapters/browser/tag-manager-boot.ts' }
        : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'use-sync-external-store/shim$': path.resolve(
          __dirname,
          'src/use-sync-external-store-shim.ts',
        ),
        // React Router's package points bundlers at its development build; ship the production one.
        ...(production
          ? {
              'react-router$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    // Maps for the team's tools only: the files name no map, and the hosting does not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        typeScriptRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      definePlugin(settings),
      new HtmlWebpackPlugin({
        template: './src/ui/index.html',
        favicon: './src/ui/favicon.svg',
        scriptLoading: 'defer',
        excludeChunks: [START_ENTRY],
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new ThemeFirst(),
      new RecordBrowserBuild(record),
      new AppleDomainAssociation(process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE),
      new WriteHostingConfig(settings),
      compileHint(),
    ],
    optimization: {
      // Libraries in chunks of their own: they download in parallel, each evaluates as a short
      // task of its own, and they stay cached when only the app changes.
      splitChunks: {
        // The theme's script and the loader are small files of their own, nothing shared.
        chunks: (chunk) =>
          chunk.name !== THEME_ENTRY &&
          chunk.name !== START_ENTRY &&
          chunk.name !== TAG_MANAGER_ENTRY,
        cacheGroups: {
          react: {
            test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 30,
          },
          router: {
            test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
            name: 'router',
            priority: 20,
          },
          state: {
            test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
            name: 'state',
            priority: 20,
          },
          i18n: {
            test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
            name: 'i18n',
            priority: 20,
          },
          di: {
            test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/,
            name: 'di',
            priority: 20,
          },
          // Loaded only for signing in (firebase-auth, firebase-popup); named, so that the
          // compile hint can leave it out (compiledWhole).
          firebase: {
            test: /node_modules[\\/](firebase|@firebase)[\\/]/,
            name: 'firebase',
            chunks: 'async',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: 8080,
      historyApiFallback: true,
      hot: false,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

/** src/prerender.tsx for Node, with the browser build's settings, in one file. */
function prerenderConfig(
  settings: Record<string, string>,
  record: { build?: BrowserBuild },
): webpack.Configuration {
  return {
    name: 'prerender',
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: `${PRERENDER_DIR}/[name].js`,
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: false,
    module: {
      rules: [
        typeScriptRule,
        // The browser build has the styles; the markup needs only their class names.
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      definePlugin(settings),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPages(record),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The browser build; in production, then the prerendered pages of src/prerender.tsx. */
export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const settings = buildSettings(process.env);
  const record: { build?: BrowserBuild } = {};
  const browser = browserConfig(production, settings, record);
  return production ? [browser, prerenderConfig(settings, record)] : browser;
};
