import { renderHook } from '@testing-library/react';
import { nextTask } from '../../../src/ui/shared/next-task';
import { useOpeningEffect } from '../../../src/ui/shared/use-opening-effect';

describe('an opening effect', () => {
  it('runs in a task of its own, after the render’s effects', async () => {
    const effect = jest.fn();

    renderHook(() => useOpeningEffect(effect, []));

    expect(effect).not.toHaveBeenCalled();
    await nextTask();
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('does not run when its component is gone before its task', async () => {
    const effect = jest.fn();

    const { unmount } = renderHook(() => useOpeningEffect(effect, []));
    unmount();

    await nextTask();
    expect(effect).not.toHaveBeenCalled();
  });

  it('runs again when a dependency changes, once for the latest', async () => {
    const effect = jest.fn<void, [string]>();
    const { rerender } = renderHook(
      ({ plan }: { plan: string }) => useOpeningEffect(() => effect(plan), [plan]),
      { initialProps: { plan: 'first' } },
    );
    await nextTask();

    rerender({ plan: 'second' });
    rerender({ plan: 'third' });
    await nextTask();

    expect(effect.mock.calls).toEqual([['first'], ['third']]);
  });
});
