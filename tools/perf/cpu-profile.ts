/**
 * V8's CPU samples in a Chromium trace (the `disabled-by-default-v8.cpu_profiler` category), read
 * as what a stretch of a thread ran: each sample's innermost frame, mapped through the build's
 * source maps to its source module and function. Pure: the maps come in as a `Locate` function.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The CPU time the thread was given, beside the wall time `dur` (both µs). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: {
    beginData?: { url?: string };
    data?: Record<string, unknown>;
  };
}

/** Where a position of a built script comes from: its source module and, when named, function. */
export interface SourcePosition {
  module: string;
  name: string | null;
}

/** Reads the build's source maps: a script's 0-based line and column, or null when unmapped. */
export type Locate = (url: string, line: number, column: number) => SourcePosition | null;

export interface Cost {
  label: string;
  cpuMs: number;
}

/** What a stretch of a thread ran, its CPU time shared out by its samples. */
export interface Sampled {
  /** By the module of each sample's innermost frame, largest first. */
  modules: Cost[];
  /** By function, labelled with its module, largest first. */
  functions: Cost[];
  /** By the module of each sample's outermost frame of script: what the task was started for. */
  startedIn: Cost[];
  /** By function anywhere on the samples' stacks (inclusive time), largest first. */
  onStack: Cost[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface Sample {
  /** µs on the trace's clock. */
  ts: number;
  node: number;
}

export interface Profile {
  pid: number;
  tid: number;
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

export const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\?.*$/u, '');

/**
 * The trace's CPU profiles, one a sampled thread: a `Profile` event names the thread, and the
 * `ProfileChunk`s of its id (written from the profiler's own thread) add nodes and samples.
 */
export function profilesOf(events: TraceEvent[]): Profile[] {
  const profiles = new Map<string, Profile & { clock: number }>();
  for (const event of events) {
    const data = event.args.data as ProfileData | undefined;
    const key = `${event.pid}:${event.id}`;
    if (event.name === 'Profile') {
      const clock = data?.startTime ?? event.ts;
      profiles.set(key, { pid: event.pid, tid: event.tid, nodes: new Map(), samples: [], clock });
      continue;
    }
    const profile = event.name === 'ProfileChunk' ? profiles.get(key) : undefined;
    if (!profile) continue;
    for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    for (const [index, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      profile.clock += deltas[index] ?? 0;
      profile.samples.push({ ts: profile.clock, node });
    }
  }
  return [...profiles.values()].map(({ pid, tid, nodes, samples }) => ({
    pid,
    tid,
    nodes,
    samples,
  }));
}

/** A frame's source module and function, through the maps; the browser's own by their names. */
function sourceOf(frame: CallFrame, locate: Locate): SourcePosition {
  if (!frame.url) {
    const name = frame.functionName || '(anonymous)';
    return { module: name.startsWith('(') ? name : `(browser) ${name}`, name: null };
  }
  const mapped = locate(frame.url, frame.lineNumber, frame.columnNumber);
  if (mapped) return { module: mapped.module, name: mapped.name ?? (frame.functionName || null) };
  return { module: fileOf(frame.url), name: frame.functionName || null };
}

/** A sample's frames, innermost first, without V8's (root). */
function stackOf(profile: Profile, node: number): CallFrame[] {
  const stack: CallFrame[] = [];
  let at = profile.nodes.get(node);
  while (at) {
    if (at.callFrame.functionName !== '(root)') stack.push(at.callFrame);
    at = at.parent === undefined ? undefined : profile.nodes.get(at.parent);
  }
  return stack;
}

function sorted(weights: Map<string, number>, total: number, cpuMs: number): Cost[] {
  return [...weights]
    .map(([label, weight]) => ({ label, cpuMs: (weight / total) * cpuMs }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
}

/**
 * What the samples in [start, end) ran, the stretch's CPU time shared out by their weight (the
 * time to the next sample, within the stretch): a busy host stretches a stretch's wall time, not
 * the share each part of the work has of it. Idle samples are left out.
 */
export function sampledIn(
  profile: Profile | undefined,
  start: number,
  end: number,
  cpuMs: number,
  locate: Locate,
): Sampled {
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  const startedIn = new Map<string, number>();
  const onStack = new Map<string, number>();
  const add = (weights: Map<string, number>, label: string, weight: number) =>
    weights.set(label, (weights.get(label) ?? 0) + weight);
  const samples = profile?.samples ?? [];
  let total = 0;
  for (const [index, sample] of samples.entries()) {
    if (sample.ts < start || sample.ts >= end) continue;
    const stack = stackOf(profile!, sample.node);
    const leaf = stack[0];
    if (!leaf || leaf.functionName === '(idle)') continue;
    const weight = Math.min(samples[index + 1]?.ts ?? end, end) - sample.ts || 1;
    total += weight;
    const self = sourceOf(leaf, locate);
    add(modules, self.module, weight);
    add(functions, self.name ? `${self.name} (${self.module})` : self.module, weight);
    const outermost = stack.findLast((frame) => frame.url !== '');
    add(startedIn, outermost ? sourceOf(outermost, locate).module : self.module, weight);
    const names = new Set(stack.map((frame) => sourceOf(frame, locate).name ?? frame.functionName));
    for (const name of names) add(onStack, name, weight);
  }
  return {
    modules: sorted(modules, total, cpuMs),
    functions: sorted(functions, total, cpuMs),
    startedIn: sorted(startedIn, total, cpuMs),
    onStack: sorted(onStack, total, cpuMs),
  };
}
