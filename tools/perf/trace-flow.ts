/**
 * The long tasks of the checkout flow's timespan ("Create account" to the card form), from the
 * traces `PERF_FLOW_TRACES=<folder>` kept (checkout-flow.ts), mapped to the memory build's source:
 * `node -r esbuild-register tools/perf/trace-flow.ts <folder> [dist-perf]` (decision 0013).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawSourceMap } from 'source-map';
import type { TraceEvent } from './cpu-profile';
import { longTasksOf, type LongTask } from './long-tasks';
import { locateWith } from './source-maps';

/** Tasks of 10 ms and more of wall time under the flow's 4× throttling. */
const MIN_WALL_MS = 10;

function mapsIn(dist: string): Map<string, RawSourceMap> {
  const assets = path.join(dist, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => [
        file.slice(0, -'.map'.length),
        JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as RawSourceMap,
      ]),
  );
}

/**
 * The timespan has no navigation: the click's dispatch stands for one, on the page's main thread,
 * so that long-tasks.ts times the tasks from just before it (the click's own task starts earlier).
 */
function fromTheClick(events: TraceEvent[]): TraceEvent[] {
  const click = events.find(
    (event) => event.name === 'EventDispatch' && event.args.data?.type === 'click',
  );
  if (!click) throw new Error('The trace has no click.');
  const start: TraceEvent = {
    ...click,
    name: 'navigationStart',
    ph: 'R',
    ts: click.ts - 300_000,
    args: { data: { documentLoaderURL: 'http://flow/click' } },
  };
  return [...events, start];
}

const fixed = (value: number) => value.toFixed(1).padStart(6);
const top = (costs: LongTask['modules']) =>
  costs
    .slice(0, 10)
    .map((cost) => `${cost.label} ${cost.cpuMs.toFixed(1)}`)
    .join(', ');

function main(): void {
  const [folder, dist = 'dist-perf'] = process.argv.slice(2);
  if (!folder) throw new Error('Usage: trace-flow.ts <folder of flow-*.trace.json> [dist-perf]');
  const locate = locateWith(mapsIn(dist));
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.trace.json'))) {
    const { traceEvents } = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    const tasks = longTasksOf(fromTheClick(traceEvents), locate, MIN_WALL_MS);
    console.log(`\n${file}: tasks of ${MIN_WALL_MS} ms and more from the click`);
    console.log('   at ms   wall    cpu  kind — what it ran; sampled CPU by module and function');
    for (const task of tasks) {
      console.log(
        `  ${task.startMs.toFixed(0).padStart(6)} ${fixed(task.wallMs)} ${fixed(task.cpuMs)}  ${task.kind} — ${task.ran.join('; ')}`,
      );
      if (task.modules.length > 0) console.log(`${' '.repeat(24)}modules: ${top(task.modules)}`);
      if (task.functions.length > 0) {
        console.log(`${' '.repeat(24)}functions: ${top(task.functions)}`);
      }
    }
  }
}

main();
