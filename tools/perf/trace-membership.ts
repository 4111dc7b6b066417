/**
 * Traces /membership as `npm run perf` measures it (Lighthouse 12, mobile, simulated throttling at
 * 4×) with V8's CPU samples, and prints its long tasks with what they ran, mapped through the
 * build's source maps (long-tasks.ts), then each kind's median cost over the runs
 * (docs/decisions/0010-membership-trace-across-releases.md).
 *
 *   node -r esbuild-register tools/perf/trace-membership.ts DIST [--url URL] [--runs N] [--keep DIR]
 *     [--language de]
 *   node -r esbuild-register tools/perf/trace-membership.ts DIST --traces DIR
 *
 * DIST is a production build's folder (its `assets/*.js.map`: the build's hidden source maps).
 * Without --url the build is served as perf serves it (tools/serve-dist). --keep writes each run's
 * trace as recorded into DIR; --traces reads such a folder again instead of recording.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RawSourceMap } from 'source-map';
import type { Flags, Trace } from 'lighthouse';
import type runLighthouse from 'lighthouse';
import { startServer } from '../serve-dist/serve-dist';
import { figuresOf, launchSpeaking } from './lighthouse';
import type { Figures } from './route-verdict';
import type { Locate } from './cpu-profile';
import { costByKind, longTasksOf, type LongTask } from './long-tasks';
import { locateWith } from './source-maps';
import { atThreadTime, contentionOf } from './thread-time';

const ROUTE = '/membership';
const CPU_SLOWDOWN = 4;

interface Run {
  recorded: Figures;
  judged: Figures;
  contention: number;
  tasks: LongTask[];
}

/** Every script's source map in the build (its assets/*.js.map), by the script's file name. */
function locateIn(dist: string): Locate {
  const assets = path.join(dist, 'assets');
  const maps = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .map(
      (file) =>
        [
          file.slice(0, -'.map'.length),
          JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as RawSourceMap,
        ] as const,
    );
  return locateWith(new Map(maps));
}

type Lighthouse = typeof runLighthouse;

const TRACE_FILE = 'defaultPass.trace.json';
/** The two audits' figures, kept beside a run so that reading it back needs no audit again. */
const FIGURES_FILE = 'figures.json';

const settings = (): Flags => ({
  logLevel: 'error',
  onlyCategories: ['performance'],
  throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  // V8's CPU samples, which the source maps name (Lighthouse audits with the settings it gathered with).
  additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
});

/** Lighthouse's audit of a gathered run's folder (its -A mode): the page's score and figures. */
async function audit(lighthouse: Lighthouse, url: string, folder: string): Promise<Figures> {
  const result = await lighthouse(url, { ...settings(), auditMode: folder });
  if (!result) throw new Error(`Lighthouse audited nothing for ${url}`);
  return figuresOf(result.lhr);
}

/**
 * One run gathered into its folder (Lighthouse's -G mode), with V8's CPU samples, unless the folder
 * holds one already; audited as recorded, then in a copy whose trace is at thread time.
 */
async function runIn(lighthouse: Lighthouse, url: string, folder: string, port: number) {
  if (!existsSync(path.join(folder, TRACE_FILE))) {
    const flags = {
      ...settings(),
      port,
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    };
    await lighthouse(url, { ...flags, gatherMode: folder });
  }
  const trace = JSON.parse(readFileSync(path.join(folder, TRACE_FILE), 'utf8')) as Trace;
  const audited = path.join(folder, FIGURES_FILE);
  if (existsSync(audited)) {
    return {
      trace,
      ...(JSON.parse(readFileSync(audited, 'utf8')) as Pick<Run, 'recorded' | 'judged'>),
    };
  }
  const atThread = mkdtempSync(path.join(tmpdir(), 'trace-membership-'));
  try {
    cpSync(folder, atThread, { recursive: true });
    writeFileSync(path.join(atThread, TRACE_FILE), JSON.stringify(atThreadTime(trace)));
    const figures = {
      recorded: await audit(lighthouse, url, folder),
      judged: await audit(lighthouse, url, atThread),
    };
    writeFileSync(audited, JSON.stringify(figures));
    return { trace, ...figures };
  } finally {
    rmSync(atThread, { recursive: true, force: true });
  }
}

const fixed = (value: number) => value.toFixed(1).padStart(6);

