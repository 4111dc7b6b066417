/**
 * What a user flow's timespan trace says beyond Lighthouse's audits: how contended the page's main
 * thread was, and how long "Create account" to the card form would have taken on the page's own
 * CPU time (docs/decisions/0013). The timespan runs under DevTools' CPU throttling, which slows
 * the page's main thread by spinning on it after each slice it ran: the spin is thread time, so a
 * task's thread time is already at the phone's speed, less what the thread waited for the cores.
 */
import type { Trace, TraceEvent } from 'lighthouse';

type TimedEvent = TraceEvent & { tdur?: number };

const isTask = (event: TimedEvent) =>
  event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 0 && event.tdur !== undefined;

/** The dispatch of the click on "Create account": it names the page's main thread and the start. */
function clickOf(events: TimedEvent[]): TimedEvent | undefined {
  return events.find(
    (event) => event.name === 'EventDispatch' && event.args.data?.type === 'click',
  );
}

function mainThreadTasks(events: TimedEvent[], click: TimedEvent): TimedEvent[] {
  return events.filter(
    (event) => isTask(event) && event.pid === click.pid && event.tid === click.tid,
  );
}

/** A task's wall time as the throttled phone would have spent it: its thread time, in µs. */
const atPhoneSpeed = (task: TimedEvent) => Math.min(task.dur ?? 0, task.tdur ?? 0);

/**
 * Wall time over the phone's time of the page's main-thread tasks of 1 ms or more: 1 where nothing
 * else wanted the cores. Infinity when the trace has no click.
 */
export function timespanContention(trace: Trace): number {
  const events = trace.traceEvents as TimedEvent[];
  const click = clickOf(events);
  if (!click) return Number.POSITIVE_INFINITY;
  const tasks = mainThreadTasks(events, click).filter((task) => (task.dur ?? 0) >= 1000);
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const phone = tasks.reduce((sum, task) => sum + atPhoneSpeed(task), 0);
  return phone > 0 ? wall / phone : Number.POSITIVE_INFINITY;
}

/**
 * The click-to-card-form time as recorded (ms), less what the page's main thread waited for the
 * cores in between: each task's share of the span from the click's dispatch on, shrunk to the
 * phone's time. Waits of other threads (network, compositor) stay as recorded.
 */
export function cardFormAtThreadTime(trace: Trace, recordedMs: number): number {
  const events = trace.traceEvents as TimedEvent[];
  const click = clickOf(events);
  if (!click) return recordedMs;
  const start = click.ts;
  const end = start + recordedMs * 1000;
  let waitedUs = 0;
  for (const task of mainThreadTasks(events, click)) {
    const taskEnd = task.ts + (task.dur ?? 0);
    const overlap = Math.min(end, taskEnd) - Math.max(start, task.ts);
    if (overlap <= 0) continue;
    waitedUs += overlap * (1 - atPhoneSpeed(task) / (task.dur ?? 1));
  }
  return recordedMs - waitedUs / 1000;
}
