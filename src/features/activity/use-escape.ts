/** Calls `onEscape` when Escape is pressed inside `ref` (and stops it there, so outer layers stay). */
import { useEffect, useRef, type RefObject } from 'react';

export function useEscape(ref: RefObject<HTMLElement | null>, onEscape: () => void, enabled = true): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      latest.current();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [ref, enabled]);
}
