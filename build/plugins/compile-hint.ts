import path from 'node:path';
import webpack from 'webpack';
import { START_ENTRY, THEME_ENTRY } from '../entries';

/**
 * Whether a script of the build carries V8's explicit compile hint (compileHint). The app's own
 * scripts and its libraries do: nearly all of their code runs as the app starts or as a page opens.
 * Not the two that run before the first paint (the theme and the loader: small, and compiled
 * whole they would only add to the work before it), nor the Intl worker (a worker's script is not
 * streamed), nor Firebase's SDK, large and used in small part.
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
export function compileHint() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: compiledWhole,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
