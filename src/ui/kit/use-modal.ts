import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusOutcome } from './focus-outcome';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes every other child of <body> inert; gives back a function that undoes exactly that. */
function makeTheRestInert(layer: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element !== layer && element instanceof HTMLElement && !element.inert,
  );
  for (const element of others) element.inert = true;
  return () => {
    for (const element of others) element.inert = false;
  };
}

/** The topmost open modal layer: the last one added to <body>. */
function isTopLayer(layer: HTMLElement): boolean {
  const layers = document.body.querySelectorAll(':scope > [data-modal-layer]');
  return layers[layers.length - 1] === layer;
}

/**
 * What makes a layer under <body> modal: the rest of the page is inert, so focus cannot leave;
 * Escape closes the top layer wherever focus is, even when the control that had it went away;
 * and on closing focus goes back to the opener, or, when the opener is gone, to `fallback` or
 * the page's heading.
 */
export function useModal(
  layer: RefObject<HTMLElement | null>,
  onClose: () => void,
  fallback?: RefObject<HTMLElement | null>,
) {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // Layout effect: the page is inert and focus is inside before anything can be pressed.
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = makeTheRestInert(element);
    document.body.classList.add('has-dialog');
    return () => {
      undoInert();
      const otherLayers = document.body.querySelectorAll('[data-modal-layer]');
      if (![...otherLayers].some((other) => other !== element && !(other as HTMLElement).inert)) {
        document.body.classList.remove('has-dialog');
      }
      // The fallback as it is when the layer closes, not as it was when it opened.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      focusOutcome(opener, fallback?.current ?? null);
    };
  }, [layer, fallback]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = layer.current;
      if (event.key !== 'Escape' || !element || !isTopLayer(element)) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [layer]);
}

/** Tab reaches a radio group once, on its checked radio: the others are not Tab stops. */
function isSkippedRadio(element: HTMLElement, container: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return false;
  if (element.checked || !element.name) return false;
  const radios = container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
  return [...radios].some((radio) => radio.name === element.name && radio.checked);
}

/** Tab and Shift+Tab wrap around inside `container`. */
export function wrapTab(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !isSkippedRadio(element, container),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
