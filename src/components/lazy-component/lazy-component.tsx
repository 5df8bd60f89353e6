import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code is fetched apart from the page's first screen: see {@link lazyComponent}. */
export interface LazyComponent<P extends object> {
  /** Renders the component: at once when its code is here, else once it has loaded (`fallback` meanwhile). */
  Component: ComponentType<P & { fallback?: ReactNode }>;
  /** Fetches its code (once). */
  load: () => Promise<ComponentType<P>>;
  /** {@link load} when the browser is idle; returns a function that cancels it. */
  loadWhenIdle: () => () => void;
}

/**
 * A component loaded on its own, for a part of a page its first screen does not show (a viewer, a
 * grid below the fold): `load` is its dynamic import. Whether it renders at once or through
 * `Suspense` is chosen once per mount, so it is never mounted twice (its focus and state stay put).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...(props as P)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  const loadWhenIdle = () => {
    if (loaded) return () => {};
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void fetchOnce(), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => void fetchOnce(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  };
  return { Component, load: fetchOnce, loadWhenIdle };
}
