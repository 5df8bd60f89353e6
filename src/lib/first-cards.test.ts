import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CARDS_MARK, firstCardsShown, keepFirstCardsOnlyFor, markFirstCards, takeOverFirstCards } from './first-cards';

/** A first cards layer over the page, showing the memories `ids`. */
function layer(ids: string): HTMLElement {
  const el = document.createElement('div');
  el.dataset.firstCards = ids;
  document.body.append(el);
  return el;
}

/** The page's grid with one row of covers in the thumbnail's `status`. */
function pageRow(statuses: string[]): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = `<div role="grid"><div role="row">${statuses.map((s) => `<div role="gridcell"><a><span data-status="${s}"><img src="data:," /></span></a></div>`).join('')}</div></div>`;
  document.body.append(main);
  return main;
}

afterEach(() => {
  document.body.replaceChildren();
  performance.clearMarks();
});

describe('keepFirstCardsOnlyFor', () => {
  it.each([
    ['the same first cards', 'a b', ['a', 'b', 'c'], ['a', 'b']],
    ['other cards', 'a b', ['a', 'c'], []],
    ['another order', 'a b', ['b', 'a'], []],
    ['no cards (an error, an empty day)', 'a', [], []],
  ])('for %s, keeps the layer only if it shows them', (_, shown, pageIds, left) => {
    layer(shown);
    keepFirstCardsOnlyFor(pageIds);
    expect(firstCardsShown()).toEqual(left);
  });
});

describe('markFirstCards', () => {
  it('marks the first cards once per load', () => {
    markFirstCards();
    markFirstCards();
    expect(performance.getEntriesByName(FIRST_CARDS_MARK)).toHaveLength(1);
  });
});

describe('takeOverFirstCards', () => {
  it('removes the layer once the page’s first row of covers has loaded, not before', async () => {
    layer('a b');
    const main = pageRow(['loaded', 'loading']);
    const stop = new AbortController();
    takeOverFirstCards(main, stop.signal);
    await new Promise((r) => setTimeout(r, 100));
    expect(firstCardsShown()).toEqual(['a', 'b']);
    main.querySelectorAll<HTMLElement>('[data-status]')[1]!.dataset.status = 'loaded';
    await vi.waitFor(() => expect(firstCardsShown()).toEqual([]));
    stop.abort();
  });

  it('leaves the layer alone once the page has gone', async () => {
    layer('a');
    const main = pageRow(['loading']);
    const stop = new AbortController();
    takeOverFirstCards(main, stop.signal);
    stop.abort();
    main.querySelector<HTMLElement>('[data-status]')!.dataset.status = 'loaded';
    await new Promise((r) => setTimeout(r, 100));
    expect(firstCardsShown()).toEqual(['a']);
  });
});
