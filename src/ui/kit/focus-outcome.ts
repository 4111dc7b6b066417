/** Whether focus could go to `element` now: in the page, not inert, not disabled, not the body. */
export function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(
    element?.isConnected &&
    element !== document.body &&
    !element.closest('[inert]') &&
    !element.matches(':disabled'),
  );
}

/** The heading of the page on show, or the main landmark while it has none. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
}

/**
 * Where focus goes when a layer closes or an action ends: the first of `candidates` that can still
 * take it, else the page's heading. Never the page body, where a keyboard user would start over.
 */
export function focusOutcome(...candidates: (HTMLElement | null | undefined)[]) {
  (candidates.find(canTakeFocus) ?? pageHeading())?.focus();
}
