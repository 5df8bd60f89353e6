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
   * controls, not the page. Code that did not download is fetched again when the browser comes
   * back online, and by the next mount.
   */
  onFailure?: 'throw' | 'keep-fallback';
}

/**
 * Shows `fallback` in place of children that failed (a load or a render). While it does, the
 * browser coming back online calls `retry` (which mounts a new attempt).
 */
class KeepFallback extends ReactComponent<{ fallback: ReactNode; retry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.props.retry();

  // (a boundary can fail as it mounts, or later when a download fails)
  override componentDidMount() {
    this.retryWhenOnline();
  }

  override componentDidUpdate() {
    this.retryWhenOnline();
  }

  private retryWhenOnline() {
    if (this.state.failed) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
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
  /** One try at rendering the component: its code, if not here yet, through a `lazy` of its own. */
  function Attempt({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Loaded] = useState(() => loaded);
    // one per attempt: `lazy` keeps a failure, which must not outlive the attempt that met it (the
    // route's error boundary says so and offers a retry)
    const [Lazy] = useState(() => (Loaded ? undefined : lazy(async () => ({ default: await fetchOnce() }))));
    return Loaded ? (
      <Loaded {...(props as P)} />
    ) : (
      Lazy && (
        <Suspense fallback={fallback}>
          <Lazy {...(props as P)} />
        </Suspense>
      )
    );
  }
  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [attempt, setAttempt] = useState(0);
    const shown = <Attempt {...(props as P)} fallback={fallback} />;
    if (onFailure === 'throw') return shown;
    // code that did not download is asked for again when the browser is back online (a render
    // that failed is not: its code is here, and would fail the same way)
    const retry = () => {
      if (!loaded) setAttempt((n) => n + 1);
    };
    return (
      <KeepFallback key={attempt} fallback={fallback} retry={retry}>
        {shown}
      </KeepFallback>
    );
  }
  // ahead of use, a failure is only a missed head start: the use fetches again
  const ahead = () => void fetchOnce().catch(() => undefined);
  const loadWhenIdle = () => (loaded ? () => {} : whenIdle(ahead));
  return { Component, load: fetchOnce, loadWhenIdle };
}
