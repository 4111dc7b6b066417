import type { MemoryAdapters } from './create-memory-adapters';

function inMemory(memory: MemoryAdapters | null): MemoryAdapters {
  if (!memory) throw new Error('This build has no in-memory adapters.');
  return memory;
}

/** The demo card form, in a chunk of its own, as React.lazy takes it. */
export function demoCardFormLoader(memory: MemoryAdapters | null) {
  return async () => ({
    default: (
      await import(/* webpackChunkName: "demo-card-form" */ './ui/DemoCardForm')
    ).createDemoCardForm(inMemory(memory).payments, inMemory(memory).world),
  });
}

/** The demo tools, in a chunk of their own, as React.lazy takes them. */
export function demoToolsLoader(memory: MemoryAdapters | null) {
  return async () => ({
    default: (await import(/* webpackChunkName: "demo-tools" */ './ui/DemoTools')).createDemoTools(
      inMemory(memory).world,
    ),
  });
}

/** The demo bank's page of iDEAL | Wero and Bancontact, in a chunk of its own. */
export function demoBankLoader(memory: MemoryAdapters | null, merchant: string) {
  return async () => ({
    default: (
      await import(/* webpackChunkName: "demo-bank" */ './ui/DemoBankPage')
    ).createDemoBankPage(inMemory(memory).world, merchant),
  });
}
