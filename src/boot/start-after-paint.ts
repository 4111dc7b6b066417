/**
 * The app's loader on a prerendered page (build/html.ts puts it there in place of the app's
 * scripts, whose addresses it lists in data-app): it requests them once the page is on screen.
 *
 * The prerendered page is complete and its controls are visibly inert until the app is live, so
 * nothing the visitor sees waits for the app: its scripts have no business competing with the
 * page's styles for the connection, nor the main thread with the first frame. Requested after the
 * first contentful paint, they cannot delay it, and a page-load simulation such as Lighthouse's
 * sees them for what they are, work after the largest paint. They run in the order listed (the
 * page's chunk first, then the app's), as deferred scripts would.
 */
const sources = (document.currentScript as HTMLScriptElement | null)?.dataset.app?.split(' ') ?? [];

let requested = false;

function requestScript(source: string): void {
  const script = document.createElement('script');
  script.src = source;
  // In the order inserted, whatever order they arrive in.
  script.async = false;
  // A chunk that failed is asked for again by the app's own loader (webpack's, which would
  // otherwise wait on this element): the app's stale-chunk handling takes it from there.
  script.addEventListener('error', () => script.remove());
  document.head.append(script);
}

/**
 * One script a task: inserting one starts its fetch, a millisecond or more each on a desktop, and
 * the eight in one go made one of the longest tasks after the first paint on a phone.
 */
function requestApp(): void {
  if (requested) return;
  requested = true;
  for (const source of sources.filter(Boolean)) setTimeout(requestScript, 0, source);
}

/** After the first animation frame and the task that follows it: the frame has been painted. */
function afterNextFrame(): void {
  requestAnimationFrame(() => setTimeout(requestApp, 0));
}

if (
  document.visibilityState === 'hidden' ||
  // A page in another language than the prerender's English is hidden until the app renders it
  // (src/ui/shared/i18n/language-boot.ts): no paint to wait for.
  document.documentElement.hasAttribute('data-language-pending')
) {
  // A background tab paints nothing until it is shown: nothing on screen to wait for.
  requestApp();
} else {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') requestApp();
  });
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestApp();
    }).observe({ type: 'paint', buffered: true });
    // Never inert for good: should no contentful paint be reported, the app comes anyway.
    window.addEventListener('load', () => setTimeout(afterNextFrame, 1000));
  } else {
    window.addEventListener('load', afterNextFrame);
  }
}

// A module, not a script: its names are its own.
export {};
