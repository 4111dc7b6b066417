/**
 * npm run perf: DESIGN.md's performance budget, measured rather than guessed.
 *
 * 1. Builds the in-memory app into dist-perf/ and the real-adapter app into dist-real/ (placeholder
 *    settings: it is measured, never run) and prints the gzip bytes of the first route's JavaScript,
 *    of the composition root the app requests as it starts, and of every other lazy chunk. The
 *    first route is /membership, where a new visitor lands; it fails above DESIGN.md's 140 KB in the
 *    real build. It fails too when the real build carries the demo's text, or when a component uses
 *    a class styled only in a stylesheet that may not be there with it (styles-in-chunks.ts).
 * 2. Serves dist-perf/ as its firebase.json says (tools/serve-dist/serve-dist.ts) and runs Lighthouse 12,
 *    mobile with simulated throttling, on every logged-out route: Lighthouse's mobile preset, or
 *    the CPU slowdown calibrated to this host (cpuSlowdown); three runs a route (more while its
 *    verdict is in doubt), the median of the three least contended judged. It prints the slowdown
 *    and each run's contention, and fails below performance 95, accessibility 100 or best
 *    practices 100.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkoutFlow } from './checkout-flow';
import { demoTextIn } from './demo-text';
import { misplacedStyles, readSourceIn, type StatsChunk } from './styles-in-chunks';
import { startServer } from '../serve-dist/serve-dist';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import type { Trace, TraceEvent } from 'lighthouse';

const ROOT = path.resolve(__dirname, '../..');
/** Builds of their own: dist/ is the end-to-end suite's, which may be running meanwhile. */
const MEMORY_DIR = 'dist-perf';
const REAL_DIR = 'dist-real';
/** DESIGN.md's budget for the first route: 140 KB gzip of script (docs/performance.md). */
const FIRST_ROUTE_BUDGET_KB = 140;
const FIRST_ROUTE_CHUNK = 'page-membership';
const ENTRIES = ['main', 'theme', 'start'];
/** The composition root (src/boot/deferred-services.ts): requested as the app starts, after the first paint. */
const AT_START_CHUNK = 'portal';
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

const REAL_BUILD_SETTINGS = {
  ADAPTERS: 'real',
  FIREBASE_API_KEY: 'perf-placeholder',
  FIREBASE_AUTH_DOMAIN: 'mindful.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'mindful',
  FIREBASE_APP_ID: '1:0:web:0',
  API_BASE_URL: 'https://api.mindful.example/',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
  GEO_LOOKUP_URL: 'https://geo.mindful.example/',
  // Measured as it ships with a container: Google Tag Manager adds nothing to the first route.
  GTM_ID: 'GTM-PERF001',
  // A build with only real adapters refuses the demo's placeholder brand settings.
  CLIENT_NAME: 'Mindful',
  SUPPORT_EMAIL: 'support@mindful.test',
  HOME_URL: 'https://mindful.test',
  TERMS_URL: 'https://mindful.test/terms',
  PRIVACY_URL: 'https://mindful.test/privacy',
  APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.mindful',
  APP_STORE_ID: '123456789',
};

interface Stats {
  chunks: StatsChunk[];
  entrypoints: Record<string, { assets: { name: string }[] }>;
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  assets: { name: string }[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const isScript = (file: string) => file.endsWith('.js');

function build(name: string, outDir: string, env: Record<string, string>): Stats {
  const statsFile = path.join(ROOT, outDir, 'stats.json');
  console.log(`\nBuilding the ${name} app into ${outDir}/ …`);
  const result = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--output-path', outDir, `--json=${statsFile}`],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`The ${name} build failed.`);
  // A production build is the browser build, then the prerender (build/prerender-config.ts).
  const { children } = JSON.parse(readFileSync(statsFile, 'utf8')) as {
    children: (Stats & { name: string })[];
  };
  const browser = children.find((child) => child.name === 'browser');
  if (!browser) throw new Error(`The ${name} build has no browser stats.`);
  return browser;
}

function gzipBytes(outDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(ROOT, outDir, file)), { level: 9 }).length;
}

