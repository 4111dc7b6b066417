import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// On a busy two-core machine a whole app's first render and its first calls can take longer than
// Testing Library's default second, and a find* then fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * "Disabled" as a person meets it and as Playwright's matcher judges it: the `disabled` attribute
 * (the element's own or a fieldset's), or aria-disabled="true" on the element or an ancestor.
 * The portal marks busy and unavailable controls with aria-disabled, so that they keep focus.
 */
function isDisabled(element: Element): boolean {
  return element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
}

function disabledMatcher(expectDisabled: boolean) {
  return function (this: jest.MatcherContext, element: Element) {
    const pass = isDisabled(element) === expectDisabled;
    const state = expectDisabled ? 'disabled' : 'enabled';
    return {
      pass,
      message: () =>
        `expected ${this.utils.stringify(element.outerHTML.slice(0, 200))} ${pass ? 'not ' : ''}to be ${state}`,
    };
  };
}

expect.extend({ toBeDisabled: disabledMatcher(true), toBeEnabled: disabledMatcher(false) });
