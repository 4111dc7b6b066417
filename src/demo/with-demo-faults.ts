import { AppError } from '../domain/errors';
import type { DemoWorld } from './demo-world';
import type { PortName } from './demo-state';

type Method = (...args: unknown[]) => unknown;

/**
 * Puts the demo tools' latency, "fail the next call" and "hold the next call" in front of every
 * call of an adapter. Each method becomes asynchronous, except those named `synchronous` (a
 * subscription, a factory); an object such a method returns is wrapped the same way, so a
 * confirmer's `confirm` is covered too. Methods named `unfaulted` pass through untouched: no person
 * made that call (a page readying itself), so it must neither wait nor take the failure or the hold
 * meant for the next call a person makes.
 */
export function withDemoFaults<T extends object>(
  port: PortName,
  adapter: T,
  world: DemoWorld,
  synchronous: readonly (keyof T)[] = [],
  unfaulted: readonly (keyof T)[] = [],
): T {
  const wrappers = new Map<PropertyKey, Method>();
  return new Proxy(adapter, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (
        typeof value !== 'function' ||
        typeof property !== 'string' ||
        property in Object.prototype
      ) {
        return value;
      }
      let wrapper = wrappers.get(property);
      if (!wrapper) {
        const method = value as Method;
        const call = (args: unknown[]) => method.apply(target, args);
        const name = property as keyof T;
        if (unfaulted.includes(name)) wrapper = (...args) => call(args);
        else if (synchronous.includes(name))
          wrapper = (...args) => wrapResult(port, call(args), world);
        else wrapper = (...args) => afterFaults(port, world, () => call(args));
        wrappers.set(property, wrapper);
      }
      return wrapper;
    },
  });
}

function wrapResult(port: PortName, result: unknown, world: DemoWorld): unknown {
  return typeof result === 'object' && result !== null
    ? withDemoFaults(port, result, world)
    : result;
}

async function afterFaults(
  port: PortName,
  world: DemoWorld,
  call: () => unknown,
): Promise<unknown> {
  // Taken at the start, so of two calls made together only the first one fails, or waits.
  const fails = world.takeFailure(port);
  const hold = world.takeHold(port);
  const { latencyMs } = world.settings;
  if (latencyMs > 0) await world.clock.wait(latencyMs);
  if (hold) await hold;
  if (fails) {
    throw new AppError(
      'network/unavailable',
      `The demo tools failed this ${port} call on purpose.`,
    );
  }
  return call();
}