function printRun(index: number, run: Run): void {
  console.log(
    `\nRun ${index + 1}: as recorded ${run.recorded.performance}, TBT ${run.recorded.blockingMs} ms; ` +
      `at thread time ${run.judged.performance}, TBT ${run.judged.blockingMs} ms; contention ${run.contention.toFixed(2)}`,
  );
  console.log(
    '   at ms   wall    cpu  ×4 cpu  kind — what it ran; sampled CPU by module and function',
  );
  for (const task of run.tasks) {
    console.log(
      `  ${task.startMs.toFixed(0).padStart(6)} ${fixed(task.wallMs)} ${fixed(task.cpuMs)} ${fixed(task.cpuMs * CPU_SLOWDOWN)}  ${task.kind} — ${task.ran.join('; ')}`,
    );
    const top = (costs: LongTask['modules']) =>
      costs
        .slice(0, 3)
        .map((cost) => `${cost.label} ${cost.cpuMs.toFixed(1)}`)
        .join(', ');
    if (task.modules.length > 0) console.log(`${' '.repeat(31)}modules: ${top(task.modules)}`);
    if (task.functions.length > 0)
      console.log(`${' '.repeat(31)}functions: ${top(task.functions)}`);
  }
}

function printSummary(runs: Run[]): void {
  const median = (values: number[]) =>
    values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log(
    `\nMedian of ${runs.length} runs, long tasks (≥ 12.5 ms recorded) by kind, ms at ${CPU_SLOWDOWN}×:`,
  );
  console.log('  kind                                  ×4 cpu  ×4 wall  tasks a run');
  for (const row of costByKind(
    runs.map((run) => run.tasks),
    CPU_SLOWDOWN,
  )) {
    console.log(
      `  ${row.kind.padEnd(36)} ${fixed(row.cpuMs)}  ${fixed(row.wallMs)}  ${row.tasks.toFixed(1).padStart(5)}`,
    );
  }
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  console.log(
    `  TBT and score as recorded ${of((run) => run.recorded.blockingMs)} ms, ${of((run) => run.recorded.performance)}; ` +
      `at thread time ${of((run) => run.judged.blockingMs)} ms, ${of((run) => run.judged.performance)}; ` +
      `contention ${of((run) => run.contention).toFixed(2)}`,
  );
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** The runs, recorded one at a time into --keep's folder (or a temporary one), or read back from --traces. */
async function runsOf(dist: string, locate: Locate, served?: string): Promise<Run[]> {
  const { default: lighthouse } = await import('lighthouse');
  const saved = option('--traces');
  const keep = saved ?? option('--keep') ?? mkdtempSync(path.join(tmpdir(), 'trace-runs-'));
  const count = saved
    ? readdirSync(saved).filter((name) => name.startsWith('run-')).length
    : Number(option('--runs') ?? 3);
  const given = served ?? option('--url');
  const server =
    given || saved ? null : await startServer({ configPath: path.join(dist, 'firebase.json') });
  const url = `${given ?? server?.url ?? 'http://127.0.0.1'}${ROUTE}`;
  // The browser speaks English unless told (perf's second Chromium speaks German); none is needed
  // to read runs back.
  const chrome = saved ? null : await launchSpeaking(option('--language') === 'de' ? 'de' : 'en');
  const runs: Run[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const folder = path.join(keep, `run-${index + 1}`);
      mkdirSync(folder, { recursive: true });
      try {
        const { trace, recorded, judged } = await runIn(lighthouse, url, folder, chrome?.port ?? 0);
        const tasks = longTasksOf(trace.traceEvents, locate);
        runs.push({ recorded, judged, contention: contentionOf(trace), tasks });
        printRun(index, runs.at(-1)!);
      } catch (error) {
        // A trace a busy host cut short (Lighthouse's NO_NAVSTART): said, and left out.
        console.log(
          `\nRun ${index + 1} left out: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    if (!saved && !option('--keep')) rmSync(keep, { recursive: true, force: true });
  }
  return runs;
}

/** The runs on a build already served at `url` (npm run perf:real -- --trace), and their summary. */
export async function traceServed(dist: string, url: string): Promise<void> {
  printSummary(await runsOf(dist, locateIn(dist), url));
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist || dist.startsWith('--'))
    throw new Error(
      'Usage: trace-membership.ts DIST [--url URL] [--runs N] [--keep DIR] [--traces DIR]',
    );
  const runs = await runsOf(path.resolve(dist), locateIn(path.resolve(dist)));
  printSummary(runs);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
