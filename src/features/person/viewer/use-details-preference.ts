import { useCallback, useState } from 'react';
import { webStorage } from '@/lib/web-storage';

const storageKey = 'keepsake.viewer.details';

function initial(): boolean {
  try {
    const stored = webStorage('localStorage')?.getItem(storageKey);
    if (stored === 'open') return true;
    if (stored === 'closed') return false;
  } catch {
    // storage blocked (private mode): fall through to the default
  }
  // Nothing chosen yet: open where there is room beside the photo.
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true;
}

/** Whether the details panel is open; the user's choice is remembered across photos and visits. */
export function useDetailsPreference(): [boolean, () => void] {
  const [open, setOpen] = useState(initial);
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !was;
      try {
        webStorage('localStorage')?.setItem(storageKey, next ? 'open' : 'closed');
      } catch {
        // not remembered, still toggled
      }
      return next;
    });
  }, []);
  return [open, toggle];
}
