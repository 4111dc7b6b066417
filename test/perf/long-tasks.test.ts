import { SourceMapGenerator, type RawSourceMap } from 'source-map';
import type { TraceEvent } from '../../tools/perf/cpu-profile';
import { costByKind, longTasksOf } from '../../tools/perf/long-tasks';
import { locateWith, moduleName } from '../../tools/perf/source-maps';

const ORIGIN = 'http://127.0.0.1:4173';
const MAIN = `${ORIGIN}/assets/main.0a1b2c.js`;

/** main.0a1b2c.js's map: React's scheduler and hydration, and an opening effect of the app's. */
function mainMap(): RawSourceMap {
  const map = new SourceMapGenerator({ file: 'main.0a1b2c.js' });
  const modules = 'webpack://portal/../../work/wt/trace/node_modules';
  const mappings = [
    [1, 10, `${modules}/scheduler/cjs/scheduler.production.js`, 'performWorkUntilDeadline'],
    [1, 20, `${modules}/react-dom/cjs/react-dom-client.production.js`, 'tryToClaimNextHydratable'],
    [1, 30, `${modules}/react-dom/cjs/react-dom-client.production.js`, 'completeWork'],
    [2, 5, 'webpack://portal/./src/ui/features/consent/use-consent.ts', 'askConsent'],
  ] as const;
  for (const [line, column, source, name] of mappings) {
    map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source, name });
  }
  return JSON.parse(map.toString()) as RawSourceMap;
}

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

const PAGE = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur: number, pid = 1, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid,
  tid,
  args: {},
});
const event = (name: string, ts: number, dur: number, data: Record<string, unknown> = {}) => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...PAGE,
  args: { data },
});

/** µs: a navigation at 1 ms, four long tasks after it, a short one, and tasks to leave alone. */
const TRACE: TraceEvent[] = [
  task(500, 30_000, 30_000),
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1000,
    ...PAGE,
    args: { data: { documentLoaderURL: `${ORIGIN}/membership` } },
  },
  task(2000, 20_000, 8000),
  event('ParseHTML', 2000, 19_000),
  event('EvaluateScript', 3000, 15_000, { url: `${ORIGIN}/assets/theme.9f8e.js` }),
  task(30_000, 16_000, 12_000),
  event('ParseHTML', 30_000, 15_000),
  task(50_000, 30_000, 20_000),
  event('v8.callFunction', 50_000, 29_000),
  task(90_000, 13_000, 5000),
  event('TimerFire', 90_000, 12_000),
  task(110_000, 10_000, 10_000),
  task(2000, 40_000, 40_000, 1, 2),
  { name: 'Profile', ph: 'P', ts: 1000, ...PAGE, id: '0x1', args: { data: { startTime: 1000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ts: 120_000,
    pid: 1,
    tid: 9,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('a', MAIN, 0, 10) },
            { id: 3, parent: 2, callFrame: frame('b', MAIN, 0, 20) },
            { id: 4, parent: 1, callFrame: frame('c', MAIN, 1, 5) },
            { id: 5, parent: 1, callFrame: frame('(idle)') },
            { id: 6, parent: 3, callFrame: frame('removeChild') },
            { id: 7, parent: 3, callFrame: frame('d', MAIN, 0, 30) },
          ],
          samples: [6, 6, 7, 4, 5],
        },
        timeDeltas: [50_000, 9000, 10_000, 21_000, 9000],
      },
    },
  },
];

const locate = locateWith(new Map([['main.0a1b2c.js', mainMap()]]));

test('a source is named from the project’s root, through a linked node_modules too', () => {
  expect(moduleName('webpack://portal/./src/main.tsx')).toBe('src/main.tsx');
  expect(moduleName('webpack://portal/../../work/wt/trace/node_modules/react/index.js')).toBe(
    'node_modules/react/index.js',
  );
});

test('the long tasks after the navigation, on its thread, each of its kind', () => {
  const tasks = longTasksOf(TRACE, locate);

  expect(
    tasks.map(({ startMs, wallMs, cpuMs, kind }) => ({ startMs, wallMs, cpuMs, kind })),
  ).toEqual([
    { startMs: 1, wallMs: 20, cpuMs: 8, kind: 'theme script' },
    { startMs: 29, wallMs: 16, cpuMs: 12, kind: 'page HTML parse' },
    { startMs: 49, wallMs: 30, cpuMs: 20, kind: 'hydration' },
    { startMs: 89, wallMs: 13, cpuMs: 5, kind: 'opening effects and app timers' },
  ]);
});

test('a task’s CPU time is shared out by its samples, mapped to the source, idle left out', () => {
  const [, , hydration, effect] = longTasksOf(TRACE, locate);

  // 19 of the task's 29 sampled ms were in the browser's removeChild, called while hydrating.
  expect(hydration!.modules.map(({ label, cpuMs }) => [label, cpuMs.toFixed(2)])).toEqual([
    ['(browser) removeChild', '13.10'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', '6.90'],
  ]);
  // No sample's innermost frame hydrates: its kind comes from the frames that called it.
  expect(hydration!.functions.map(({ label }) => label)).toEqual([
    '(browser) removeChild',
    'completeWork (node_modules/react-dom/cjs/react-dom-client.production.js)',
  ]);
  expect(hydration!.ran).toEqual(['v8.callFunction']);
  expect(effect!.functions).toEqual([
    { label: 'askConsent (src/ui/features/consent/use-consent.ts)', cpuMs: 5 },
  ]);
});

test('each kind’s cost is the median over the runs, a run without it counting nothing', () => {
  const run = longTasksOf(TRACE, locate);
  const costs = costByKind([run, run, []], 4);

  expect(costs.map(({ kind }) => kind)).toEqual([
    'hydration',
    'page HTML parse',
    'theme script',
    'opening effects and app timers',
  ]);
  expect(costs[0]).toEqual({ kind: 'hydration', cpuMs: 80, wallMs: 120, tasks: 1 });
});
