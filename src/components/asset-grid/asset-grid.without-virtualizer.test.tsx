import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetGrid } from './asset-grid';
import type { AssetGridSource } from './types';

// The virtualizer's code cannot be loaded (offline, before the service worker has the app's files).
vi.mock('./window-range', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const source: AssetGridSource = {
  count: 400,
  aspects: Array.from({ length: 400 }, () => 1.5),
  tile: (i) => ({ id: `asset-${i}`, href: `/people/p/photos/asset-${i}`, thumbnailUrl: `/api/assets/asset-${i}/thumbnail`, label: `Photo ${i}` }),
};

const drawn = () => screen.getAllByRole('link').map((link) => Number(link.dataset.index));

describe('AssetGrid without its virtualizer', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('draws the rows on screen, and those a scroll brings, with no error', async () => {
    render(<AssetGrid source={source} label="Photos" />);
    expect(Math.min(...drawn())).toBe(0);
    const before = Math.max(...drawn());
    // the failed load has settled: the grid is still there
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('grid', { name: 'Photos' })).toBeInTheDocument();
    act(() => {
      window.scrollY = 6_000;
      window.dispatchEvent(new Event('scroll'));
    });
    // rows far below the first ones (the tab stop's row, the first, stays)
    await waitFor(() => expect(drawn().filter((index) => index > before + 20).length).toBeGreaterThan(0));
  });
});
