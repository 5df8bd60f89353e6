/*
 * Images asked for ahead of the `<img>` that shows them: a page's first pictures, requested as soon
 * as their URLs are known (a person's first rows, a memory's first photo). One registry for the
 * page, whichever script asked (the first scripts share this module with the app), so that an
 * image is asked for once, and an `<img>` whose image is already here can show it at once.
 */

/** Hrefs asked for (each is asked for once). */
const requested = new Set<string>();
/** Hrefs whose response has arrived in full. */
const arrived = new Set<string>();

/**
 * Asks for the image at `href` at high priority, once: a `<link rel="preload" as="image">`, whose
 * response an `<img>` with the same URL then uses.
 */
export function preloadImage(href: string): void {
  if (requested.has(href) || typeof document === 'undefined') return;
  requested.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  link.addEventListener('load', () => arrived.add(href), { once: true });
  document.head.append(link);
}

/** Whether the image at `href` was asked for with {@link preloadImage} and has arrived. */
export function isPreloadedImageHere(href: string | undefined): boolean {
  return href !== undefined && arrived.has(href);
}

/** Tests: forget what was asked for. */
export function resetPreloadedImages(): void {
  requested.clear();
  arrived.clear();
}
