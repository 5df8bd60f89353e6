import { Component as ReactComponent, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@/lib/schedule';

/** A component whose code is fetched apart from the page's first screen: see {@link lazyComponent}. */
export interface LazyComponent<P extends object> {
  /** Renders the component: at once when its code is here, else once it has loaded (`fallback` meanwhile). */
  Component: ComponentType<P & { fallback?: ReactNode }>;
  /** Fetches its code (once; again after a failure, e.g. offline). */
  load: () => Promise<ComponentType<P>>;
  /** {@link load} when the browser is idle; returns a function that cancels it. */
  loadWhenIdle: () => () => void;
}

/** How a {@link lazyComponent} meets a load (or render) that fails. */
export interface LazyComponentOptions {
  /**
   * `throw` (the default): to the page's error boundary, which says so and offers a retry: for a
   * part the reader asked for (a viewer, a dialog). `keep-fallback`: the fallback stays, as the
   * page drew it: for controls drawn ahead of their code (ADR 126), whose failure must cost the
   * controls, not the page. The next mount fetches again.
   */
  onFailure?: 'throw' | 'keep-fallback';
}

/** Shows `fallback` in place of children that failed (a load or a render), for good. */
class KeepFallback extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A component loaded on its own, for a part of a page its first screen does not show (a viewer, a
 * grid below the fold) or does not need to be usable (ADR 126): `load` is its dynamic import.
 * Whether it renders at once or through `Suspense` is chosen once per mount, so it is never
 * mounted twice (its focus and state stay put). A load that fails (offline, a new version
 * deployed) is not kept: the next use fetches again, and a failed load ahead of use
 * (`loadWhenIdle`) is no error at all.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, { onFailure = 'throw' }: LazyComponentOptions = {}): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Loaded] = useState(() => loaded);
    // one per mount: `lazy` keeps a failure, which must not outlive the mount that met it (the
    // route's error boundary says so and offers a retry)
    const [Lazy] = useState(() => (Loaded ? undefined : lazy(async () => ({ default: await fetchOnce() }))));
    const shown = Loaded ? (
      <Loaded {...(props as P)} />
    ) : (
      Lazy && (
        <Suspense fallback={fallback}>
          <Lazy {...(props as P)} />
        </Suspense>
      )
    );
    return onFailure === 'keep-fallback' ? <KeepFallback fallback={fallback}>{shown}</KeepFallback> : shown;
  }
  // ahead of use, a failure is only a missed head start: the use fetches again
  const ahead = () => void fetchOnce().catch(() => undefined);
  const loadWhenIdle = () => (loaded ? () => {} : whenIdle(ahead));
  return { Component, load: fetchOnce, loadWhenIdle };
}
