import { byStoryOrder } from '@/api/story-order';
import { assetThumbnailUrl } from '@/api/urls';
import { earlyTodaysMemories } from '@/app/start-up/start-deep-link';
import { TODAY_FIRST_COVERS, todaysMemories } from '@/features/memory/model/todays-memories';
import { FIRST_CARDS_MARK, removeFirstCards } from '@/lib/first-cards';
import { firstFrameImage, markWhenPainted } from '@/lib/first-frame';
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

/** A card the layer draws: the memory's id and its cover's id. */
export interface FirstCard {
  id: string;
  cover: string;
}

/** The wire's `null` as the query layer reads it: absent. */
const orUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The cards the memories page shows first, from today's list read without its schema: today's
 * memories with a photo, newest first (`todaysMemories`, as the page), the first
 * {@link TODAY_FIRST_COVERS}, each with its first asset in story order as its cover (as the query
 * layer sorts them). None when the answer is not a list.
 */
export function firstCardsOf(answer: unknown, today: Date): FirstCard[] {
  if (!Array.isArray(answer)) return [];
  const memories = (answer as ({ id?: unknown; memoryAt?: unknown; showAt?: unknown; hideAt?: unknown; assets?: unknown } | null)[]).flatMap((m) => {
    if (typeof m?.id !== 'string' || typeof m.memoryAt !== 'string' || !Array.isArray(m.assets)) return [];
    const assets = (m.assets as ({ id?: unknown; fileCreatedAt?: unknown } | null)[]).filter((a): a is { id: string; fileCreatedAt?: unknown } => typeof a?.id === 'string' && a.id !== '');
    return [{ id: m.id, memoryAt: m.memoryAt, showAt: orUndefined(m.showAt), hideAt: orUndefined(m.hideAt), assets }];
  });
  return todaysMemories(memories, today)
    .slice(0, TODAY_FIRST_COVERS)
    .map((m) => ({ id: m.id, cover: [...m.assets].sort(byStoryOrder)[0]!.id }));
}

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
