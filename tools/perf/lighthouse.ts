/**
 * npm run perf's Lighthouse half: the logged-out pages of the memory build, in English and in
 * German (the page a German browser gets at the same address), judged on the page's own CPU time
 * (thread-time.ts, route-verdict.ts), then the checkout's user flow.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config, Flags, Trace } from 'lighthouse';
import type runLighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { startServer } from '../serve-dist/serve-dist';
import { checkoutFlow } from './checkout-flow';
import {
  judgeRoute,
  RUNS_ON_A_MISS,
  type Figures,
  type MeasuredLanguage,
  type Run,
} from './route-verdict';
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
const LOCALES = { en: 'en-US', de: 'de-DE' } as const;
/** Lighthouse's own mobile preset: a desktop of benchmark index about 1,500 slowed to a phone. */
const CPU_SLOWDOWN = 4;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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

/** A headless Chromium that speaks the language, as a browser of its speakers asks for pages. */
export async function launchSpeaking(language: MeasuredLanguage) {
  const { launch } = await import('chrome-launcher');
  const locale = LOCALES[language];
  // The browser's language: navigator.languages, which the page starts in.
  return launch({
    chromePath: systemChromium('Lighthouse'),
    chromeFlags: [
      '--headless=new',
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
      ...CHROMIUM_FLAGS,
    ],
  });
}

/**
 * Lighthouse on every logged-out page the server at `baseUrl` serves, in English and in German, once
 * each, three times where a run misses a bar (route-verdict.ts): what is against the bars. `build`
 * names it in the table's heading.
 */
export async function lighthouseRoutes(baseUrl: string, build: string): Promise<string[]> {
  const { default: lighthouse } = await import('lighthouse');
  console.log(
    `\nLighthouse 12, mobile, simulated throttling at ${CPU_SLOWDOWN}× (the mobile preset), on the page's own CPU time (${build}):`,
  );
  console.log(
    `  page                           perf  a11y  best  one run; the median of ${RUNS_ON_A_MISS} where one missed a bar`,
  );
  const browsers = { en: await launchSpeaking('en'), de: await launchSpeaking('de') };
  const failures: string[] = [];
  try {
    for (const route of ROUTES) {
      const verdicts = await judgeRoute(route, (language) =>
        measureAgainIfUnmeasured(lighthouse, `${baseUrl}${route}`, browsers[language].port),
      );
      for (const verdict of verdicts) {
        console.log(verdict.line);
        failures.push(...verdict.failures);
      }
    }
  } finally {
    browsers.en.kill();
    browsers.de.kill();
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
