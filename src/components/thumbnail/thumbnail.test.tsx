import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Thumbnail } from './thumbnail';
import { setLanguage } from '@/i18n';
import { preloadImage, resetPreloadedImages } from '@/lib/preload-image';

const hash = 'zbgFFYSPiHh9h4iIeIh3iH6PCAeH';

function box(img: HTMLElement): HTMLElement {
  const el = img.closest('[data-status]');
  if (!(el instanceof HTMLElement)) throw new Error('no box');
  return el;
}

describe('Thumbnail', () => {
  it('loads lazily and asynchronously, with the given text alternative', () => {
    render(<Thumbnail src="/api/assets/a/thumbnail" alt="Beach at dusk" aspectRatio={4 / 3} />);
    const img = screen.getByRole('img', { name: 'Beach at dusk' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('src', '/api/assets/a/thumbnail');
  });

  it('reserves its box from the aspect ratio so nothing shifts', () => {
    render(<Thumbnail src="/x" alt="x" aspectRatio={1.5} />);
    expect(box(screen.getByRole('img')).style.getPropertyValue('--thumbnail-ratio')).toBe('1.5');
  });

  it('shows the thumbhash placeholder under the image, which fades in over it once loaded', () => {
    render(<Thumbnail src="/x" alt="x" thumbhash={hash} aspectRatio={1} />);
    const img = screen.getByRole('img');
    const placeholder = () => box(img).querySelector('img[alt=""]');
    expect(placeholder()).toHaveAttribute('src', expect.stringContaining('data:image/png;base64,'));
    // decorative: not an image to assistive technology, and before the photo in paint order
    expect(screen.getAllByRole('img')).toEqual([img]);
    expect(placeholder()?.nextElementSibling).toBe(img);
    expect(box(img)).toHaveAttribute('data-status', 'loading');
    expect(img.className).not.toMatch(/loaded/);

    fireEvent.load(img);
    expect(box(img)).toHaveAttribute('data-status', 'loaded');
    expect(img.className).toMatch(/loaded/);
  });

  it('shows an image asked for ahead that has arrived at once: no placeholder, no queue, no fade-in', () => {
    preloadImage('/here');
    document.head.querySelector('link[href="/here"]')!.dispatchEvent(new Event('load'));
    try {
      render(<Thumbnail src="/here" alt="x" thumbhash={hash} aspectRatio={1} queued />);
      const img = screen.getByRole('img');
      expect(img).toHaveAttribute('src', '/here');
      expect(box(img)).toHaveAttribute('data-status', 'loaded');
      expect(img.className).toMatch(/loaded/);
      expect(img.className).toMatch(/instant/);
      expect(document.querySelectorAll('img')).toHaveLength(1);
    } finally {
      document.head.querySelector('link[href="/here"]')?.remove();
      resetPreloadedImages();
    }
  });

  it('shows an image that is already here as it mounts (the browser’s cache) at once, without fading in', () => {
    const proto = HTMLImageElement.prototype;
    const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
    const naturalWidth = Object.getOwnPropertyDescriptor(proto, 'naturalWidth');
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 320 });
    try {
      render(<Thumbnail src="/cached" alt="x" aspectRatio={1} />);
      const img = screen.getByRole('img');
      expect(box(img)).toHaveAttribute('data-status', 'loaded');
      expect(img.className).toMatch(/instant/);
      // (its load event, which the browser fires all the same, changes nothing)
      fireEvent.load(img);
      expect(img.className).toMatch(/instant/);
    } finally {
      if (complete) Object.defineProperty(proto, 'complete', complete);
      else Reflect.deleteProperty(proto, 'complete');
      if (naturalWidth) Object.defineProperty(proto, 'naturalWidth', naturalWidth);
      else Reflect.deleteProperty(proto, 'naturalWidth');
    }
  });

  it('fades in an image that arrives after it mounts', () => {
    render(<Thumbnail src="/later" alt="x" aspectRatio={1} />);
    const img = screen.getByRole('img');
    fireEvent.load(img);
    expect(img.className).toMatch(/loaded/);
    expect(img.className).not.toMatch(/instant/);
  });

  it('has no placeholder image without a thumbhash, nor once the image failed', () => {
    const { rerender } = render(<Thumbnail src="/x" alt="x" aspectRatio={1} />);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    rerender(<Thumbnail src="/x" alt="x" thumbhash={hash} aspectRatio={1} />);
    expect(document.querySelectorAll('img')).toHaveLength(2);
    fireEvent.error(screen.getByRole('img'));
    expect(document.querySelector('img')).toBeNull();
  });

  it('replaces a broken image with a tile that says so and keeps the name', () => {
    render(<Thumbnail src="/missing" alt="Alice" aspectRatio={1} fallback="No face yet" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Alice' })).toHaveTextContent('No face yet');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the fallback tile when there is no image at all', () => {
    render(<Thumbnail src={undefined} alt="Empty album" aspectRatio={1} />);
    expect(screen.getByRole('img', { name: 'Empty album' })).toHaveTextContent('Image unavailable');
  });

  it('starts over when the source changes', () => {
    const { rerender } = render(<Thumbnail src="/a" alt="x" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Thumbnail src="/b" alt="x" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/b');
    expect(box(img)).toHaveAttribute('data-status', 'loading');
  });

  it('queued: the placeholder and the photo get their sources in a later task, placeholder first', async () => {
    render(<Thumbnail src="/x" alt="x" thumbhash={hash} aspectRatio={1} eager queued />);
    const img = screen.getByRole('img');
    const placeholder = box(img).querySelector('img[alt=""]');
    expect(placeholder).not.toHaveAttribute('src');
    expect(img).not.toHaveAttribute('src');
    await waitFor(() => expect(img).toHaveAttribute('src', '/x'));
    expect(placeholder).toHaveAttribute('src', expect.stringContaining('data:image/png;base64,'));
    fireEvent.load(img);
    expect(box(img)).toHaveAttribute('data-status', 'loaded');
  });

  it('loads eagerly when asked (above-the-fold images)', () => {
    render(<Thumbnail src="/x" alt="x" eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});

describe('Thumbnail in the reader’s language', () => {
  afterEach(async () => {
    await setLanguage(undefined);
  });

  it('says “image unavailable” in German when no fallback is given', async () => {
    await setLanguage('de');
    render(<Thumbnail src={undefined} alt="Leeres Album" aspectRatio={1} />);
    expect(screen.getByRole('img', { name: 'Leeres Album' })).toHaveTextContent('Bild nicht verfügbar');
  });
});
