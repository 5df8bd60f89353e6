import { markOnce } from './first-frame';

/**
 * The memories page's first cards, painted before the app has started (ADR 115): a layer of their
 * covers over the page that `src/app/first-frame/first-cards.ts` draws from the early lists, and
 * that the page takes over (removes) once its own covers of the same memories are on screen, or at
 * once when it will show other cards. The mark is the bench's "first cards painted", whichever of
 * the two painted them.
 */

/** Performance mark: the memories page's first cards are on screen. */
export const FIRST_CARDS_MARK = 'keepsake:memories:first-cards';

const SELECTOR = '[data-first-cards]';

/** The page's first card covers (the first cell's first image, as the page renders it). */
const PAGE_COVER = '[role="grid"] [role="gridcell"] img';

/** Marks the first cards as painted, once per page load. */
export function markFirstCards(): void {
  markOnce(FIRST_CARDS_MARK);
}

/** The ids of the memories the first cards layer shows, in order; none when it is not up. */
export function firstCardsShown(doc: Document = document): string[] {
  const ids = doc.querySelector<HTMLElement>(SELECTOR)?.dataset.firstCards;
  return ids ? ids.split(' ') : [];
}

/** Removes the first cards layer (nothing happens when there is none). */
export function removeFirstCards(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.remove();
}

/**
 * Lets the page be seen unless the layer shows the first of `ids`, the memories whose cards the
 * page shows first, in that order: other cards, or none, must not stand over the page a moment longer.
 */
export function keepFirstCardsOnlyFor(ids: readonly string[], doc: Document = document): void {
  const shown = firstCardsShown(doc);
  if (shown.length > 0 && shown.some((id, i) => ids[i] !== id)) removeFirstCards(doc);
}

/** The page's covers in its first row of cards (their boxes, with the thumbnail's `data-status`). */
function firstRowCovers(root: ParentNode): HTMLElement[] {
  const cell = root.querySelector('[role="gridcell"]');
  return cell?.parentElement ? [...cell.parentElement.querySelectorAll<HTMLElement>('[role="gridcell"] [data-status]')] : [];
}

/** Milliseconds an element's longest transition takes (its fade). */
function transitionMs(element: Element): number {
  const durations = getComputedStyle(element).transitionDuration.split(',');
  return Math.max(0, ...durations.map((d) => (parseFloat(d) || 0) * (d.trim().endsWith('ms') ? 1 : 1000)));
}

/**
 * The page's own first cards, checked once a frame until both are done or `signal` aborts (the
 * page unmounts): marks them painted on the frame after the first cover of its grids is complete
 * (the bench's point since the page had its grid), and removes the layer once the page's covers of
 * its first row have loaded and faded in over it, so the hand-over shows no change. (The layer is
 * never drawn once the page has cards: a page with cards and no layer has nothing to take over.)
 */
export function takeOverFirstCards(root: ParentNode, signal: AbortSignal, doc: Document = document): void {
  let marked = false;
  let handed = false;
  const check = () => {
    if (signal.aborted) return;
    if (!marked) {
      const img = root.querySelector<HTMLImageElement>(PAGE_COVER);
      if (img?.complete && img.naturalWidth > 0) {
        marked = true;
        requestAnimationFrame(markFirstCards);
      }
    }
    const covers = handed ? [] : firstRowCovers(root);
    if (covers.length > 0 && covers.every((box) => box.dataset.status !== 'loading')) {
      handed = true;
      const image = covers[0]!.querySelector('img:last-child');
      setTimeout(() => requestAnimationFrame(() => removeFirstCards(doc)), image ? transitionMs(image) : 0);
    }
    if (!marked || !handed) requestAnimationFrame(check);
  };
  check();
}
