import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

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
const OPTIONAL_SETTINGS = ['FIREBASE_AUTH_EMULATOR_URL'];

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
  const settings: Record<string, string> = { ...choice };
  for (const [name, fallback] of Object.entries(BRAND_SETTINGS))
    settings[name] = env[name] ?? fallback;
  for (const name of [...vendorSettings.map((setting) => setting.name), ...OPTIONAL_SETTINGS]) {
    settings[name] = env[name] ?? '';
  }
  return settings;
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const settings = buildSettings(process.env);
  const config: webpack.Configuration & { devServer?: DevServerConfiguration } = {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
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
      // React Router's package points bundlers at its development build; ship the production one.
      alias: production
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
        : {},
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader' },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(settings).map(([name, value]) => [
            `process.env.${name}`,
            JSON.stringify(value),
          ]),
        ),
      ),
      new HtmlWebpackPlugin({
        template: './src/ui/index.html',
        favicon: './src/ui/favicon.svg',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      // Libraries in chunks of their own: they download in parallel, each evaluates as a short
      // task of its own, and they stay cached when only the app changes.
      splitChunks: {
        chunks: 'all',
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
  return config;
};
