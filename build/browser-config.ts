import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { appFilesOf, WriteBrowserFiles } from './browser-files';
import { START_ENTRY, THEME_ENTRY } from './entries';
import { indexHtml } from './html';
import { fromRoot, typeScriptRule } from './paths';
import { AppleDomainAssociation } from './plugins/apple-domain-association';
import { compileHint } from './plugins/compile-hint';
import { defineSettings } from './plugins/define-settings';
import { WriteHostingConfig } from './plugins/write-hosting-config';

/** Each library (or family) and the chunk of its own it goes to. */
const LIBRARY_CHUNKS: Record<string, RegExp> = {
  router: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
  state: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
  // All of i18next and react-i18next but <Trans> (TransWithoutContext.js, Trans.js): only pages
  // with links inside a sentence use it, and none of them is the first route.
  i18n: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
  di: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/,
};

/**
 * Libraries in chunks of their own: they download in parallel, each evaluates as a short task of
 * its own, and they stay cached when only the app changes.
 */
function splitChunks(): NonNullable<webpack.Configuration['optimization']>['splitChunks'] {
  const libraries = Object.entries(LIBRARY_CHUNKS).map(
    ([name, test]) => [name, { test, name, priority: 20 }] as const,
  );
  return {
    // The theme's script and the loader are small files of their own, nothing shared.
    chunks: (chunk) => ![THEME_ENTRY, START_ENTRY].includes(chunk.name ?? ''),
    cacheGroups: {
      react: {
        test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'react',
        priority: 30,
      },
      ...Object.fromEntries(libraries),
      // Firebase's SDK, loaded after the start in two steps (src/adapters/firebase/firebase-chunks.ts):
      // its core, then Auth. Named, so that the compile hint can leave them out (compiledWhole).
      'firebase-core': {
        test: /node_modules[\\/](firebase[\\/]app|@firebase[\\/](app|util|component|logger))[\\/]/,
        name: 'firebase-core',
        chunks: 'async',
        priority: 25,
      },
      firebase: {
        test: /node_modules[\\/](firebase|@firebase)[\\/]/,
        name: 'firebase',
        chunks: 'async',
        priority: 20,
      },
    },
  };
}

/** React's shim, and in production React Router's production build, in place of the packages'. */
function aliases(production: boolean): Record<string, string> {
  return {
    'use-sync-external-store/shim$': fromRoot('src/boot/use-sync-external-store-shim.ts'),
    // React Router's package points bundlers at its development build; ship the production one.
    ...(production && {
      'react-router$': fromRoot('node_modules/react-router/dist/production/index.mjs'),
      'react-router/dom$': fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
    }),
  };
}

/**
 * Every page's scripts. Google Tag Manager is none of them: the tracking adapter loads it once the
 * visitor's consent allows (src/adapters/browser/tag-manager.ts).
 */
function entries(): webpack.Configuration['entry'] {
  return {
    main: './src/main.tsx',
    [THEME_ENTRY]: './src/ui/shared/theme/theme-boot.ts',
    [START_ENTRY]: './src/boot/start-after-paint.ts',
  };
}

function plugins(production: boolean, settings: Record<string, string>) {
  return [
    defineSettings(settings),
    new HtmlWebpackPlugin({
      templateContent: ({ compilation }) =>
        indexHtml(appFilesOf(compilation as webpack.Compilation)),
      inject: false,
      favicon: './src/ui/favicon.svg',
    }),
    new MiniCssExtractPlugin({
      filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
    }),
    // The prerender, which follows in production, reads the files of the build from it.
    ...(production ? [new WriteBrowserFiles()] : []),
    new AppleDomainAssociation(process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE),
    new WriteHostingConfig(settings),
    compileHint(),
  ];
}

/** The app for the browser, with index.html and the hosting config. */
export function browserConfig(
  production: boolean,
  settings: Record<string, string>,
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const named = production ? '[name].[contenthash:10]' : '[name]';
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: entries(),
    output: {
      path: fromRoot('dist'),
      filename: `assets/${named}.js`,
      chunkFilename: `assets/${named}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: aliases(production) },
    // Maps for the team's tools only: the files name no map, and the hosting does not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        typeScriptRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: plugins(production, settings),
    optimization: {
      splitChunks: splitChunks(),
      // Terser's third pass finds what the second made possible: 85 bytes of gzip fewer on the
      // first route, whose budget (140 KB) is spent to the last few hundred bytes.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
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
