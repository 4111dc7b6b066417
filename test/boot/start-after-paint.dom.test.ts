/**
 * The loader of a prerendered page (src/boot/start-after-paint.ts): the app's scripts, in the order
 * listed, once the page is painted, and once only.
 */
const SCRIPTS = ['/assets/page-sign-in.1.js', '/assets/react.2.js', '/assets/main.3.js'];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

let reportPaint: ((name: string) => void) | null = null;
const disconnect = jest.fn();

/** A PerformanceObserver that knows paint entries (or not), and reports the paints a test names. */
function observer(supportsPaint: boolean) {
  return Object.assign(
    jest.fn((callback: PaintCallback) => {
      reportPaint = (name) =>
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          {
            disconnect,
          },
        );
      return { observe: jest.fn(), disconnect };
    }),
    { supportedEntryTypes: supportsPaint ? ['paint', 'largest-contentful-paint'] : ['mark'] },
  );
}

function visibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Runs the loader as the page's script with `data-app` listing the scripts. */
function runLoader() {
  const script = document.createElement('script');
  script.dataset.app = SCRIPTS.join(' ');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run afresh, as a page runs it
    require('../../src/boot/start-after-paint');
  });
}

const requested = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  reportPaint = null;
  visibility('visible');
  window.PerformanceObserver = observer(true) as unknown as typeof PerformanceObserver;
});

afterEach(() => {
  jest.useRealTimers();
});

test('requests the app at the first contentful paint, a script a task in the order listed, to run in that order', () => {
  runLoader();
  reportPaint!('first-paint');
  jest.advanceTimersByTime(100);
  expect(requested()).toEqual([]);

  reportPaint!('first-contentful-paint');
  expect(disconnect).toHaveBeenCalled();

  // A task each: one timer a script.
  expect(requested()).toEqual([]);
  expect(jest.getTimerCount()).toBe(SCRIPTS.length);
  jest.runAllTimers();
  expect(requested()).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
});

test('requests it once, though the tab is hidden afterwards', () => {
  runLoader();
  reportPaint!('first-contentful-paint');
  visibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  jest.runAllTimers();

  expect(requested()).toHaveLength(SCRIPTS.length);
});

test('in a background tab, which paints nothing, requests it at once', () => {
  visibility('hidden');
  runLoader();
  jest.runAllTimers();

  expect(requested()).toHaveLength(SCRIPTS.length);
});

test('a tab hidden before its first paint requests it then', () => {
  runLoader();
  visibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  jest.runAllTimers();

  expect(requested()).toHaveLength(SCRIPTS.length);
});

test('without paint timing, requests it after the page has loaded and a frame has passed', () => {
  window.PerformanceObserver = observer(false) as unknown as typeof PerformanceObserver;
  runLoader();
  expect(requested()).toEqual([]);

  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();

  expect(requested()).toHaveLength(SCRIPTS.length);
});

test('is never inert for good: with no paint reported, the app comes a second after the load', () => {
  runLoader();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(900);
  expect(requested()).toEqual([]);

  jest.runAllTimers();

  expect(requested()).toHaveLength(SCRIPTS.length);
});

test('forgets a script that failed, so that the app can ask for it again', () => {
  runLoader();
  reportPaint!('first-contentful-paint');
  jest.runAllTimers();
  const [pageChunk] = document.head.querySelectorAll('script');

  pageChunk!.dispatchEvent(new Event('error'));

  expect(requested().map(({ src }) => src)).toEqual(SCRIPTS.slice(1));
});
