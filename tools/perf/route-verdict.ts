/**
 * The verdict on one logged-out page of npm run perf: its Lighthouse figures on the page's own CPU
 * time (decision 0008) against the bars. A page is measured once; a run against any bar is
 * followed by two more, and the median of the three is judged (decision 0015). German's largest
 * paint is held to English's on the same route: a German page late against it has both measured
 * three times.
 */
import { median } from './flow-verdict';

/** Issue 49's bars: DESIGN.md asks for 100; every page is prerendered, the not-found page too. */
const MIN_PERFORMANCE = 98;
const MAX_BLOCKING_MS = 100;
/** DESIGN.md: a language's largest paint within 10% of English's, route by route. */
const MAX_LCP_OVER_ENGLISH = 1.1;
/** How many runs a page gets when its first one misses a bar: the median of these is judged. */
export const RUNS_ON_A_MISS = 3;

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  blockingMs: number;
  lcpMs: number;
}

export interface Run {
  /** On the page's own CPU time: what is judged. */
  judged: Figures;
  /** As recorded, contention and all: printed beside it. */
  recorded: Figures;
  contention: number;
}

export interface RouteVerdict {
  /** The page's line of perf's table. */
  line: string;
  failures: string[];
  /** The judged largest paint: English's is what the other languages are held to. */
  lcpMs: number;
}

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

/** A language's largest paint more than 10% later than English's on the same route, said. */
function lcpLateness(page: string, lcpMs: number, englishLcpMs: number | undefined): string | null {
  if (englishLcpMs === undefined || lcpMs <= englishLcpMs * MAX_LCP_OVER_ENGLISH) return null;
  return `${page}: largest paint ${(lcpMs / 1000).toFixed(2)} s, more than 10% after English's ${(englishLcpMs / 1000).toFixed(2)} s`;
}

function failuresOf(page: string, judged: Figures, englishLcpMs: number | undefined): string[] {
  const failures: string[] = [];
  if (judged.performance < MIN_PERFORMANCE)
    failures.push(`${page}: performance ${judged.performance} < ${MIN_PERFORMANCE}`);
  if (judged.blockingMs > MAX_BLOCKING_MS)
    failures.push(`${page}: total blocking time ${judged.blockingMs} ms > ${MAX_BLOCKING_MS} ms`);
  if (judged.accessibility < 100)
    failures.push(`${page}: accessibility ${judged.accessibility} < 100`);
  if (judged.bestPractices < 100)
    failures.push(`${page}: best practices ${judged.bestPractices} < 100`);
  const lateness = lcpLateness(page, judged.lcpMs, englishLcpMs);
  if (lateness) failures.push(lateness);
  return failures;
}

/**
 * The page's verdict over its runs (one, or three after a miss): the medians against the bars, and
 * for a language other than English its largest paint against English's on the same route.
 */
export function routeVerdict(page: string, runs: Run[], englishLcpMs?: number): RouteVerdict {
  const judged = medianOf(runs.map((run) => run.judged));
  const recorded = medianOf(runs.map((run) => run.recorded));
  const each = runs.map((run) => `${run.judged.performance}/${run.judged.blockingMs}`).join(' ');
  const line =
    `  ${page.padEnd(30)} ${String(judged.performance).padStart(4)} ${String(judged.accessibility).padStart(5)} ${String(judged.bestPractices).padStart(5)}` +
    `  TBT ${judged.blockingMs} ms, LCP ${(judged.lcpMs / 1000).toFixed(2)} s (runs ${each}); as recorded ${recorded.performance}, TBT ${recorded.blockingMs} ms, contention ${median(runs.map((run) => run.contention)).toFixed(2)}`;
  return { line, failures: failuresOf(page, judged, englishLcpMs), lcpMs: judged.lcpMs };
}

/** The languages perf measures each route in: English, and German as a German browser asks for it. */
export type MeasuredLanguage = 'en' | 'de';

/**
 * One route's verdicts, English's then German's, from as few runs as they need: each page once;
 * a page whose run misses a bar three times; and when German misses, English too, so that German's
 * paint is held to English's median rather than to one run of it.
 */
export async function judgeRoute(
  route: string,
  measureIn: (language: MeasuredLanguage) => Promise<Run>,
): Promise<[RouteVerdict, RouteVerdict]> {
  const runs: Record<MeasuredLanguage, Run[]> = { en: [], de: [] };
  const measureUpTo = async (count: number, language: MeasuredLanguage) => {
    while (runs[language].length < count) runs[language].push(await measureIn(language));
  };
  const english = () => routeVerdict(`${route} (en)`, runs.en);
  const german = () => routeVerdict(`${route} (de)`, runs.de, english().lcpMs);

  await measureUpTo(1, 'en');
  await measureUpTo(1, 'de');
  if (english().failures.length > 0) await measureUpTo(RUNS_ON_A_MISS, 'en');
  if (german().failures.length > 0) {
    await measureUpTo(RUNS_ON_A_MISS, 'en');
    await measureUpTo(RUNS_ON_A_MISS, 'de');
  }
  return [english(), german()];
}
