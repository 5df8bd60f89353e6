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
 * link to it, not Back). Its grids learn their width and height only once laid out, so the position
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
    // (the next page's scroll to its top comes before this page's listeners are gone: not kept)
    const here = window.location.pathname;
    const save = () => {
      if (window.location.pathname === here) keep(window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    return () => {
      stop();
      window.removeEventListener('scroll', save);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, []);
}
