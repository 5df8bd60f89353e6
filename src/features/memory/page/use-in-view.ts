import { useEffect, useState, type RefObject } from 'react';

/** What {@link isInView} reads of an observer entry. */
export type ViewEntry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>;

/**
 * Whether an element counts as in view: `threshold` (0..1) of it is visible, or, for an element
 * taller than the window (a memory's grid of 60 photos is 3,000 px), it fills `threshold` of the
 * window. By the first rule alone such an element is never in view: 720 px of 3,000 is 24 %.
 */
export function isInView(entry: ViewEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const windowHeight = entry.rootBounds?.height ?? 0;
  return windowHeight > 0 && entry.intersectionRect.height >= windowHeight * threshold;
}

/** Ratios the observer reports at: every 1 %, so a tall element's share of the window is seen too. */
const steps = Array.from({ length: 101 }, (_, i) => i / 100);

/**
 * Whether `ref`'s element is in view ({@link isInView}, IntersectionObserver). `false` where the
 * observer does not exist (old browsers, jsdom): the story then just keeps playing.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry && isInView(entry, threshold)), { threshold: steps });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
