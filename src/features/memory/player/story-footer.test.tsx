import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Slideshow } from '@/components/story/use-slideshow';
import { memoryNavigationOf, StoryFooter } from './story-footer';

describe('memoryNavigationOf', () => {
  it.each([
    [{ memoryNavigation: 'next-memory' }, 'next-memory'],
    [{ memoryNavigation: 'previous-memory' }, 'previous-memory'],
    [{ memoryNavigation: 'end-card' }, 'end-card'],
    [{ memoryNavigation: 'elsewhere' }, undefined],
    [{ other: 1 }, undefined],
    [null, undefined],
    ['next-memory', undefined],
  ])('%j → %s', (state, expected) => {
    expect(memoryNavigationOf(state)).toBe(expected);
  });
});

const slideshow = { index: 0, count: 1, isEnded: false, previous: vi.fn(), next: vi.fn() } as unknown as Slideshow;

function renderFooter(previousMemoryId: string | undefined, nextMemoryId: string | undefined) {
  return render(
    <MemoryRouter>
      <StoryFooter slideshow={slideshow} previousMemoryId={previousMemoryId} nextMemoryId={nextMemoryId} />
    </MemoryRouter>,
  );
}

describe('StoryFooter', () => {
  it('links the neighbouring memories by name', () => {
    renderFooter('m 1', 'm3');
    expect(screen.getByRole('link', { name: 'Previous memory' })).toHaveAttribute('href', '/memories/m%201');
    expect(screen.getByRole('link', { name: 'Next memory' })).toHaveAttribute('href', '/memories/m3');
  });

  it('offers no memory link that leads nowhere', () => {
    const { unmount } = renderFooter(undefined, 'm3');
    expect(screen.queryByRole('link', { name: 'Previous memory' })).not.toBeInTheDocument();
    unmount();
    renderFooter(undefined, undefined);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
