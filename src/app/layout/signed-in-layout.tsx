import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '@/components/lazy-component';
import { SiteHeader } from './site-header';

/** The bar that offers "Undo" for memory removals and says how they ended: loaded when idle. */
const memoryRemovals = lazyComponent(() => import('@/features/memory/actions/memory-removals-bar').then((m) => m.MemoryRemovalsBar));

/**
 * Layout of every signed-in page: the header above the route's own `<main id="main">`, and the bar
 * of pending memory removals (before the page in tab order, over its bottom edge on screen). The bar
 * comes at the first idle moment, which is also when a removal a previous page left is carried out.
 */
export function SignedInLayout() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return (
    <>
      <SiteHeader />
      {idle && <memoryRemovals.Component />}
      <Outlet />
    </>
  );
}
