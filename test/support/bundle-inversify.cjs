// Inversify 8 ships as about 370 ES modules. Jest would transform each with swc on a fresh clone,
// then resolve, wrap and compile each again in every test file that builds the container. The
// tests load one CommonJS bundle of the same code instead, made with esbuild before they start.
const { createHash } = require('node:crypto');
const { renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const checkout = createHash('sha256').update(__dirname).digest('hex').slice(0, 12);
const INVERSIFY_BUNDLE = path.join(tmpdir(), `jest-inversify-${checkout}.cjs`);

function bundleInversify() {
  // Here, not at the top: the tests' resolver reads this file for the bundle's path alone.
  const { buildSync } = require('esbuild');
  const [bundle] = buildSync({
    entryPoints: [require.resolve('inversify')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  }).outputFiles;
  // Whole or not at all: another run of this checkout may be reading it.
  const partial = `${INVERSIFY_BUNDLE}.${process.pid}`;
  writeFileSync(partial, bundle.contents);
  renameSync(partial, INVERSIFY_BUNDLE);
}

module.exports = bundleInversify;
module.exports.INVERSIFY_BUNDLE = INVERSIFY_BUNDLE;
