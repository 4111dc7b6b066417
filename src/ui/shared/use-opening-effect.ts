import { useEffect, type DependencyList } from 'react';

/**
 * An effect a page starts on its own as it opens (the consent, the order in the address, a
 * redirect's sign-in, the next pages' words), in a task of its own. Effects run together in the
 * task after a render (after the hydration of a prerendered page: all of the page's), each
 * dispatch with the render it causes: together they made one of the longest tasks of a phone's
 * start (docs/performance.md); apart, each is short. What answers a person's input stays in a
 * plain effect or the handler itself.
 */
export function useOpeningEffect(effect: () => void, deps: DependencyList): void {
  useEffect(() => {
    const task = setTimeout(effect, 0);
    return () => clearTimeout(task);
    // The caller's dependencies, checked where it calls (eslint's additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
