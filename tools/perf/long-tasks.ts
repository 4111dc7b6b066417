/**
 * The long tasks of a page's main thread in a Lighthouse trace, each with what it ran: the trace's
 * own events (a script evaluated, the HTML parsed, a message or a timer fired, a frame drawn) and
 * the CPU samples inside it mapped to the source (cpu-profile.ts), told apart by kind, and each
 * kind's cost over several runs. Pure: trace-membership.ts records the runs and reads the maps.
 */
import {
  fileOf,
  profilesOf,
  sampledIn,
  type Cost,
  type Locate,
  type Sampled,
  type TraceEvent,
} from './cpu-profile';

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  wallMs: number;
  /** The CPU time its thread was given (the trace's `tdur`). */
  cpuMs: number;
  kind: string;
  /** The trace's outermost events inside the task, largest first. */
  ran: string[];
  modules: Cost[];
  functions: Cost[];
}

/** At 4× (Lighthouse's mobile preset) a task is long from 50 ms: 12.5 ms as recorded. */
export const LONG_TASK_WALL_MS = 50 / 4;

const ms = (microseconds: number) => microseconds / 1000;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page's main thread: where its last navigation to an http(s) address started. */
export function navigationOf(events: TraceEvent[]): TraceEvent | undefined {
  return events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      /^https?:/u.test(text(event.args.data?.documentLoaderURL)),
  );
}

/** A script's file evaluated for most of a task: the kind of the task. */
const SCRIPT_KINDS: [RegExp, string][] = [
  [/^theme\./u, 'theme script'],
  [/^start\./u, 'start (the loader)'],
  [/^main\./u, 'main entry evaluation'],
  [/^(portal|di)\./u, 'composition root'],
  [/^react\./u, 'React chunk evaluation'],
  [/^i18n\./u, 'i18n chunk evaluation'],
  [/^page-membership\./u, 'page chunk evaluation'],
];

/** The modules whose work, started from a message, timer or promise, names the task's kind. */
const COMPOSITION_ROOT = /src\/(boot\/(deferred|portal)-services|container)|inversify/u;
const REACT = /node_modules\/(scheduler|react-dom)\//u;
const APP = /^src\//u;

const EVALUATION = /^(EvaluateScript|v8\.evaluateModule|v8\.compile|v8\.compileModule)$/u;

const EVENT_GROUPS: [RegExp, string][] = [
  [EVALUATION, 'evaluation'],
  [/^ParseHTML$/u, 'html'],
  [
    /^(UpdateLayoutTree|Layout|PrePaint|Paint|PaintImage|Commit|UpdateLayer|Layerize|HitTest|ParseAuthorStyleSheet|FireAnimationFrame|IntersectionObserverController::computeIntersections)$/u,
    'frame',
  ],
  [
    /^(v8\.callFunction|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.run|HandlePostMessage|FireIdleCallback)$/u,
    'script',
  ],
  [/^DocumentLoader::/u, 'navigation'],
];

const groupOf = (event: TraceEvent) =>
  EVENT_GROUPS.find(([pattern]) => pattern.test(event.name))?.[1] ?? event.name;

/** The events of a task that no other of its events holds, largest first. */
function outermostInside(task: TraceEvent, inside: TraceEvent[]): TraceEvent[] {
  const outer: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const event of inside.toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (event === task || event.ts < coveredUntil) continue;
    outer.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return outer.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
}

/**
 * A task's kind: the script it spent most of its time evaluating (at any depth: the theme's runs
 * inside the HTML's parse), else what most of its time went to (the HTML, a frame's style, layout
 * and paint, the navigation), else, for script started by a message, timer or promise, the module
 * its samples began in: React's scheduler (hydration when a sample's stack hydrates, else a render), the
 * composition root, a timer of the app's own (the opening effects).
 */
