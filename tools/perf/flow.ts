/**
 * The checkout's user flow alone (docs/performance.md), on a memory build already built:
 * `node -r esbuild-register tools/perf/flow.ts [dist-perf]`. Fails as npm run perf would.
 */
import path from 'node:path';
import { startServer } from '../serve-dist/serve-dist';
import { checkoutFlow } from './checkout-flow';

const CPU_SLOWDOWN = 4;

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'dist-perf');
  const server = await startServer({ configPath: path.join(outDir, 'firebase.json') });
  try {
    const flow = await checkoutFlow(server.url, CPU_SLOWDOWN);
    console.log(`Lighthouse 12 user flow, the checkout after sign-up, ${CPU_SLOWDOWN}× CPU:`);
    console.log(flow.lines.join('\n'));
    if (flow.failures.length > 0) {
      console.error(`\nOver budget:\n  ${flow.failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
