import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadableComponent } from '../../../src/ui/app/preloadable-component';
import { deferred } from '../../support/deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

function renderWithFallback(Component: (props: { name: string }) => ReactNode) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('a component in a chunk of its own', () => {
  it('renders at once, without a fallback, when its chunk was fetched ahead', async () => {
    const { Component, preload } = preloadableComponent(() => Promise.resolve(Greeting));
    preload();
    await act(async () => {});

    renderWithFallback(Component);

    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('Hello, Ada')).toBeVisible();
  });

  it('shows the fallback until a chunk nobody fetched ahead is here', async () => {
    const chunk = deferred<typeof Greeting>();
    const { Component } = preloadableComponent(() => chunk.promise);

    renderWithFallback(Component);
    expect(screen.getByText('Loading…')).toBeVisible();

    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByText('Hello, Ada')).toBeVisible();
  });

  it('fetches its chunk once, however often it is asked for', async () => {
    const loader = jest.fn(() => Promise.resolve(Greeting));
    const { load, preload } = preloadableComponent(loader);

    preload();
    await load();
    await load();

    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('asks again after a fetch that failed', async () => {
    const loader = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { load } = preloadableComponent(loader);

    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(Greeting);
  });
});