export function kindOf(
  task: TraceEvent,
  inside: TraceEvent[],
  outer: TraceEvent[],
  sampled: Sampled,
): string {
  const scripts = inside
    .filter((event) => EVALUATION.test(event.name) && event.args.data?.url)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const groups = new Map<string, number>();
  for (const event of outer) {
    groups.set(groupOf(event), (groups.get(groupOf(event)) ?? 0) + (event.dur ?? 0));
  }
  const [group] = [...groups].sort((a, b) => b[1] - a[1])[0] ?? ['other'];
  const evaluated = scripts[0];
  if (evaluated && (group === 'evaluation' || (evaluated.dur ?? 0) >= 0.4 * (task.dur ?? 0))) {
    const file = fileOf(text(evaluated.args.data?.url));
    return SCRIPT_KINDS.find(([pattern]) => pattern.test(file))?.[1] ?? 'other chunk evaluation';
  }
  if (group === 'html') return 'page HTML parse';
  if (group === 'frame') return 'style, layout and paint';
  if (group === 'navigation') return 'navigation commit';
  if (group === 'other') return 'unattributed';
  if (group !== 'script') return `other (${group})`;
  const startedIn = sampled.startedIn[0]?.label ?? '';
  if (COMPOSITION_ROOT.test(startedIn)) return 'composition root';
  if (REACT.test(startedIn)) {
    const hydrates = sampled.onStack.some((cost) => /hydrat/iu.test(cost.label));
    return hydrates ? 'hydration' : 'React render after hydration';
  }
  if (APP.test(startedIn) && outer.some((event) => event.name === 'TimerFire')) {
    return 'opening effects and app timers';
  }
  return 'other script';
}

/** A top-level event of a task in a few words: what it is and which script or address. */
function describe(event: TraceEvent): string {
  const data = event.args.data ?? {};
  const url = text(data.url) || text(event.args.beginData?.url);
  const what = data.type ?? data.functionName;
  return [event.name, typeof what === 'string' ? what : '', url ? fileOf(url) || url : '']
    .filter(Boolean)
    .join(' ');
}

/** The long tasks of the page's main thread from its navigation, in order, each with what it ran. */
export function longTasksOf(
  events: TraceEvent[],
  locate: Locate,
  minWallMs = LONG_TASK_WALL_MS,
): LongTask[] {
  const navigation = navigationOf(events);
  if (!navigation) return [];
  const thread = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid)
    .filter((event) => event.ph === 'X' && event.ts >= navigation.ts);
  const profile = profilesOf(events).find(
    (candidate) => candidate.pid === navigation.pid && candidate.tid === navigation.tid,
  );
  return thread
    .filter((event) => event.name === 'RunTask' && ms(event.dur ?? 0) >= minWallMs)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = thread.filter((event) => event.ts >= task.ts && event.ts < end);
      const outer = outermostInside(task, inside);
      const cpuMs = ms(task.tdur ?? task.dur ?? 0);
      const sampled = sampledIn(profile, task.ts, end, cpuMs, locate);
      return {
        startMs: ms(task.ts - navigation.ts),
        wallMs: ms(task.dur ?? 0),
        cpuMs,
        kind: kindOf(task, inside, outer, sampled),
        ran: outer.slice(0, 3).map(describe),
        modules: sampled.modules,
        functions: sampled.functions,
      };
    });
}

export interface KindCost {
  kind: string;
  /** Median over the runs of the kind's long tasks' CPU time, summed, times the slowdown. */
  cpuMs: number;
  /** The same of their wall time as recorded. */
  wallMs: number;
  /** Median number of the kind's long tasks a run. */
  tasks: number;
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Each kind's cost a run, median over the runs (a run without the kind counts 0), largest first. */
export function costByKind(runs: LongTask[][], slowdown: number): KindCost[] {
  const kinds = [...new Set(runs.flat().map((task) => task.kind))];
  const medianOf = (kind: string, value: (task: LongTask) => number) =>
    median(
      runs.map((tasks) =>
        tasks.filter((task) => task.kind === kind).reduce((sum, task) => sum + value(task), 0),
      ),
    );
  return kinds
    .map((kind) => ({
      kind,
      cpuMs: medianOf(kind, (task) => task.cpuMs * slowdown),
      wallMs: medianOf(kind, (task) => task.wallMs * slowdown),
      tasks: medianOf(kind, () => 1),
    }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
}
