/**
 * Lighthouse's user flow of the moment of paying (issues 30.9 and 45), on the served memory build,
 * three times in a fresh browser each: a visitor opens /signup with a plan, types their way into
 * an account (a timespan: "Create account" through to a card form that takes input, at 4× CPU by
 * DevTools' throttling), then the signed-in checkout is audited as it stands (a snapshot). The
 * timespan is audited as recorded and again with its trace at thread time (thread-time.ts); the
 * page itself times the click to the usable card number field. Bars: flow-verdict.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Flags, FlowResult, Trace, UserFlow } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { clickToCardFormMs, markClickToCardForm } from './click-to-card-form';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { cardFormAtThreadTime, timespanContention } from './flow-trace';
import { flowVerdict, type FlowRun } from './flow-verdict';
import { atThreadTime } from './thread-time';

const RUNS = 3;
const CARD_NUMBER = 'input[name="cardnumber"]';
const TIMESPAN = 'Create account → card form';
/**
 * `PERF_FLOW_TRACES=<folder>`: each run's timespan trace is kept there, with V8's CPU samples, for
 * tools/perf/trace-flow.ts to map to the source (the samples cost the page a little time).
 */
const KEEP_TRACES = process.env.PERF_FLOW_TRACES;

interface RunFigures {
  run: FlowRun;
  lines: string[];
  failures: string[];
}

/** Three runs of the flow: each step's figures, the medians and what is against the bars. */
export async function checkoutFlow(baseUrl: string, cpuSlowdownMultiplier: number) {
  const lines: string[] = [];
  const failures: string[] = [];
  const runs: FlowRun[] = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const figures = await runFlow(baseUrl, cpuSlowdownMultiplier, index);
    lines.push(`  run ${index}:`, ...figures.lines.map((line) => `  ${line}`));
    failures.push(...figures.failures);
    runs.push(figures.run);
  }
  // Issue 45's bars hold at rest with a narrow margin (decision 0013): a shortfall is reported, not
  // a failure, until the margin is wider than what another machine adds.
  const { lines: verdictLines, shortfalls } = flowVerdict(runs);
  const open = shortfalls.map((shortfall) => `  not yet within the bar: ${shortfall}`);
  return { lines: [...lines, ...verdictLines, ...open], failures };
}

async function runFlow(
  baseUrl: string,
  cpuSlowdownMultiplier: number,
  index: number,
): Promise<RunFigures> {
  const { startFlow, auditFlowArtifacts } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: systemChromium('the checkout flow'),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    // Mobile, and the CPU slowed as for the routes; the timespan is throttled as it runs.
    const flags: Flags = {
      throttlingMethod: 'devtools',
      throttling: { cpuSlowdownMultiplier, rttMs: 40, throughputKbps: 10_240 },
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(KEEP_TRACES && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    };
    const flow = await startFlow(page, { name: 'Checkout after sign-up', flags });
    const recordedMs = await signUp(flow, page, baseUrl);
    await flow.snapshot({ name: 'The signed-in checkout' });

    const recorded = await flow.createFlowResult();
    const { gatherSteps, name } = flow.createArtifactsJson();
    const timespan = gatherSteps.find(
      (step) => step.artifacts.GatherContext.gatherMode === 'timespan',
    );
    if (!timespan) throw new Error('The checkout flow recorded no timespan.');
    const trace: Trace = timespan.artifacts.Trace;
    if (KEEP_TRACES) {
      writeFileSync(path.join(KEEP_TRACES, `flow-${index}.trace.json`), JSON.stringify(trace));
    }
    const judgedStep = {
      ...timespan,
      artifacts: { ...timespan.artifacts, Trace: atThreadTime(trace) },
    };
    const judged = await auditFlowArtifacts({ name, gatherSteps: [judgedStep] });
    return {
      ...stepFigures(recorded),
      run: {
        blockingMs: {
          judged: blockingMsOf(judged.steps[0]!.lhr),
          recorded: blockingMsOf(timespanOf(recorded)),
        },
        cardFormMs: {
          judged: cardFormAtThreadTime(trace, recordedMs),
          recorded: recordedMs,
        },
        contention: timespanContention(trace),
      },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The sign-up page typed into, then the timespan of "Create account": returns the page's own time
 * from the click's time stamp to the first frame whose card number field is enabled.
 */
async function signUp(flow: UserFlow, page: Page, baseUrl: string): Promise<number> {
  await flow.navigate(`${baseUrl}/signup?plan=second`, { name: 'Sign-up with a plan' });
  await page.waitForFunction(() => !document.querySelector('form[inert]'));
  await page.type('input[name="firstName"]', 'Flow');
  await page.type('input[name="lastName"]', 'Payer');
  await page.type('input[name="email"]', `flow-${Date.now()}@example.com`);
  await page.type('input[name="password"]', 'Mindful#2026');
  // A person types for seconds: what the page fetches meanwhile (decision 0003) has arrived.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  await page.evaluate(markClickToCardForm, CARD_NUMBER);

  await flow.startTimespan({ name: TIMESPAN });
  await page.click('button[type="submit"]');
  await page.waitForSelector(`${CARD_NUMBER}:not([disabled])`, { timeout: 30_000 });
  await flow.endTimespan();
  return page.evaluate(clickToCardFormMs);
}

type StepResult = FlowResult['steps'][number]['lhr'];

const timespanOf = (result: FlowResult) =>
  result.steps.find((step) => step.lhr.gatherMode === 'timespan')!.lhr;

const blockingMsOf = (lhr: StepResult) => lhr.audits['total-blocking-time']?.numericValue ?? NaN;

function stepFigures(result: FlowResult): { lines: string[]; failures: string[] } {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const { lhr, name } of result.steps) {
    lines.push(`  ${name.padEnd(28)} ${[...scoresOf(lhr), ...metricsOf(lhr)].join(', ')}`);
    const accessibility = lhr.categories.accessibility?.score;
    if (typeof accessibility === 'number' && accessibility < 1) {
      failures.push(
        `checkout flow, ${name}: accessibility ${Math.round(accessibility * 100)} < 100`,
      );
    }
  }
  return { lines, failures };
}

const CATEGORIES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best' };

/** The step's category scores; a snapshot's performance is a few diagnostics, not a score. */
function scoresOf(lhr: StepResult): string[] {
  return Object.entries(CATEGORIES).flatMap(([id, label]) => {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number' || (lhr.gatherMode === 'snapshot' && id === 'performance')) {
      return [];
    }
    return [`${label} ${Math.round(score * 100)}`];
  });
}

/** What a navigation or a timespan measured as the page worked. */
function metricsOf(lhr: StepResult): string[] {
  const metric = (id: string, label: string) => `${label} ${lhr.audits[id]?.displayValue ?? '–'}`;
  if (lhr.gatherMode === 'snapshot') return [];
  const last =
    lhr.gatherMode === 'timespan'
      ? metric('interaction-to-next-paint', 'INP')
      : metric('largest-contentful-paint', 'LCP');
  return [metric('total-blocking-time', 'TBT'), metric('cumulative-layout-shift', 'CLS'), last];
}
