import { describeTrackingContract } from '../adapters/tracking.contract';
import { demoWorld } from '../support/demo-world';

describeTrackingContract('InMemoryTracking', () => {
  const { tracking, world } = demoWorld();
  return { tracking, recorded: () => structuredClone([...world.events]) };
});

describe('InMemoryTracking in the demo world', () => {
  it('keeps its own copy of an event, so later changes to it do not alter the record', async () => {
    const { tracking, world } = demoWorld();
    const event = { event: 'purchase' as const, orderId: 'o-1', value: 4.99, currency: 'usd' };

    await tracking.track(event);
    event.value = 0;

    expect(world.events).toEqual([{ ...event, value: 4.99 }]);
  });
});
