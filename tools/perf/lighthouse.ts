/**
 * npm run perf's Lighthouse half: the logged-out pages of the memory build, in English and in
 * German (the page a German browser gets at the same address), three runs each, judged on the
 * page's own CPU time (thread-time.ts), then the checkout's user flow.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config, Flags, Trace } from 'lighthouse';
import type runLighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { startServer } from '../serve-dist/serve-dist';
import { checkoutFlow } from './checkout-flow';
import { atThreadTime, contentionOf } from './thread-time';

/** The not-found page (the hosting's 404.html): any address the portal does not have. */
const NOT_FOUND_ROUTE = '/no-such-page';
const ALL_ROUTES = [
  '/membership',
  '/signin',
  '/signup',
  '/forgot-password',
  '/set-password-successful',
  NOT_FOUND_ROUTE,
];
/** Every page, or those PERF_ROUTES names (`PERF_ROUTES=/signin,/no-such-page npm run perf`). */
const ROUTES = process.env.PERF_ROUTES?.split(',') ?? ALL_ROUTES;
/** English, and German as a German browser asks for it (the page then starts in German). */
const LANGUAGES = { en: 'en-US', de: 'de-DE' } as const;
const RUNS_PER_ROUTE = 3;
/** Lighthouse's own mobile preset: a desktop of benchmark index about 1,500 slowed to a phone. */
const CPU_SLOWDOWN = 4;
/**
 * Issue 49's bar: every page's median score and total blocking time (DESIGN.md asks for 100). Each
 * is prerendered, the not-found page too (the hosting's 404.html).
 */
const MIN_PERFORMANCE = 98;
const MAX_BLOCKING_MS = 100;
/** DESIGN.md: a language's largest paint within 10% of English's, route by route. */
const MAX_LCP_OVER_ENGLISH = 1.1;
const MIN_SCORES = { accessibility: 100, 'best-practices': 100 } as const;
const CATEGORIES = ['performance', ...Object.keys(MIN_SCORES)];

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  blockingMs: number;
  lcpMs: number;
}

interface Run {
  /** On the page's own CPU time: what is judged. */
  judged: Figures;
  /** As recorded, contention and all: printed beside it. */
  recorded: Figures;
  contention: number;
}

type Lighthouse = typeof runLighthouse;

/** Lighthouse's own failure to measure a page (its `runtimeError`), not a verdict on the page. */
class UnmeasuredError extends Error {
  constructor(code: string) {
    super(`Lighthouse could not measure: ${code}`);
  }
}

export function figuresOf(lhr: NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr']): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  if (lhr.runtimeError) throw new UnmeasuredError(lhr.runtimeError.code);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    blockingMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
  };
}

const isNotFoundPage = (url: string) => new URL(url).pathname === NOT_FOUND_ROUTE;

/**
 * On the not-found page, Chromium logs the page's own status 404 as an error in the console, which
 * best practices would count against it: that one line is what the page is for, so it alone is
 * left out (decision 0011). Any other error there still counts, and the end-to-end suite fails on
 * a missing file of any page.
 */
const NOT_FOUND_CONFIG: Config = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: {
        ignoredPatterns: [
          'ERR_BLOCKED_BY_CLIENT.Inspector',
          /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/u,
        ],
      },
    },
  ],
};

/**
 * One run: Lighthouse gathers the page into a folder of its own, audits it as recorded, then
 * audits it again with the trace at thread time (Lighthouse's -G and -A modes).
 */
