/**
 * npm run perf's Lighthouse half: the prerendered routes of the memory build, each judged by its
 * least contended runs at a CPU slowdown calibrated to this machine, then the checkout's user flow.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Trace, TraceEvent } from 'lighthouse';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { startServer } from '../serve-dist/serve-dist';
import { checkoutFlow } from './checkout-flow';

const LIGHTHOUSE_ROUTES = [
  '/membership',
  '/signin',
  '/signup',
  '/forgot-password',
  '/set-password-successful',
];
const RUNS_PER_ROUTE = 3;
/**
 * A route that falls short on runs whose page waited for the CPU (contentionOf) above this is taken
 * again, up to MAX_RUNS_PER_ROUTE runs, and judged by its three least contended runs.
 */
const MAX_CONTENTION = 1.8;
const MAX_RUNS_PER_ROUTE = 6;
/**
 * Issue 15's bar (DESIGN.md asks for 100). At Lighthouse's own mobile preset (4×) the routes'
 * medians are 99-100 on this 2-core machine; what keeps them from a sure 100 is total blocking
 * time, which a busy machine inflates (contentionOf). docs/performance.md has the figures.
 */
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof THRESHOLDS;

interface Scores {
  route: string;
  scores: Record<Category, number>;
  metrics: string;
  contention: number;
}

/**
 * How much longer the page's main thread took for its tasks than the CPU time it was given (wall
 * over thread time, tasks of 1 ms or more, from navigation on): near 1 on a machine at rest.
 * Simulated throttling multiplies the task times it observed, so a run during which other
 * processes held the CPU judges the page slower than it is, the more so the higher the slowdown.
 */
function contentionOf({ traceEvents }: Trace): number {
  const navigation = traceEvents.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      /^https?:/u.test(String(event.args.data?.documentLoaderURL ?? '')),
  );
  if (!navigation) return Number.POSITIVE_INFINITY;
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts &&
      (event.dur ?? 0) >= 1000,
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // Thread time, which Chromium records with each task and Lighthouse's types leave out.
  const threadTime = (task: TraceEvent) => (task as TraceEvent & { tdur?: number }).tdur ?? 0;
  return sum(tasks.map((task) => task.dur ?? 0)) / sum(tasks.map(threadTime));
}

/**
 * The CPU slowdown that makes a host of this Lighthouse benchmark index the phone Lighthouse means.
 * Simulated throttling multiplies the task times it observed by `cpuSlowdownMultiplier`, 4 by
 * default, which assumes a fast desktop; Lighthouse's docs (docs/throttling.md, "Calibrating the
 * CPU slowdown") ask any other host to calibrate with their CPU throttling calculator, whose
 * mapping this is: 4× at index 1,533, 3× at 1,300, 2× at 800, 1× at 150. A faster host is slowed
 * more, a slower one less: every host meets the same mid-tier phone.
 */
