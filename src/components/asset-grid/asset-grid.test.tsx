import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/i18n';
import { AssetGrid } from './asset-grid';
import type { AssetGridSource } from './types';

function makeSource(count: number, overrides: Partial<AssetGridSource> = {}): AssetGridSource {
  const aspects = Array.from({ length: count }, (_, i) => (i % 3 === 0 ? 0.75 : 1.5));
  const groupKeys = Array.from({ length: count }, (_, i) => (i < 5 ? 2021 * 12 + 5 : 2021 * 12 + 4));
  return {
    count,
    aspects,
    groupKeys,
    groupLabel: (key) => (key === 2021 * 12 + 5 ? 'June 2021' : 'May 2021'),
    tile: (i) => ({
      id: `asset-${i}`,
      href: `/people/p/photos/asset-${i}`,
      thumbnailUrl: `/api/assets/asset-${i}/thumbnail?size=thumbnail`,
      label: `Photo ${i}`,
      isFavorite: i === 1,
      isVideo: i === 2,
      durationSeconds: i === 2 ? 4 : 0,
      stackCount: i === 3 ? 3 : 0,
    }),
    ...overrides,
  };
}

describe('AssetGrid', () => {
  it('renders each tile as a link to its photo, grouped under month headers', () => {
    render(<AssetGrid source={makeSource(8)} label="Photos of Ana" />);
    const grid = screen.getByRole('grid', { name: 'Photos of Ana' });
    expect(within(grid).getByRole('heading', { name: 'June 2021' })).toBeInTheDocument();
    expect(within(grid).getByRole('heading', { name: 'May 2021' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Photo 0' })).toHaveAttribute('href', '/people/p/photos/asset-0');
    expect(within(grid).getAllByRole('link')).toHaveLength(8);
  });

  it('shows the video duration and the stack count', () => {
    render(<AssetGrid source={makeSource(8)} label="Photos" />);
    expect(screen.getByRole('link', { name: 'Photo 2' })).toHaveTextContent('0:04');
    expect(screen.getByRole('link', { name: 'Photo 3' })).toHaveTextContent('3');
  });

  it('is one tab stop and moves focus with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<AssetGrid source={makeSource(8)} label="Photos" />);
    const links = screen.getAllByRole('link');
    expect(links.filter((l) => l.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Photo 0' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Photo 1' })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('link', { name: 'Photo 7' })).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('link', { name: 'Photo 0' })).toHaveFocus();
    expect(screen.getAllByRole('link').filter((l) => l.tabIndex === 0)).toEqual([screen.getByRole('link', { name: 'Photo 0' })]);
  });

  it('opens a tile on Enter and on a plain click, but leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<AssetGrid source={makeSource(8)} label="Photos" onOpen={onOpen} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('link', { name: 'Photo 4' }));
    expect(onOpen).toHaveBeenLastCalledWith(4);
    onOpen.mockClear();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Photo 5' }));
    await user.keyboard('{/Control}');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('renders only the rows near the viewport for a large list', () => {
    render(<AssetGrid source={makeSource(5000, { groupKeys: undefined })} label="Photos" />);
    const count = screen.getAllByRole('link').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(100);
  });

  it('renders nothing for an empty list', () => {
    render(<AssetGrid source={makeSource(0)} label="Photos" />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('AssetGrid right to left (Arabic)', () => {
  beforeEach(async () => {
    await setLanguage('ar');
  });
  afterEach(async () => {
    await setLanguage(undefined);
  });

  it('starts each row at the right edge: the first tile’s right edge is the grid’s', () => {
    render(<AssetGrid source={makeSource(8, { groupKeys: undefined })} label="Photos" />);
    const cell = (name: string) => screen.getByRole('link', { name }).parentElement!;
    const width = window.innerWidth; // jsdom lays nothing out: the grid measures the window
    const first = cell('Photo 0');
    expect(parseFloat(first.style.left) + parseFloat(first.style.width)).toBeCloseTo(width, 3);
    // the second tile is to the left of the first
    expect(parseFloat(cell('Photo 1').style.left)).toBeLessThan(parseFloat(first.style.left));
  });

  it('moves on with ← and back with →, as the row reads', async () => {
    const user = userEvent.setup();
    render(<AssetGrid source={makeSource(8)} label="Photos" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Photo 1' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Photo 0' })).toHaveFocus();
  });
});
