import { assetThumbnailUrl } from '@/api/urls';
import { earlyTodaysMemories } from '@/app/start-up/start-deep-link';
import { FIRST_CARDS_MARK, removeFirstCards } from '@/lib/first-cards';
import { firstFrameImage, markWhenPainted } from '@/lib/first-frame';
import { firstCardsOf, type FirstCard } from './first-cards-choice';
import { FIRST_FRAME_MAX_MS } from './first-frame';

/**
 * Buys: the memories page shows its first cards' covers as soon as today's list and the covers are
 * here, not after the app's code has loaded and rendered (ADR 115). Run on `/memories` only, by
 * the page's own first script (`first-cards-entry.ts`): it reads the copy of today's list that the first script
 * kept when it asked for it (ADR 105; the app still adopts the answer itself), picks the cards the
 * page shows first with the page's own filter and order, and draws their covers where the page's
 * first row of cards will be (`first-cards.css`). The page removes the layer when its own covers
 * are on screen (src/lib/first-cards.ts).
 */

/**
 * Draws the memories page's first cards at `loc`, once the early lists are in (a signed-in
 * reader); settles when they are drawn or not to be.
 */
export async function paintFirstCards(doc: Document = document, loc: Location = location): Promise<void> {
  const opened = loc.pathname;
  await earlyTodaysMemories()?.then((answer) => {
    const cards = firstCardsOf(answer, new Date());
    // the app may have moved on (or drawn its cards) while the list was on its way
    if (cards.length === 0 || loc.pathname !== opened || doc.querySelector('[role="gridcell"]')) return;
    show(doc, cards);
  });
}

function show(doc: Document, cards: readonly FirstCard[]): void {
  const layer = doc.createElement('div');
  layer.className = 'first-cards';
  layer.dataset.firstCards = cards.map((c) => c.id).join(' ');
  layer.setAttribute('aria-hidden', 'true');
  const row = doc.createElement('div');
  row.className = 'page first-cards__row';
  // (asked for at high priority, as a first frame's photo is: an image's request otherwise waits at
  // low priority until layout has found it on screen)
  const covers = cards.map((card) => firstFrameImage(doc, assetThumbnailUrl(card.cover, 'thumbnail')));
  row.append(...covers);
  layer.append(row);
  doc.body.append(layer);
  markWhenPainted(layer, covers, FIRST_CARDS_MARK);
  setTimeout(() => removeFirstCards(doc), FIRST_FRAME_MAX_MS);
}
