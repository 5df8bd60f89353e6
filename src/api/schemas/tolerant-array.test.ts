// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { setupApiTests } from '@/test/api';
import { getDroppedItemReports, onDroppedItems, withParseContext } from './reports';
import { tolerantArray } from './tolerant-array';

setupApiTests();

const Numbers = tolerantArray(z.object({ n: z.number() }), 'items');

describe('tolerantArray', () => {
  it('keeps every item when all are valid, without reporting', () => {
    expect(Numbers.parse([{ n: 1 }, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('drops malformed items, counts them and names their paths', () => {
    const listener = vi.fn();
    onDroppedItems(listener);
    const kept = withParseContext('/things', () => Numbers.parse([{ n: 1 }, { n: 'x' }, null, { n: 3 }]));
    expect(kept).toEqual([{ n: 1 }, { n: 3 }]);
    expect(listener).toHaveBeenCalledWith({
      endpoint: '/things',
      path: 'items',
      dropped: 2,
      total: 4,
      issues: [expect.stringMatching(/^items\[1\]\.n: /), expect.stringMatching(/^items\[2\]: /)],
    });
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain('2 of 4 items in /things (items)');
  });

  it('warns once per endpoint and list, but tells listeners every time', () => {
    const listener = vi.fn();
    onDroppedItems(listener);
    for (let i = 0; i < 3; i++) withParseContext('/things', () => Numbers.parse([{ n: 'x' }]));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(getDroppedItemReports()).toHaveLength(1);
  });

  it('stops telling a listener after unsubscribe', () => {
    const listener = vi.fn();
    const stop = onDroppedItems(listener);
    stop();
    Numbers.parse([{ n: 'x' }]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('still fails when the value is not an array', () => {
    expect(Numbers.safeParse({ n: 1 }).success).toBe(false);
    expect(Numbers.safeParse(null).success).toBe(false);
  });
});
