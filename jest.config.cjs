/**
 * Jest: node for domain, application and memory adapters; jsdom for the UI and browser adapters.
 * test/emulator has a configuration of its own (npm run test:emulator): it needs the Auth emulator.
 */
// @swc/jest reads .swcrc (the one webpack uses) and emits CommonJS for Jest.
const transform = { '^.+\\.(t|j)sx?$': '@swc/jest' };
// Inversify 8 ships ES modules only, so swc must transform it like our own code.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs)/)'];
const moduleNameMapper = { '\\.css$': '<rootDir>/test/support/style-stub.cjs' };
const shared = { transform, transformIgnorePatterns, moduleNameMapper };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.dom\\.test\\.tsx?$', '/test/e2e/', '/test/emulator/'],
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
  // A whole-app test types like a person; on a busy two-core machine that takes its time. Jest
  // takes the timeout from here only: a project's own is not read.
  testTimeout: 20_000,
  collectCoverage: true,
  collectCoverageFrom: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    './src/domain/': { lines: 95, branches: 95 },
    './src/application/': { lines: 95, branches: 95 },
  },
};
