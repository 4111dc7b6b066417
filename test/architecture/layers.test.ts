import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

/** The layer rules' violations in these trees, from one run of dependency-cruiser over them all. */
function violationsIn(...trees: string[]): Violation[] {
  // dependency-cruiser's cache answers a run whose files (by their contents) and options are
  // unchanged: the second npm test takes 1.7 s here instead of 3.2. The rules are applied afresh.
  const cache = [
    '--cache',
    'node_modules/.cache/dependency-cruiser',
    '--cache-strategy',
    'content',
  ];
  const args = [...trees, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...cache];
  let output: string;
  try {
    // The JSON report of the whole tree is several megabytes: more than execFileSync's default buffer.
    output = execFileSync(depcruise, args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the layer rules', () => {
  const fixture = 'test/architecture/fixtures/breaks-every-rule/src';
  let violations: Violation[];

  beforeAll(() => {
    violations = violationsIn('src', fixture);
  }, 60_000);

  // npm test checks src here, beside the other tests; npm run test:layers checks it on its own.
  test('src keeps every rule', () => {
    const inSrc = violations
      .filter(({ from }) => from.startsWith('src/'))
      .map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
    expect(inSrc).toEqual([]);
  });

  const broken = (rule: string, from: string, to: string) =>
    violations.some(
      (v) => v.rule.name === rule && v.from === `${fixture}/${from}` && v.to.includes(to),
    );

  test('a domain file that imports from src/adapters fails the check', () => {
    expect(broken('domain-is-pure', 'domain/impure-rule.ts', 'adapters/vendor-adapter')).toBe(true);
    expect(
      broken('only-the-container-imports-adapters', 'domain/impure-rule.ts', 'adapters/'),
    ).toBe(true);
  });

  test('application may import only the domain', () => {
    expect(
      broken('application-imports-only-domain', 'application/leaky-use-case.ts', 'ui/screen'),
    ).toBe(true);
  });

  test('the UI never imports adapters or vendor SDKs', () => {
    expect(broken('ui-never-imports-adapters', 'ui/screen.ts', 'adapters/vendor-adapter')).toBe(
      true,
    );
    expect(broken('vendor-sdks-only-in-adapters', 'ui/screen.ts', '@stripe/stripe-js')).toBe(true);
  });

  test('the demo is known to the container alone: no real adapter imports it', () => {
    expect(
      broken(
        'only-the-container-imports-the-demo',
        'adapters/demo-reaching-adapter.ts',
        'demo/demo-world',
      ),
    ).toBe(true);
  });

  test('adapters and the demo import only the kit of the UI, and the kit nothing else of it', () => {
    expect(
      broken('adapters-and-the-demo-import-only-the-kit', 'adapters/vendor-form.ts', 'ui/screen'),
    ).toBe(true);
    expect(
      broken(
        'adapters-and-the-demo-import-only-the-kit',
        'demo/ui/DemoTools.ts',
        'ui/features/account/notice-slice',
      ),
    ).toBe(true);
    expect(
      broken('adapters-and-the-demo-import-only-the-kit', 'demo/ui/DemoTools.ts', 'ui/kit/'),
    ).toBe(false);
    expect(
      broken('the-kit-stands-alone', 'ui/kit/Dialog.ts', 'ui/features/account/notice-slice'),
    ).toBe(true);
  });

  test('only the entries import src/boot, and boot reaches the demo only through the container', () => {
    expect(
      broken('only-the-entries-import-boot', 'ui/leans-on-boot.ts', 'boot/start-with-the-demo'),
    ).toBe(true);
    expect(
      broken(
        'boot-reaches-the-demo-through-the-container',
        'boot/start-with-the-demo.ts',
        'demo/demo-world',
      ),
    ).toBe(true);
  });

  test('a slice never imports another slice, nor a thunk file a slice', () => {
    expect(
      broken(
        'slices-import-no-slice',
        'ui/features/account/auth-slice.ts',
        'ui/features/account/notice-slice',
      ),
    ).toBe(true);
    expect(
      broken(
        'thunks-import-no-slice',
        'ui/features/account/account-thunks.ts',
        'ui/features/account/notice-slice',
      ),
    ).toBe(true);
  });

  test("a feature reaches another feature only through that feature's index.ts", () => {
    const rule = 'features-meet-at-their-index';
    const from = 'ui/features/keeping/reaching-in.ts';
    expect(broken(rule, from, 'ui/features/checkout/checkout-thunks.ts')).toBe(true);
    expect(broken(rule, from, 'ui/features/checkout/index.ts')).toBe(false);
  });
});
