/**
 * A Lighthouse trace as the page's own CPU time would have drawn it (docs/decisions/0008).
 *
 * Simulated throttling multiplies every task's duration as recorded, its wall time. On a 2-core
 * host the page's main thread shares the cores with Chromium's compositor, raster and I/O threads,
 * the tracing that records it and Lighthouse itself, so a task's wall time is 2-3 times the CPU
 * time it was given (contentionOf), and the simulated phone is slowed by that contention on top of
 * the 4× it asks for. Chromium records each task's thread time beside its wall time (`tdur`):
 * scaling each task, and every event inside it, by thread time over wall time leaves what the
 * page's code itself costs, which is what the slowdown is meant to multiply.
 */
import type { Trace, TraceEvent } from 'lighthouse';

type TimedEvent = TraceEvent & { tdur?: number };

const isTask = (event: TimedEvent) =>
  event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 0 && event.tdur !== undefined;

/** Thread time over wall time of a task, at most 1 (a task never runs faster than its clock). */
const shareOfWall = (task: TimedEvent) => Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));

function byThread(events: TimedEvent[]): Map<string, TimedEvent[]> {
  const threads = new Map<string, TimedEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    const thread = threads.get(key) ?? [];
    thread.push(event);
    threads.set(key, thread);
  }
  return threads;
}

/** Shrinks each task of one thread, and the complete events inside it, to its thread time. */
function shrinkThread(events: TimedEvent[]): void {
  const complete = events.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts);
  let next = 0;
  for (const task of complete.filter(isTask)) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const share = shareOfWall(task);
    while (next < complete.length && complete[next]!.ts < start) next += 1;
    for (let index = next; index < complete.length && complete[index]!.ts < end; index += 1) {
      const event = complete[index]!;
      if (event === task) continue;
      event.ts = start + (event.ts - start) * share;
      event.dur = (event.dur ?? 0) * share;
    }
    task.dur = (task.dur ?? 0) * share;
  }
}

/** A copy of the trace whose tasks last their thread time (see the module's comment). */
export function atThreadTime(trace: Trace): Trace {
  const events = structuredClone(trace.traceEvents) as TimedEvent[];
  for (const thread of byThread(events).values()) shrinkThread(thread);
  return { ...trace, traceEvents: events };
}

/**
 * How much longer the page's main thread took for its tasks than the CPU time it was given (wall
 * over thread time, tasks of 1 ms or more, from navigation on): 1 where nothing else wanted the
 * cores, 2-3 on this 2-core host while Lighthouse records.
 */
export function contentionOf({ traceEvents }: Trace): number {
  const events = traceEvents as TimedEvent[];
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      /^https?:/u.test(String(event.args.data?.documentLoaderURL ?? '')),
  );
  if (!navigation) return Number.POSITIVE_INFINITY;
  const tasks = events.filter(
    (event) =>
      isTask(event) &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts &&
      (event.dur ?? 0) >= 1000,
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return sum(tasks.map((task) => task.dur ?? 0)) / sum(tasks.map((task) => task.tdur ?? 0));
}
