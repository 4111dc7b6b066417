import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// On a busy two-core machine a whole app's first render and its first calls can take longer than
// Testing Library's default second, and a find* then fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * jsdom's getComputedStyle computes an element's whole style afresh on every call, and Testing
 * Library asks for the style of the same ancestors over and over in one query (is each candidate
 * hidden? what is its name?). The answer is kept until the document changes: the observer forgets
 * every answer on a change it is told of, and on one it has not been told of yet (takeRecords), so
 * no answer outlives a change.
 */
function keepComputedStylesUntilTheDocumentChanges(): void {
  const compute = window.getComputedStyle.bind(window);
  let known = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    known = new WeakMap();
  };
  // Changes reach the callback at the next microtask; one made since then is taken at once.
  const changes = new MutationObserver(forget);
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.getComputedStyle = (element, pseudoElement) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) forget();
    let style = known.get(element);
    if (!style) {
      style = compute(element);
      known.set(element, style);
    }
    return style;
  };
}

// A file of a jsdom project may run in Node instead (`@jest-environment node`): no document there.
if (typeof document !== 'undefined') {
  keepComputedStylesUntilTheDocumentChanges();
  // jsdom lays nothing out, so there is nothing to scroll: its own scrollTo only reports that it is
  // not implemented, on every navigation of a test (the shell scrolls a new page to its top).
  window.scrollTo = () => {};
}

/**
 * `toBeUnavailable`: unavailable as a person meets it and as Playwright's toBeDisabled judges it:
 * the `disabled` attribute (the element's own or a fieldset's), or aria-disabled="true" on the
 * element or an ancestor. The portal marks busy and unavailable controls with aria-disabled, so
 * that they keep focus; jest-dom's toBeDisabled, which reads the attribute alone, keeps its meaning.
 */
function isUnavailable(element: Element): boolean {
  return element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Jest's matchers are typed in its namespace
  namespace jest {
    interface Matchers<R> {
      toBeUnavailable(): R;
    }
  }
}

expect.extend({
  toBeUnavailable(this: jest.MatcherContext, element: Element) {
    const pass = isUnavailable(element);
    return {
      pass,
      message: () =>
        `expected ${this.utils.stringify(element.outerHTML.slice(0, 200))} ${pass ? 'not ' : ''}to be unavailable`,
    };
  },
});
