import { lazy, type ComponentType, type ReactNode } from 'react';
import { deferredModule } from '../lib/lazy/deferred-module.ts';

/** A lazy component and the function that fetches its chunk ahead. */
export type Preloadable<Props extends object> = {
  Component: (props: Props) => ReactNode;
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A lazy route component whose chunk can be fetched ahead (`preload`). Once the chunk is
 * in, the component renders directly instead of through React.lazy, which suspends once
 * even on a chunk already loaded: React then shows the nearest Suspense fallback and holds
 * the content back for its 300 ms reveal throttle. On a signed-in first load of the
 * Dashboard the screen's heading painted a whole throttle after the layout's, which
 * itself waited on the fallback the same way (measured with `bench:lighthouse`: bench/README.md and its history).
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  const chunk = deferredModule(load);
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component })));
  function PreloadableScreen(props: Props) {
    const Component = chunk.current() ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: PreloadableScreen, preload: chunk.load };
}
