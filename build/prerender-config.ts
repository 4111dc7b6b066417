import webpack from 'webpack';
import { PRERENDER_DIR } from './browser-files';
import { fromRoot, typeScriptRule } from './paths';
import { defineSettings } from './plugins/define-settings';
import { WritePrerenderedPages } from './plugins/write-prerendered-pages';

/** src/prerender.tsx for Node, with the browser build's settings, in one file. */
export function prerenderConfig(settings: Record<string, string>): webpack.Configuration {
  return {
    name: 'prerender',
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: fromRoot('dist'),
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
      defineSettings(settings),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPages(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
