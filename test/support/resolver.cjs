// The tests' module resolution: Inversify is the one-module bundle that globalSetup builds
// (bundle-inversify.cjs); everything else resolves as Jest resolves it.
const { INVERSIFY_BUNDLE } = require('./bundle-inversify.cjs');

module.exports = (request, options) =>
  request === 'inversify' ? INVERSIFY_BUNDLE : options.defaultResolver(request, options);