function cpuSlowdownFor(index: number): number {
  const multiplier =
    index >= 1300
      ? 3 + (index - 1300) / 233
      : index >= 800
        ? 2 + (index - 800) / 500
        : 1 + (index - 150) / 650;
  return Math.round(Math.max(1, multiplier) * 100) / 100;
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Measures the host as Lighthouse does (its own `computeBenchmarkIndex`, the figure each report
 * prints as "CPU/Memory Power"), five times in a row, in a page of its own Chromium. Other work on
 * the machine only ever lowers the figure, so the host is the second highest of the five (as the
 * runs judged are the least contended ones, contentionOf). PERF_BENCHMARK_INDEX, if set, is the
 * index instead, as Lighthouse's docs describe calibrating by hand.
 */
async function benchmarkIndex(): Promise<{ index: number; all: number[] }> {
  const given = Number(process.env.PERF_BENCHMARK_INDEX);
  if (given > 0) return { index: given, all: [given] };
  const { chromium } = await import('@playwright/test');
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({
    executablePath: systemChromium('the benchmark index'),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const all: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      all.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
    }
    return { index: all.toSorted((a, b) => b - a)[1]!, all };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's own mobile preset, which assumes a host of benchmark index about 1,500. */
const LIGHTHOUSE_MOBILE_SLOWDOWN = 4;

/**
 * The CPU slowdown of the runs: Lighthouse's own mobile preset, so that the bar means what
 * "Lighthouse mobile" means anywhere and holds steady in CI. Calibrated to the host instead
 * (PERF_CALIBRATE=1, or PERF_BENCHMARK_INDEX=<index> to repeat a measurement on the same phone):
 * this machine, index 2,000-2,300 at rest, is then slowed 6-7×, and its total blocking time swings
 * with the machine's load (a fresh-clone CI run read 91-96 where a quiet one read 98-99).
 */
async function cpuSlowdown(): Promise<{ slowdown: number; calibration: string }> {
  const given = Number(process.env.PERF_BENCHMARK_INDEX);
  if (!(given > 0) && process.env.PERF_CALIBRATE !== '1') {
    return {
      slowdown: LIGHTHOUSE_MOBILE_SLOWDOWN,
      calibration: `CPU slowdown ${LIGHTHOUSE_MOBILE_SLOWDOWN}× (Lighthouse's mobile preset)`,
    };
  }
  const { index, all } = await benchmarkIndex();
  const slowdown = cpuSlowdownFor(index);
  const calibration = `CPU slowdown ${slowdown}× for a host of benchmark index ${thousands(index)}`;
  console.log(`\nHost benchmark index ${all.map(thousands).join(', ')}: ${calibration}`);
  return { slowdown, calibration };
}

/** The run a route is judged by: the median performance of its three least contended runs. */
function judged(runs: Scores[]): Scores {
  return runs
    .toSorted((a, b) => a.contention - b.contention)
    .slice(0, RUNS_PER_ROUTE)
    .sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS_PER_ROUTE / 2)]!;
}

/**
 * A route another run may settle: one with fewer than three runs Lighthouse could measure, or whose
 * judged run falls short while the machine was busy.
 */
function inDoubt(runs: Scores[]): boolean {
  const measured = runs.filter((run) => Number.isFinite(run.contention));
  if (measured.length < RUNS_PER_ROUTE) return true;
  const { scores, contention } = judged(runs);
  return scores.performance < THRESHOLDS.performance && contention > MAX_CONTENTION;
}

interface LighthouseRuns {
  results: Scores[];
  slowdown: number;
  calibration: string;
}

async function lighthouseRoutes(baseUrl: string): Promise<LighthouseRuns> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: systemChromium('Lighthouse'),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const audit = async (route: string, cpuSlowdownMultiplier: number): Promise<Scores> => {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
      // Mobile, simulated throttling (Lighthouse's defaults) but for the calibrated CPU slowdown.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits, environment } = result.lhr;
    const scores = Object.fromEntries(
      (Object.keys(THRESHOLDS) as Category[]).map((id) => [
        id,
        Math.round((categories[id]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    // A run Lighthouse could not measure (its runtimeError) is the least settled of all.
    const contention = result.lhr.runtimeError
      ? Number.POSITIVE_INFINITY
      : contentionOf(result.artifacts.Trace);
    if (result.lhr.runtimeError) {
      console.log(`    Lighthouse could not measure a run (${result.lhr.runtimeError.code})`);
    }
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; index in the run ${thousands(environment.benchmarkIndex)}, contention ${contention.toFixed(2)}`;
    return { route, scores, metrics, contention };
  };
  try {
    const { slowdown, calibration } = await cpuSlowdown();
    // Simulated throttling still varies between runs: each route is judged by the median of
    // three, as Lighthouse's own guidance advises; on a busy machine, of the three runs whose
    // page waited least for the CPU. A route is taken again only while its verdict is in doubt
    // (inDoubt): a run Lighthouse could not measure, or a shortfall on contended runs. The routes
    // take turns, so that a busy spell of the machine falls on runs of several routes rather than
    // on all of one's.
    const runs = new Map<string, Scores[]>(LIGHTHOUSE_ROUTES.map((route) => [route, []]));
    for (let round = 0; round < MAX_RUNS_PER_ROUTE; round += 1) {
      const due = LIGHTHOUSE_ROUTES.filter(
        (route) => round < RUNS_PER_ROUTE || inDoubt(runs.get(route)!),
      );
      if (due.length === 0) break;
      console.log(`  round ${round + 1}, load average ${loadavg()[0]!.toFixed(1)}`);
      for (const route of due) runs.get(route)!.push(await audit(route, slowdown));
    }
    const results = LIGHTHOUSE_ROUTES.map((route) => {
      const all = runs.get(route)!;
      console.log(
        `  ${route}: ${all.map((run) => `${run.scores.performance} (contention ${run.contention.toFixed(2)})`).join(', ')}`,
      );
      return judged(all);
    });
    return { results, slowdown, calibration };
  } finally {
    chrome.kill();
  }
}

function printScores({ results, calibration }: LighthouseRuns): string[] {
  console.log(`\nLighthouse 12, mobile, simulated throttling, ${calibration} (memory build):`);
  console.log('  route                      perf  a11y  best  metrics');
  const failures: string[] = [];
  for (const { route, scores, metrics, contention } of results) {
    const cells = (Object.keys(THRESHOLDS) as Category[]).map((id) =>
      String(scores[id]).padStart(4),
    );
    console.log(`  ${route.padEnd(26)} ${cells.join('  ')}  ${metrics}`);
    for (const id of Object.keys(THRESHOLDS) as Category[]) {
      if (scores[id] < THRESHOLDS[id])
        failures.push(`${route}: ${id} ${scores[id]} < ${THRESHOLDS[id]}`);
    }
    if (contention > MAX_CONTENTION && scores.performance < THRESHOLDS.performance) {
      failures.push(
        `${route}: measured while the machine was busy (contention ${contention.toFixed(2)}): run again at rest`,
      );
    }
  }
  return failures;
}

/**
 * Lighthouse on the memory build's prerendered routes, then its user flow of the checkout after
 * sign-up: the scores under their thresholds.
 */
export async function lighthouseFailures(outDir: string): Promise<string[]> {
  const server = await startServer({ configPath: path.join(outDir, 'firebase.json') });
  try {
    const runs = await lighthouseRoutes(server.url);
    const failures = printScores(runs);
    const flow = await checkoutFlow(server.url, runs.slowdown);
    console.log(
      `\nLighthouse 12 user flow, the checkout after sign-up, ${runs.calibration}, devtools throttling:`,
    );
    console.log(flow.lines.join('\n'));
    return [...failures, ...flow.failures];
  } finally {
    await server.stop();
  }
}
