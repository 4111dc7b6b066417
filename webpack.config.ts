import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

loadDotenv({ quiet: true });

/** Settings the portal reads at build time; DESIGN.md lists them, .env.example documents them. */
const SETTINGS = {
  CLIENT_NAME: 'Mindful',
  SUPPORT_EMAIL: 'support@mindful.example',
  HOME_URL: 'https://mindful.example',
  TERMS_URL: 'https://mindful.example/terms',
  PRIVACY_URL: 'https://mindful.example/privacy',
  APP_STORE_URL: 'https://apps.apple.com/app/id000000000',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=example.mindful',
  APP_STORE_ID: '000000000',
} as const;

function settingsFromEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([name, fallback]) => [name, process.env[name] ?? fallback]),
  );
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const settings = settingsFromEnvironment();
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
