import { lazy, useState, type ComponentType } from 'react';
import { preloadable } from '../shared/preloadable';

/**
 * A component in a chunk of its own that renders at once when its chunk is already here (fetched
 * ahead with `preload`). React.lazy alone suspends on a component's first render even then, and
 * React reveals suspended content no sooner than 300 ms after the last fallback it showed: a card
 * form fetched while the person typed would still keep them waiting.
 */
export function preloadableComponent<Props extends object>(
  loader: () => Promise<ComponentType<Props>>,
) {
  let loaded: ComponentType<Props> | null = null;
  const chunk = preloadable(() =>
    loader().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    // Chosen once per mount, so that a component never changes under its own state.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component: Preloadable, load: chunk.load, preload: chunk.preload };
}
