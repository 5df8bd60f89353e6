import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { webStorage } from '@/lib/web-storage';

/** Where each history entry was scrolled to, kept for the tab (as the browser keeps its history). */
const STORAGE_KEY = 'keepsake:scroll';

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(webStorage('sessionStorage')?.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>): void {
  try {
    webStorage('sessionStorage')?.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage unavailable or full: Back then starts at the top
  }
}

/** The document was loaded by a reload or by Back/Forward (not by a link or an address typed). */
function returning(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/**
 * The window's scroll position per history entry: Back and Forward return to where the reader was
 * (across a reload too); a move to another page starts at its top; a change within the same page
 * (`page`: a photo opened over it, another order) leaves the scroll where it is.
 */
export function useScrollRestoration(page: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const scrollY = useRef(0);
  const shown = useRef({ key: location.key, page });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => void (scrollY.current = window.scrollY);
    const onPageHide = () => savePositions({ ...savedPositions(), [shown.current.key]: scrollY.current });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) {
      // the first screen: a reload (or Back into the app) returns to where this entry was; a new
      // visit starts at the top (its first entry's key is the same on every visit)
      const y = returning() ? savedPositions()[location.key] : undefined;
      if (y !== undefined) window.scrollTo(0, y);
      else if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    shown.current = { key: location.key, page };
    const positions = { ...savedPositions(), [previous.key]: scrollY.current };
    savePositions(positions);
    const y = positions[location.key];
    if (navigationType === NavigationType.Pop && y !== undefined) window.scrollTo(0, y);
    else if (previous.page !== page && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, page]);
}
