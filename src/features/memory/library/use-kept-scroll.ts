import { useEffect } from 'react';
import { webStorage } from '@/lib/web-storage';

/** Where the memories page was last scrolled to in this tab (px), kept across reloads of the tab. */
const KEY = 'keepsake:memories-scroll';

function readKept(): number | undefined {
  try {
    const value = Number(webStorage('sessionStorage')?.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function keep(y: number): void {
  try {
    webStorage('sessionStorage')?.setItem(KEY, String(Math.round(y)));
  } catch {
    // storage full or refused: the page then opens at the top
  }
}

/**
 * The memories page comes back where it was left, however it is reached (closing a memory is a
 * link to it, not Back): the position is kept at each click on the page and when the tab goes. Its grids learn their width and height only once laid out, so the position
 * is set again on each frame until the page is tall enough to hold it (for at most a second, and not
 * after the user scrolls).
 */
export function useKeptScroll(): void {
  useEffect(() => {
    const target = readKept();
    let frame = 0;
    const started = performance.now();
    const stop = () => cancelAnimationFrame(frame);
    const step = () => {
      window.scrollTo({ top: target, behavior: 'instant' });
      if (Math.abs(window.scrollY - (target ?? 0)) > 1 && performance.now() - started < 1000) frame = requestAnimationFrame(step);
    };
    if (target) frame = requestAnimationFrame(step);
    // Kept when the page is left (a card opened, the tab reloaded or closed), not on every scroll:
    // reading the position in a scroll listener would lay the page out in every event.
    const here = window.location.pathname;
    const save = () => {
      if (window.location.pathname === here) keep(window.scrollY);
    };
    document.addEventListener('click', save, true);
    window.addEventListener('pagehide', save);
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    return () => {
      stop();
      document.removeEventListener('click', save, true);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, []);
}
