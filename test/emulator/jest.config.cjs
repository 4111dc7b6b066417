/**
 * Jest for test/emulator/**\/*.emulator.test.ts: tests that need the Firebase Auth emulator. Not
 * part of `npm test`; `npm run test:emulator` (tools/emulator/with-auth-emulator.sh) starts the emulator around it.
 * Same transform, jsdom environment and resolver as the 'dom' project of ../../jest.config.cjs.
 */
const path = require('node:path');
const { projects } = require('../../jest.config.cjs');

const dom = projects.find((project) => project.displayName === 'dom');

/** @type {import('jest').Config} */
module.exports = {
  ...dom,
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'emulator',
  testMatch: ['<rootDir>/test/emulator/**/*.emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/emulator/global-setup.cjs',
  // One emulator serves every file, and tests clear its accounts: one file at a time.
  maxWorkers: 1,
  testTimeout: 30_000,
};
