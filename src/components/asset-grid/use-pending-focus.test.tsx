import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { usePendingFocus, type PendingFocus } from './use-pending-focus';

/** A container whose tiles appear only when `tiles` is set, like the grid before its first width. */
function Harness({ tiles, onReady }: { tiles: number; onReady: (focus: PendingFocus) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const focus = usePendingFocus(ref);
  onReady(focus);
  return (
    <div ref={ref}>
      {Array.from({ length: tiles }, (_, i) => (
        <a key={i} href={`#${i}`} data-index={i}>
          Tile {i}
        </a>
      ))}
    </div>
  );
}

describe('usePendingFocus', () => {
  it('focuses a tile that is already there', () => {
    let focus: PendingFocus | undefined;
    render(<Harness tiles={3} onReady={(f) => (focus = f)} />);
    act(() => focus!.request(2));
    expect(screen.getByRole('link', { name: 'Tile 2' })).toHaveFocus();
  });

  it('keeps a request for a tile not drawn yet and focuses it once it mounts', () => {
    let focus: PendingFocus | undefined;
    const { rerender } = render(<Harness tiles={0} onReady={(f) => (focus = f)} />);
    act(() => focus!.request(1));
    expect(document.body).toHaveFocus();
    rerender(<Harness tiles={3} onReady={(f) => (focus = f)} />);
    expect(screen.getByRole('link', { name: 'Tile 1' })).toHaveFocus();
  });

  it('drops the request when the user moved focus elsewhere in the meantime', () => {
    let focus: PendingFocus | undefined;
    const { rerender } = render(
      <>
        <button type="button">Sort</button>
        <Harness tiles={0} onReady={(f) => (focus = f)} />
      </>,
    );
    act(() => focus!.request(1));
    screen.getByRole('button', { name: 'Sort' }).focus();
    rerender(
      <>
        <button type="button">Sort</button>
        <Harness tiles={3} onReady={(f) => (focus = f)} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    // Dropped, not postponed: a later commit does not take focus either.
    rerender(
      <>
        <button type="button">Sort</button>
        <Harness tiles={4} onReady={(f) => (focus = f)} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
  });
});
