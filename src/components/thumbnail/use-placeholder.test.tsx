import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isThumbhashDecoded, thumbhashToDataUrl } from '@/lib/thumbhash';
import { usePlaceholder } from './use-placeholder';

/** Thumbhashes of real photos, none decoded by another test of this file. */
const hashes = ['1QcSHQRnh493V4dIh4eXh1h4kJUI', '3OcRJYB4d3h/iIeHeEh3eIhw+j3A', 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw', 'k0oGLQaSVsN0BVhn2oq2Z5SQUQcZ', 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG'];

function Tile({ hash }: { hash: string }) {
  const url = usePlaceholder(hash);
  return <span data-hash={hash}>{url ? 'decoded' : 'waiting'}</span>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePlaceholder', () => {
  it('decodes after the render that mounts the tiles, in a task of its own, then shows each', () => {
    const [first, second] = hashes;
    const { container } = render(
      <>
        <Tile hash={first!} />
        <Tile hash={second!} />
      </>,
    );
    expect(container.textContent).toBe('waitingwaiting');
    expect(isThumbhashDecoded(first!)).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(container.textContent).toBe('decodeddecoded');
    expect([isThumbhashDecoded(first!), isThumbhashDecoded(second!)]).toEqual([true, true]);
  });

  it('never decodes the hash of a tile gone before its turn (scrolled past)', () => {
    const gone = hashes[2]!;
    const stays = hashes[3]!;
    const { rerender, container } = render(<Tile hash={gone} />);
    rerender(<Tile hash={stays} />);
    act(() => {
      vi.runAllTimers();
    });
    expect(container.textContent).toBe('decoded');
    expect(isThumbhashDecoded(gone)).toBe(false);
    expect(isThumbhashDecoded(stays)).toBe(true);
  });

  it('shows a placeholder decoded before at once, in the first render', () => {
    const known = hashes[4]!;
    thumbhashToDataUrl(known);
    const { container } = render(<Tile hash={known} />);
    expect(container.textContent).toBe('decoded');
  });
});
