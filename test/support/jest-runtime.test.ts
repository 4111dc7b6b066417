import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';

/** What test/support/jest-runtime.cjs must leave as Jest's own runtime has it. */
describe("the tests' Jest runtime", () => {
  test('an AsyncLocalStorage keeps its store across awaits, and only inside run', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await storage.run('inside', async () => {
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return storage.getStore();
    });
    expect(seen).toBe('inside');
    expect(storage.getStore()).toBeUndefined();
  });

  test('a module sees its own file and module objects, as CommonJS gives them', () => {
    expect(__filename).toMatch(/jest-runtime\.test\.ts$/u);
    expect(readFileSync(__filename, 'utf8')).toContain("the tests' Jest runtime");
    expect(module.exports).toBe(exports);
    expect(typeof require).toBe('function');
  });

  test('a stack trace names the line and column in the test file', () => {
    const where = new Error('here').stack!.split('\n')[1]!;
    expect(where).toMatch(/jest-runtime\.test\.ts:25:19\)$/u);
  });
});
