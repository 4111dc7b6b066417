/**
 * Lighthouse's user flow of the moment of paying (issue 30.9), on the served memory build: a
 * visitor opens /signup with a plan, types their way into an account (a timespan: "Create
 * account" through to a card form that takes input), then the signed-in checkout is audited as
 * it stands (a snapshot). Reported by `npm run perf`; its accessibility must be 100, as the
 * logged-out routes' is. The interaction itself is held to its bar by test/e2e/interaction.spec.ts.
 */
import type { Flags, FlowResult } from 'lighthouse';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';

export interface CheckoutFlowFigures {
  lines: string[];
  failures: string[];
}

const CARD_NUMBER = 'input[name="cardnumber"]';

export async function checkoutFlow(baseUrl: string, cpuSlowdownMultiplier: number) {
  const { startFlow } = await import('lighthouse');
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
    };
    const flow = await startFlow(page, { name: 'Checkout after sign-up', flags });
    await flow.navigate(`${baseUrl}/signup?plan=second`, { name: 'Sign-up with a plan' });
    await page.waitForFunction(() => !document.querySelector('form[inert]'));
    await page.type('input[name="firstName"]', 'Flow');
    await page.type('input[name="lastName"]', 'Payer');
    await page.type('input[name="email"]', `flow-${Date.now()}@example.com`);
    await page.type('input[name="password"]', 'Mindful#2026');

    await flow.startTimespan({ name: 'Create account → card form' });
    await page.click('button[type="submit"]');
    await page.waitForSelector(`${CARD_NUMBER}:not([disabled])`, { timeout: 30_000 });
    await flow.endTimespan();

    await flow.snapshot({ name: 'The signed-in checkout' });
    return figuresOf(await flow.createFlowResult());
  } finally {
    await browser.close();
  }
}

function figuresOf(result: FlowResult): CheckoutFlowFigures {
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

type StepResult = FlowResult['steps'][number]['lhr'];

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