/** Prints the first route's scripts and every lazy chunk; returns the first route's gzip bytes. */
function reportBundle(name: string, outDir: string, stats: Stats): number {
  const scriptsOf = (group: string, without: string[]) =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => isScript(file) && !without.includes(file));
  // The app's entry, the theme's blocking script and the loader that requests the app after the
  // first paint (build/html.ts): every page's. An entry besides them would be every page's too.
  const unmeasured = Object.keys(stats.entrypoints).filter((entry) => !ENTRIES.includes(entry));
  if (unmeasured.length > 0) throw new Error(`Entries not measured: ${unmeasured.join(', ')}`);
  const initial = ENTRIES.flatMap((entry) => stats.entrypoints[entry]!.assets)
    .map((asset) => asset.name)
    .filter(isScript);
  const firstRoute = [...initial, ...scriptsOf(FIRST_ROUTE_CHUNK, initial)];
  const atStart = scriptsOf(AT_START_CHUNK, firstRoute);
  const lazy = stats.assets
    .map((asset) => asset.name)
    .filter((file) => isScript(file) && ![...firstRoute, ...atStart].includes(file));

  const rows = (files: string[]) =>
    files
      .map((file) => ({ file, bytes: gzipBytes(outDir, file) }))
      .sort((a, b) => b.bytes - a.bytes);
  const print = (title: string, files: string[]) => {
    const fileRows = rows(files);
    const total = fileRows.reduce((sum, row) => sum + row.bytes, 0);
    console.log(`${name} build — ${title}, gzip:`);
    for (const row of fileRows) console.log(`  ${kb(row.bytes).padStart(7)} KB  ${row.file}`);
    return total;
  };
  console.log('');
  const total = print('first route (/membership): paints and hydrates the page', firstRoute);
  console.log(`  ${kb(total).padStart(7)} KB  total (budget ${FIRST_ROUTE_BUDGET_KB} KB)`);
  const startTotal = print('requested as the app starts, after the first paint', atStart);
  console.log(
    `  ${kb(startTotal).padStart(7)} KB  total (with the first route ${kb(total + startTotal)} KB)`,
  );
  print('lazy chunks', lazy);
  return total;
}

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
async function lighthouseFailures(): Promise<string[]> {
  const server = await startServer({ configPath: path.join(ROOT, MEMORY_DIR, 'firebase.json') });
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

/** Prints and returns every class a chunk's component uses whose styles may not be there with it. */
function stylesOutsideTheirChunks(name: string, stats: Stats): string[] {
  const misplaced = misplacedStyles(stats.chunks, readSourceIn(ROOT)).map(
    ({ chunk, component, className, styledIn }) =>
      `${name} build: ${component} (chunk ${chunk}) uses .${className}, styled only in ${styledIn.join(', ')}`,
  );
  console.log(
    `Classes styled only in another chunk (${name} build): ${misplaced.length || 'none'}`,
  );
  return misplaced;
}

async function main(): Promise<void> {
  const memoryStats = build('memory', MEMORY_DIR, { ADAPTERS: 'memory' });
  const realStats = build('real', REAL_DIR, REAL_BUILD_SETTINGS);
  reportBundle('memory', MEMORY_DIR, memoryStats);
  const realFirstRoute = reportBundle('real', REAL_DIR, realStats);
  const failures: string[] = [];
  if (realFirstRoute > FIRST_ROUTE_BUDGET_KB * 1024) {
    failures.push(`real build: first route ${kb(realFirstRoute)} KB > ${FIRST_ROUTE_BUDGET_KB} KB`);
  }
  const demoText = demoTextIn(REAL_DIR);
  console.log(`
Demo text in the real build: ${demoText.length === 0 ? 'none' : demoText.length}`);
  failures.push(...demoText.map((found) => `real build carries demo text: ${found}`));
  if (demoTextIn(MEMORY_DIR).length === 0) failures.push('no demo text found in the memory build');
  failures.push(...stylesOutsideTheirChunks('memory', memoryStats));
  failures.push(...stylesOutsideTheirChunks('real', realStats));

  // `npm run perf -- --bundle`: the builds and their budgets only, in a few minutes.
  if (!process.argv.includes('--bundle')) failures.push(...(await lighthouseFailures()));

  if (failures.length > 0) {
    console.error(`\nOver budget or against the builds' rules:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
