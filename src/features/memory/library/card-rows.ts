/**
 * The rows of a grid of memory cards: a heading row for each titled group, then its cards in rows
 * of `columns`. Cards are numbered across the whole grid; keys move between them as in the person
 * grid (APG layout grid).
 */

/** A titled run of items (a year of past memories), or an untitled one. */
export interface CardGroup<T> {
  key: string;
  heading?: string;
  items: readonly T[];
}

/** One row of the grid. */
export type CardRow = { kind: 'heading'; key: string; heading: string } | { kind: 'cards'; key: string; start: number; count: number };

/** The grid's rows, its items in card order, and the row of each card. */
export interface CardRows<T> {
  rows: CardRow[];
  items: T[];
  rowOfCard: number[];
}

export function cardRows<T>(groups: readonly CardGroup<T>[], columns: number): CardRows<T> {
  const rows: CardRow[] = [];
  const items: T[] = [];
  const rowOfCard: number[] = [];
  const perRow = Math.max(1, columns);
  for (const group of groups) {
    if (group.items.length === 0) continue;
    if (group.heading !== undefined) rows.push({ kind: 'heading', key: `h:${group.key}`, heading: group.heading });
    for (let i = 0; i < group.items.length; i += perRow) {
      const count = Math.min(perRow, group.items.length - i);
      rows.push({ kind: 'cards', key: `c:${group.key}:${i}`, start: items.length, count });
      for (let k = 0; k < count; k++) rowOfCard.push(rows.length - 1);
      items.push(...group.items.slice(i, i + count));
    }
  }
  return { rows, items, rowOfCard };
}

/** Keys the grid handles. */
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Whether `key` moves focus in the grid. */
export function isCardKey(key: string): boolean {
  return KEYS.has(key);
}

/** The nearest card row from `row` in direction `step` (skipping headings), or -1. */
function cardRowFrom(rows: readonly CardRow[], row: number, step: 1 | -1): number {
  for (let r = row; r >= 0 && r < rows.length; r += step) if (rows[r]?.kind === 'cards') return r;
  return -1;
}

/**
 * The card a key moves to from card `index`, in the writing direction `dir` (in right-to-left
 * rows ← goes on): ←/→ previous/next card, ↑/↓ the same column in the card row above/below (or its
 * last card), Home/End the row's first/last card (with Ctrl: the grid's), Page Up/Down `pageRows`
 * rows.
 */
export function nextCardIndex(grid: Pick<CardRows<unknown>, 'rows' | 'rowOfCard'>, index: number, key: string, dir: 'ltr' | 'rtl', ctrl = false, pageRows = 3): number {
  const n = grid.rowOfCard.length;
  if (n === 0) return -1;
  const current = Math.min(Math.max(index, 0), n - 1);
  const rowIndex = grid.rowOfCard[current] ?? 0;
  const row = grid.rows[rowIndex];
  if (row?.kind !== 'cards') return current;
  const column = current - row.start;
  const inRow = (r: number) => {
    const target = grid.rows[r];
    return target?.kind === 'cards' ? target.start + Math.min(column, target.count - 1) : current;
  };
  const forward = dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
  const back = dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
  switch (key) {
    case forward:
      return Math.min(n - 1, current + 1);
    case back:
      return Math.max(0, current - 1);
    case 'Home':
      return ctrl ? 0 : row.start;
    case 'End':
      return ctrl ? n - 1 : row.start + row.count - 1;
    case 'ArrowDown':
    case 'ArrowUp':
    case 'PageDown':
    case 'PageUp': {
      const step = key === 'ArrowDown' || key === 'PageDown' ? 1 : -1;
      let target = rowIndex;
      const times = key.startsWith('Page') ? pageRows : 1;
      for (let t = 0; t < times; t++) {
        const next = cardRowFrom(grid.rows, target + step, step);
        if (next < 0) break;
        target = next;
      }
      return inRow(target);
    }
    default:
      return current;
  }
}
