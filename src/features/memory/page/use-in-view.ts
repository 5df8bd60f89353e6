import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element is at least `threshold` (0..1) visible in the viewport (IntersectionObserver).
 * `false` where the observer does not exist (old browsers, jsdom): the story then just keeps playing.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), { threshold });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
