import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsInTurn, type DrawnRow } from './use-rows-in-turn';

const rows = (...keys: string[]): DrawnRow[] => keys.map((key, i) => ({ key, start: i * 300, size: 300 }));

describe('useRowsInTurn', () => {
  it('shows the rows of the first draw at once', () => {
    const { result } = renderHook(() => useRowsInTurn(rows('a', 'b', 'c'), undefined));
    expect(['a', 'b', 'c'].map(result.current)).toEqual([true, true, true]);
  });

  it('fills rows drawn later one per task, the nearest the window first, and forgets rows scrolled away', async () => {
    let drawn = rows('a', 'b');
    const states: string[] = [];
    const { result, rerender } = renderHook(() => {
      const shows = useRowsInTurn(drawn, undefined);
      const state = drawn.filter((row) => shows(row.key)).map((row) => row.key).join('');
      if (states.at(-1) !== state) states.push(state);
      return shows;
    });
    await waitFor(() => expect(result.current('a')).toBe(true));
    // the window's middle is at 384 px (jsdom's 768 px window, not scrolled): d is nearest, c furthest
    drawn = [
      { key: 'b', start: 300, size: 300 },
      { key: 'c', start: 5000, size: 300 },
      { key: 'd', start: 600, size: 300 },
      { key: 'e', start: 2000, size: 300 },
    ];
    states.length = 0;
    rerender();
    await waitFor(() => expect(states.at(-1)).toBe('bcde'));
    expect(states).toEqual(['b', 'bd', 'bde', 'bcde']);
    expect(result.current('a')).toBe(false);
  });

  it('always shows the kept row (the tab stop), even before its turn', () => {
    let drawn = rows('a');
    const { result, rerender } = renderHook(({ keep }) => useRowsInTurn(drawn, keep), { initialProps: { keep: 'a' } });
    act(() => {
      drawn = rows('x', 'y');
    });
    rerender({ keep: 'y' });
    expect(result.current('y')).toBe(true);
    expect(result.current('x')).toBe(false);
  });
});
