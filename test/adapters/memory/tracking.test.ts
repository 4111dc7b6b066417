import { describeTrackingContract } from '../tracking.contract';
import { memoryAdapters } from './memory-adapters';

describeTrackingContract('InMemoryTracking', () => {
  const { tracking, world } = memoryAdapters();
  return { tracking, recorded: () => structuredClone([...world.events]) };
});

describe('InMemoryTracking in the demo world', () => {
  it('keeps its own copy of an event, so later changes to it do not alter the record', async () => {
    const { tracking, world } = memoryAdapters();
    const event = { event: 'purchase' as const, orderId: 'o-1', value: 4.99, currency: 'usd' };

    await tracking.track(event);
    event.value = 0;

    expect(world.events).toEqual([{ ...event, value: 4.99 }]);
  });
});
