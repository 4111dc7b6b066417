/**
 * The suite's `test`: every test gets a fresh browser context (an empty localStorage, so the seed
 * demo world) pointed at the server of global-setup.ts, and fails when, anywhere in that context,
 * the Content Security Policy is violated, a script error goes uncaught, something is logged as a
 * console error, or a JavaScript dialog (alert, confirm, prompt) opens. A test that expects a
 * console error (SPEC.md asks for some failures to be logged) names it with `allowConsoleErrors`.
 */
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export interface Problems {
  cspViolations: string[];
  pageErrors: string[];
  consoleErrors: string[];
  dialogs: string[];
}

interface Fixtures {
  /** What went wrong in the browser during the test; asserted empty when it ends. */
  problems: Problems;
  /** Console errors matching one of these are expected by the test, not failures. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}

interface CspReport {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** Reports every CSP violation of every document to the test, before the page's own scripts run. */
function listenForCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __e2eCspViolation?: (report: CspReport) => void })
      .__e2eCspViolation;
    report?.({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    });
  });
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/**
 * The not-found page's own answer: the hosting serves it with the status 404, which Chromium logs
 * as an error of the document. A test that goes to an unknown address means to; a missing asset
 * or call is still an error.
 */
function isNotFoundPagesOwnStatus(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 404') && message.location().url === message.page()?.url()
  );
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e`.');
  return url;
}

export const test = base.extend<Fixtures & { consoleAllowList: RegExp[] }>({
  // Set by global-setup.ts, which serves dist/ on a free port.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },

  // eslint-disable-next-line no-empty-pattern
  consoleAllowList: async ({}, use) => {
    await use([]);
  },

  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((...patterns) => {
      consoleAllowList.push(...patterns);
    });
  },

  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use({ cspViolations: [], pageErrors: [], consoleErrors: [], dialogs: [] });
  },

  context: async ({ context, problems, consoleAllowList }, use) => {
    await context.exposeFunction('__e2eCspViolation', (report: CspReport) => {
      const sample = report.sample ? ` «${report.sample}»` : '';
      problems.cspViolations.push(
        `${report.directive} blocked ${report.blocked || '(inline)'} at ${report.source}:${report.line}${sample}`,
      );
    });
    await context.addInitScript(listenForCspViolations);
    context.on('weberror', (error) => {
      problems.pageErrors.push(error.error().stack ?? error.error().message);
    });
    context.on('console', (message) => {
      if (message.type() !== 'error' || isNotFoundPagesOwnStatus(message)) return;
      const text = describeConsole(message);
      if (/^Refused to |Content Security Policy/u.test(message.text())) {
        problems.cspViolations.push(text);
      } else if (!consoleAllowList.some((pattern) => pattern.test(text))) {
        problems.consoleErrors.push(text);
      }
    });
    context.on('dialog', (dialog) => {
      problems.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });

    await use(context);

    expect(
      problems,
      'no JavaScript dialog, CSP violation, uncaught error or console error in the browser',
    ).toEqual({ cspViolations: [], pageErrors: [], consoleErrors: [], dialogs: [] });
  },
});

export { expect };
