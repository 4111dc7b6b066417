import type { Trace, TraceEvent } from 'lighthouse';
import { cardFormAtThreadTime, timespanContention } from '../../tools/perf/flow-trace';
import { flowVerdict, median, type FlowRun } from '../../tools/perf/flow-verdict';

const run = (judgedTbt: number, cardForm: number, recordedTbt = 300): FlowRun => ({
  blockingMs: { judged: judgedTbt, recorded: recordedTbt },
  cardFormMs: { judged: cardForm, recorded: cardForm * 2 },
  contention: 2,
});

test('the median is the middle value, or the mean of the two middle ones', () => {
  expect(median([340, 20, 180])).toBe(180);
  expect(median([400, 100, 300, 200])).toBe(250);
  expect(median([])).toBeNaN();
});

test('the flow is within the bars when the judged medians are, whatever one run or the record says', () => {
  const { shortfalls, lines } = flowVerdict([run(150, 500, 900), run(420, 900), run(200, 600)]);
  expect(shortfalls).toEqual([]);
  expect(lines.join('\n')).toContain('TBT 200 ms (runs 150/420/200); as recorded 300 ms');
  expect(lines.join('\n')).toContain('card form 600 ms (runs 500/900/600); as recorded 1200 ms');
});

test('a judged median over 200 ms of blocking time or 0.6 s to the card form falls short', () => {
  const { shortfalls } = flowVerdict([run(201, 601), run(250, 700), run(100, 500)]);
  expect(shortfalls).toEqual([
    'checkout flow: Create account → card form, total blocking time 201 ms > 200 ms',
    'checkout flow: Create account → card form in 601 ms > 600 ms',
  ]);
  expect(flowVerdict([run(Number.NaN, 400)]).shortfalls).toHaveLength(1);
});

type Timed = TraceEvent & { tdur?: number };
const PAGE = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = PAGE): Timed => ({
  name: 'RunTask',
  ph: 'X',
  cat: 'disabled-by-default-devtools.timeline',
  ts,
  dur,
  tdur,
  ...thread,
  args: {},
});
const click: Timed = {
  name: 'EventDispatch',
  ph: 'X',
  cat: 'devtools.timeline',
  ts: 1_000,
  dur: 10_000,
  ...PAGE,
  args: { data: { type: 'click' } },
};

/**
 * µs, throttled by DevTools (whose spin is thread time): the click's task, one that waited half its
 * time for the cores, one of another thread, one beyond the span.
 */
const TRACE = {
  traceEvents: [
    task(500, 20_000, 20_000),
    click,
    task(100_000, 200_000, 100_000),
    task(100_000, 200_000, 50_000, { pid: 1, tid: 2 }),
    task(700_000, 100_000, 40_000),
  ],
} as unknown as Trace;

test('the card form on thread time loses what the page’s main thread waited for the cores in the span', () => {
  // The click's task never waited; the second waited 100 of its 200 ms.
  expect(cardFormAtThreadTime(TRACE, 500)).toBeCloseTo(400);
  // A span ending halfway through the second task gains half its wait.
  expect(cardFormAtThreadTime(TRACE, 199)).toBeCloseTo(149);
  expect(cardFormAtThreadTime({ traceEvents: [] }, 500)).toBe(500);
});

test('contention is the main thread’s wall time over its thread time', () => {
  // (20 + 200 + 100) ms of wall over (20 + 100 + 40) ms of thread time.
  expect(timespanContention(TRACE)).toBeCloseTo(2);
  expect(timespanContention({ traceEvents: [] })).toBe(Infinity);
});
