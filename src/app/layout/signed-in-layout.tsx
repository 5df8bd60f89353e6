import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '@/components/lazy-component';
import { SiteHeader } from './site-header';
import { whenIdle } from '@/lib/schedule';

/** The bar that offers "Undo" for memory removals and says how they ended: loaded when idle. */
const memoryRemovals = lazyComponent(() => import('@/features/memory/actions/memory-removals-bar').then((m) => m.MemoryRemovalsBar));

/**
 * Layout of every signed-in page: the header above the route's own `<main id="main">`, and the bar
 * of pending memory removals (before the page in tab order, over its bottom edge on screen). The
 * bar's code is fetched at the first idle moment (which is also when a removal a previous page left
 * is carried out) and the bar is shown once it is here: offline, a failed fetch is no error on the
 * page, and it is tried again when the browser is back online.
 */
export function SignedInLayout() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let stopped = false;
    const load = () => {
      memoryRemovals.load().then(
        () => !stopped && setLoaded(true),
        () => undefined, // offline: `online` tries again
      );
    };
    const cancel = whenIdle(load);
    window.addEventListener('online', load);
    return () => {
      stopped = true;
      cancel();
      window.removeEventListener('online', load);
    };
  }, []);
  return (
    <>
      <SiteHeader />
      {loaded && <memoryRemovals.Component />}
      <Outlet />
    </>
  );
}
