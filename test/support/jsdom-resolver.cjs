// jsdom tests must get Firebase's browser build: drop the `node` export condition for it.
const firebase = /^(firebase|@firebase\/)/;

module.exports = (request, options) => {
  if (!firebase.test(request)) return options.defaultResolver(request, options);
  const conditions = (options.conditions ?? ['require', 'default']).filter((c) => c !== 'node');
  return options.defaultResolver(request, { ...options, conditions: [...conditions, 'browser'] });
};
