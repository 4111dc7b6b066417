// Jest's runtime, with three costs of its own taken out. It reaches into jest-runtime 30's own
// parts (its module executor and core-module provider): should an upgrade move them, every test
// file fails at once, and test/support/jest-runtime.test.ts holds what a test sees unchanged.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/**
 * V8's code cache of every module this worker has run, by file. Jest compiles each module afresh
 * for every test file, in a new context, and V8 keeps nothing across those compiles: React, the
 * router, the store and the app, about 130 ms of every UI test file. From its second test file on,
 * a worker deserialises them instead. The cache is taken once a test file is over, so it holds
 * the functions that ran as well (V8 compiles a function's body only when it is first called).
 * Measured side by side, one worker on each core: the dom project's work 13% less.
 */
const codeCache = new Map();

/** How Jest itself called a module, before it compiled with vm.compileFunction (which V8 cannot cache). */
const wrapperStart = (parameters) => `({"Object.<anonymous>":function(${parameters.join(',')}){`;

/**
 * Node's async_hooks as a test file sees it, its AsyncLocalStorage instances listed in `created`.
 * Jest's test runner, evaluated again for every test file, makes a storage of its own each time and
 * never disables it; in Node 20 every promise created is then handed to every storage ever made in
 * the worker, more with each test file: 2.3 s of a one-process run of npm test's 52 s.
 */
function asyncHooksListing(asyncHooks, created) {
  class ListedStorage extends asyncHooks.AsyncLocalStorage {
    constructor() {
      super();
      created.push(this);
    }
  }
  return { ...asyncHooks, AsyncLocalStorage: ListedStorage };
}

class LighterRuntime extends Runtime {
  /** The scripts this test file compiled without a whole cache: their cache is taken at teardown. */
  uncached = [];
  /** The AsyncLocalStorage instances made in this test file: disabled at teardown. */
  storages = [];
  /** async_hooks as this test file sees it (asyncHooksListing), made when first required. */
  asyncHooks = null;

  constructor(...args) {
    super(...args);
    const { executor } = this;
    // The parameters are the same for every module of the file: the wrapper is built once.
    this.moduleStart = wrapperStart(executor.injectedModuleParameters);
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      if (this._resolution.isCoreModule(filename)) return compile(source, filename);
      try {
        return this.compileWithCodeCache(source, filename);
      } catch {
        // Jest's own compile reports the error as Jest would (a syntax error, ES module syntax).
        return compile(source, filename);
      }
    };
    const { coreModule } = this;
    const requireCore = coreModule.require.bind(coreModule);
    coreModule.require = (name) => {
      const core = requireCore(name);
      if (name.replace(/^node:/, '') !== 'async_hooks') return core;
      return (this.asyncHooks ??= asyncHooksListing(core, this.storages));
    };
  }

  compileWithCodeCache(source, filename) {
    const { executor } = this;
    const context = executor.environment.getVmContext();
    if (context == null) return null;
    const start = this.moduleStart;
    const known = codeCache.get(filename);
    const script = new vm.Script(`${start}${source}\n}});`, {
      filename,
      // Columns on the first line as in the module itself, for stack traces.
      columnOffset: -start.length,
      cachedData: known?.source === source ? known.data : undefined,
      importModuleDynamically: (specifier, _script, attributes, phase) =>
        executor.dynamicImport(specifier, filename, context, attributes, phase),
    });
    if (known?.source !== source || script.cachedDataRejected) {
      this.uncached.push({ filename, source, script });
    }
    return script.runInContext(context)['Object.<anonymous>'];
  }

  teardown() {
    for (const { filename, source, script } of this.uncached) {
      codeCache.set(filename, { source, data: script.createCachedData() });
    }
    this.uncached = [];
    for (const storage of this.storages) storage.disable();
    this.storages = [];
    return super.teardown();
  }

  // After each test file Jest copies the coverage counters of every instrumented module it loaded,
  // with a copy written in JavaScript that walks every property's descriptor: a sixth of a CPU
  // profile of the core project. The counters are plain data: the engine's structured clone will do.
  getAllCoverageInfoCopy() {
    const coverage = this._environment.global.__coverage__;
    return coverage === undefined ? undefined : structuredClone(coverage);
  }
}

module.exports = LighterRuntime;
