// Jest's runtime, with what a worker learns about a module kept for its next test file
// (decision 0017). Jest gives each test file a fresh module registry: it reads every module's
// source from disk again and V8 compiles it again, about 640 modules for a page's test. This
// runtime keeps the sources, and V8's code cache for each compiled source, for the worker's life.
// Each file still runs every module afresh, so no state passes from one test file to the next.
// And what a test file started that would outlive it, its AsyncLocalStorages, ends with it.
const asyncHooks = require('node:async_hooks');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const sources = new Map();
const buffers = new Map();
const codeCaches = new Map();

/** vm.compileFunction with V8's code cache of the same source, or one made for the next time. */
function compileFunctionWithCodeCache(compileFunction, source, params, options) {
  const known = codeCaches.get(options.filename);
  if (known?.source === source) {
    return compileFunction(source, params, { ...options, cachedData: known.cachedData });
  }
  codeCaches.set(options.filename, {
    source,
    cachedData: codeCacheOf(compileFunction, source, params, options),
  });
  return compileFunction(source, params, options);
}

// The cache is made by a compile of its own in the worker's context: one that produced it in the
// test file's context kept that context, its whole window and module registry, for the worker's
// life (Jest's --detectLeaks failed on an empty test file).
function codeCacheOf(compileFunction, source, params, { filename }) {
  return compileFunction(source, params, { filename, produceCachedData: true }).cachedData;
}

function assertJestInternals(runtime) {
  if (
    !(runtime.fileCache?.strings instanceof Map) ||
    typeof runtime.executor?.compile !== 'function' ||
    typeof runtime.coreModule?.require !== 'function'
  ) {
    throw new Error(
      'test/support/caching-runtime.cjs: jest-runtime no longer has fileCache.strings, executor.compile ' +
        'or coreModule.require; ' +
        'adapt it to the new Jest or remove it from jest.config.cjs (decisions 0017 and 0018)',
    );
  }
}

class CachingRuntime extends Runtime {
  /** Jest's own arguments, passed on whole; the last is the run's global config. */
  constructor(...jestArguments) {
    super(...jestArguments);
    const globalConfig = jestArguments.at(-1);
    assertJestInternals(this);
    // In watch mode the worker outlives an edit: there each file reads the sources afresh.
    if (!globalConfig?.watch && !globalConfig?.watchAll) this.shareSourcesAcrossTestFiles();
    this.compileWithCodeCache();
    this.recordTheFilesAsyncLocalStorages();
  }

  teardown() {
    super.teardown();
    for (const storage of this.asyncLocalStorages) storage.disable();
  }

  shareSourcesAcrossTestFiles() {
    for (const [filename, source] of this.fileCache.strings) sources.set(filename, source);
    this.fileCache.strings = sources;
    this.fileCache.buffers = buffers;
    // Jest clears the file cache when a file ends or resets its modules; the sources stay true.
    this.fileCache.clear = () => {};
  }

  // Jest calls node:vm's compileFunction and offers no option for V8's code cache: the cache is
  // lent for the span of one synchronous compile.
  compileWithCodeCache() {
    const compile = this.executor.compile.bind(this.executor);
    this.executor.compile = (source, filename) => {
      const compileFunction = vm.compileFunction;
      vm.compileFunction = (code, params, options) =>
        compileFunctionWithCodeCache(compileFunction, code, params, options);
      try {
        return compile(source, filename);
      } finally {
        vm.compileFunction = compileFunction;
      }
    };
  }

  // jest-circus runs each test file in an AsyncLocalStorage of its own and never disables it. On
  // Node 20 an enabled storage stays in one list for the process's life, and every promise made
  // later is handed to each storage in it: after a hundred files, a hundred calls per promise.
  // The file's node:async_hooks records the storages it makes, and teardown disables them.
  recordTheFilesAsyncLocalStorages() {
    const made = (this.asyncLocalStorages = []);
    class AsyncLocalStorageOfTheFile extends asyncHooks.AsyncLocalStorage {
      constructor() {
        super();
        made.push(this);
      }
    }
    const asyncHooksOfTheFile = { ...asyncHooks, AsyncLocalStorage: AsyncLocalStorageOfTheFile };
    const requireCoreModule = this.coreModule.require.bind(this.coreModule);
    this.coreModule.require = (name) =>
      name === 'async_hooks' || name === 'node:async_hooks'
        ? asyncHooksOfTheFile
        : requireCoreModule(name);
  }
}

module.exports = CachingRuntime;
