import type { Page } from '@playwright/test';
import { html } from './stats';
import type { BenchContext } from './types';

/** A first picture may take at most this many times its floor (ADR 128). */
export const FLOOR_RATIO_TARGET = 2.0;

/** An image as the app showed it: its URL and the size it was drawn at (CSS px). */
export interface ShownImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The floor of a "navigation → images painted" figure: a bare HTML page on the app's origin that
 * shows the same images at the same sizes, with no script, no styles and no other request. The app
 * can only add to this time; what the figure is above it is the app's own cost, while the floor
 * itself moves with the machine's load and the service's speed.
 */
export function floorHtml(images: readonly ShownImage[], fetchPriorityHigh = false): string {
  const tags = images.map(
    (img) => `<img src="${html(img.src)}" width="${Math.round(img.width)}" height="${Math.round(img.height)}" alt=""${fetchPriorityHigh ? ' fetchpriority="high"' : ''}>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench floor</title></head><body style="margin:0">${tags.join('')}</body></html>`;
}

/**
 * ms from navigation start to the frame after every `img` matched by `selector` was loaded (the
 * frame that shows them), timed in the page frame by frame: a locator's wait would be timed by the
 * harness instead, which polls at growing intervals and answers a round trip later.
 */
export async function imagesPainted(page: Page, selector: string, timeoutMs = 300_000): Promise<number> {
  const painted = await page.waitForFunction(
    (sel) => {
      const w = window as { keepsakeBenchSeen?: boolean };
      if (w.keepsakeBenchSeen) return performance.now();
      const images = [...document.querySelectorAll(sel)].flatMap((el) => (el instanceof HTMLImageElement ? [el] : [...el.querySelectorAll('img')]));
      w.keepsakeBenchSeen = images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
      return 0;
    },
    selector,
    { polling: 'raf', timeout: timeoutMs },
  );
  return painted.jsonValue();
}

/** One cold load (a fresh signed-in context) of a floor page; ms to its images painted. */
export async function floorLoad(ctx: BenchContext, path: string, viewport: { width: number; height: number }): Promise<number> {
  const page = await ctx.newSignedInPage(viewport);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    return await imagesPainted(page, 'img');
  } finally {
    await page.context().close();
  }
}
