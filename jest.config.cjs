/**
 * Jest: core (the domain's and the application's tests) and node (memory adapters, the API server,
 * the build) in Node; dom in jsdom, for the UI and browser adapters. `npm run test:coverage` runs
 * core with coverage and its thresholds; CI runs it beside `npm test`.
 * test/emulator has a configuration of its own (npm run test:emulator): it needs the Auth emulator.
 */
// @swc/jest reads .swcrc (the one webpack uses) and emits CommonJS for Jest.
const transform = { '^.+\\.(t|j)sx?$': '@swc/jest' };
const moduleNameMapper = { '\\.css$': '<rootDir>/test/support/style-stub.cjs' };
// Inversify 8 ships ES modules only: swc turns them into CommonJS for Jest, as it does the portal's.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs)/)'];
// A worker keeps the modules' sources and V8's code cache from one test file to the next.
const runtime = '<rootDir>/test/support/caching-runtime.cjs';
const shared = { transform, transformIgnorePatterns, moduleNameMapper, runtime };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      // The coverage thresholds are about src/domain and src/application: their own tests cover
      // them, with the container's, which resolves every use case of the registry.
      displayName: 'core',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/test/domain/**/*.test.ts',
        '<rootDir>/test/application/**/*.test.ts',
        '<rootDir>/test/container.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: [
        '\\.dom\\.test\\.tsx?$',
        '/test/e2e/',
        '/test/emulator/',
        '<rootDir>/test/(domain|application)/',
        '<rootDir>/test/container\\.test\\.ts$',
      ],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      resolver: '<rootDir>/test/support/jsdom-resolver.cjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/jsdom-setup.ts'],
      testMatch: ['<rootDir>/test/**/*.dom.test.ts', '<rootDir>/test/**/*.test.tsx'],
      testPathIgnorePatterns: ['/test/e2e/', '/test/emulator/'],
    },
  ],
  // Jest's default leaves a core idle on a two-core machine; both run test files.
  maxWorkers: 2,
  // The workers leave nothing open: each one's 'exit' comes within a millisecond of Jest's end
  // message. Then Node frees its heap (about 400 MB after a run) a page at a time, which takes this
  // machine 0.45–0.7 s, past Jest's default of 500 ms, so it killed them and warned of a leak
  // (decision 0012).
  workerGracefulExitTimeout: 3000,
  // A whole-app test types like a person; on a busy two-core machine that takes its time. Jest
  // takes the timeout from here only: a project's own is not read.
  testTimeout: 20_000,
  collectCoverageFrom: [
    'src/domain/**/*.ts',
    'src/application/**/*.ts',
    // Types only, so no test loads them: Jest would instrument them after the tests, in processes
    // of its own, for nothing to cover.
    '!src/application/ports/**',
    '!src/domain/checkout-preview.ts',
  ],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    './src/domain/': { lines: 95, branches: 95 },
    './src/application/': { lines: 95, branches: 95 },
  },
};
