import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

function renderInSuspense(Component: (props: { name: string }) => ReactNode) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="editor" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded screen at once, without passing through the fallback', async () => {
    const screenChunk = preloadableLazy(() => Promise.resolve(Greeting));
    await screenChunk.preload();
    renderInSuspense(screenChunk.Component);
    // Synchronously present: React.lazy would first have shown "Loading…".
    expect(screen.getByText('Hello, editor')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads a screen that was not preloaded, showing the fallback meanwhile', async () => {
    let loads = 0;
    const screenChunk = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    renderInSuspense(screenChunk.Component);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello, editor')).toBeTruthy();
    await act(() => screenChunk.preload());
    expect(loads).toBe(1);
  });

  it('fetches again after a failed preload', async () => {
    let attempts = 0;
    const screenChunk = preloadableLazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(screenChunk.preload()).rejects.toThrow('offline');
    await screenChunk.preload();
    renderInSuspense(screenChunk.Component);
    expect(screen.getByText('Hello, editor')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
