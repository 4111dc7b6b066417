import { act } from '@testing-library/react';
import { DemoWorld } from '../../../src/adapters/memory/demo-world';
import { MapStorage } from '../../../src/adapters/memory/map-storage';
import { testClock } from '../support/render-app';

/**
 * Holds every call of a class method (a use case's `execute`, an adapter's method) until released,
 * so a test can look at the screen while the call is under way. Install it before renderApp.
 */
export function holdCalls<Prototype extends object>(prototype: Prototype, method: keyof Prototype) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const original = prototype[method] as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(prototype, method as never).mockImplementation(async function held(
    this: unknown,
    ...args: unknown[]
  ) {
    await gate;
    return original.apply(this, args);
  } as never);
  return {
    spy,
    /** Lets the held calls go on, and lets React show what follows. */
    release: () =>
      act(async () => {
        open();
        await gate;
      }),
  };
}

/** A storage holding a demo world changed before the app starts, e.g. a visitor from GB. */
export function storageWith(change: (world: DemoWorld) => void): MapStorage {
  const storage = new MapStorage();
  change(new DemoWorld(storage, testClock));
  return storage;
}