async function measure(lighthouse: Lighthouse, url: string, port: number): Promise<Run> {
  const config = isNotFoundPage(url) ? NOT_FOUND_CONFIG : undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    // The not-found page is answered with the status 404, as it should be: measure it all the same.
    ignoreStatusCode: true,
  };
  try {
    await lighthouse(url, { ...flags, gatherMode: folder }, config);
    const recorded = await lighthouse(url, { ...flags, auditMode: folder }, config);
    const traceFile = path.join(folder, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as Trace;
    writeFileSync(traceFile, JSON.stringify(atThreadTime(trace)));
    const judged = await lighthouse(url, { ...flags, auditMode: folder }, config);
    if (!recorded || !judged) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      judged: figuresOf(judged.lhr),
      recorded: figuresOf(recorded.lhr),
      contention: contentionOf(trace),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * On a busy machine Lighthouse now and then finds no navigation in its own trace (NO_NAVSTART,
 * seen on the real build at load 10): such a run says nothing of the page, so it is taken once more.
 */
async function measureAgainIfUnmeasured(
  lighthouse: Lighthouse,
  url: string,
  port: number,
): Promise<Run> {
  try {
    return await measure(lighthouse, url, port);
  } catch (error) {
    if (!(error instanceof UnmeasuredError)) throw error;
    console.log(`  (${new URL(url).pathname}: ${error.message}; measured again)`);
    return measure(lighthouse, url, port);
  }
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianOf(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    blockingMs: of('blockingMs'),
    lcpMs: of('lcpMs'),
  };
}

/** The route's line of the table, and what of it is against the bar. */
function verdict(page: string, runs: Run[], minPerformance: number) {
  const judged = medianOf(runs.map((run) => run.judged));
  const recorded = medianOf(runs.map((run) => run.recorded));
  const each = runs.map((run) => `${run.judged.performance}/${run.judged.blockingMs}`).join(' ');
  const line =
    `  ${page.padEnd(30)} ${String(judged.performance).padStart(4)} ${String(judged.accessibility).padStart(5)} ${String(judged.bestPractices).padStart(5)}` +
    `  TBT ${judged.blockingMs} ms, LCP ${(judged.lcpMs / 1000).toFixed(2)} s (runs ${each}); as recorded ${recorded.performance}, TBT ${recorded.blockingMs} ms, contention ${median(runs.map((run) => run.contention)).toFixed(2)}`;
  const failures: string[] = [];
  if (judged.performance < minPerformance)
    failures.push(`${page}: performance ${judged.performance} < ${minPerformance}`);
  if (judged.blockingMs > MAX_BLOCKING_MS)
    failures.push(`${page}: total blocking time ${judged.blockingMs} ms > ${MAX_BLOCKING_MS} ms`);
  if (judged.accessibility < MIN_SCORES.accessibility)
    failures.push(`${page}: accessibility ${judged.accessibility} < 100`);
  if (judged.bestPractices < MIN_SCORES['best-practices'])
    failures.push(`${page}: best practices ${judged.bestPractices} < 100`);
  return { line, failures };
}

/** A language's largest paint more than 10% later than English's on the same route, said. */
export function lcpLateness(
  route: string,
  language: string,
  lcpMs: number,
  englishLcpMs: number | undefined,
): string | null {
  if (language === 'en' || englishLcpMs === undefined) return null;
  if (lcpMs <= englishLcpMs * MAX_LCP_OVER_ENGLISH) return null;
  return `${route} (${language}): largest paint ${(lcpMs / 1000).toFixed(2)} s, more than 10% after English's ${(englishLcpMs / 1000).toFixed(2)} s`;
}

/**
 * Lighthouse on every logged-out page the server at `baseUrl` serves, in English and in German, three
 * runs each: what is against the bars. `build` names it in the table's heading.
 */
export async function lighthouseRoutes(baseUrl: string, build: string): Promise<string[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  console.log(
    `\nLighthouse 12, mobile, simulated throttling at ${CPU_SLOWDOWN}× (the mobile preset), on the page's own CPU time (${build}):`,
  );
  console.log('  page                           perf  a11y  best  median of three');
  const failures: string[] = [];
  const englishLcpMs = new Map<string, number>();
  for (const [language, locale] of Object.entries(LANGUAGES)) {
    // The browser's language: navigator.languages, which the page starts in.
    const chrome = await launch({
      chromePath: systemChromium('Lighthouse'),
      chromeFlags: [
        '--headless=new',
        `--lang=${locale}`,
        `--accept-lang=${locale}`,
        ...CHROMIUM_FLAGS,
      ],
    });
    try {
      for (const route of ROUTES) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS_PER_ROUTE; run += 1) {
          runs.push(await measureAgainIfUnmeasured(lighthouse, `${baseUrl}${route}`, chrome.port));
        }
        const result = verdict(`${route} (${language})`, runs, MIN_PERFORMANCE);
        console.log(result.line);
        failures.push(...result.failures);
        const lcpMs = medianOf(runs.map((run) => run.judged)).lcpMs;
        if (language === 'en') englishLcpMs.set(route, lcpMs);
        const lateness = lcpLateness(route, language, lcpMs, englishLcpMs.get(route));
        if (lateness) failures.push(lateness);
      }
    } finally {
      chrome.kill();
    }
  }
  return failures;
}

/**
 * Lighthouse on the memory build's logged-out pages, then its user flow of the checkout after
 * sign-up: what is against the bars.
 */
export async function lighthouseFailures(outDir: string): Promise<string[]> {
  const server = await startServer({ configPath: path.join(outDir, 'firebase.json') });
  try {
    const failures = await lighthouseRoutes(server.url, 'memory build');
    const flow = await checkoutFlow(server.url, CPU_SLOWDOWN);
    console.log(
      `\nLighthouse 12 user flow, the checkout after sign-up, ${CPU_SLOWDOWN}× CPU, devtools throttling:`,
    );
    console.log(flow.lines.join('\n'));
    return [...failures, ...flow.failures];
  } finally {
    await server.stop();
  }
}
