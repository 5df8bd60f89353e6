import { readFileSync, readdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const CATALOGS = new URL('../src/i18n/catalogs/', import.meta.url);

function catalog(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of readdirSync(new URL(`${language}/`, CATALOGS))) {
    const namespace = file.replace(/\.json$/, '');
    const entries = Object.entries(JSON.parse(readFileSync(new URL(`${language}/${file}`, CATALOGS), 'utf8')) as Record<string, string>);
    for (const [key, message] of entries) messages.set(`${namespace}.${key}`, message);
  }
  return messages;
}

/**
 * The English source texts that `language` translates differently: plain messages without
 * placeholders ("Sign out", "Add a comment"), which must never be on screen in that language.
 */
export function untranslatedEnglish(language: string): string[] {
  const source = catalog('en');
  const target = catalog(language);
  return [...source]
    .filter(([id, text]) => !/[{}]/.test(text) && text.length > 1 && target.get(id) !== text)
    .map(([, text]) => text.replaceAll("''", "'"));
}

/**
 * Expects no text node, accessible name, placeholder, alt or title on the page, nor the document's
 * title, to be one of `english` (whole, after trimming).
 */
export async function expectNoEnglish(page: Page, english: readonly string[], where: string): Promise<void> {
  const found = await page.evaluate((texts) => {
    const forbidden = new Set(texts);
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (forbidden.has(text)) seen.push(`text: ${text}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [title], [aria-roledescription]')) {
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title', 'aria-roledescription']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && forbidden.has(value)) seen.push(`${attr}: ${value}`);
      }
    }
    if (forbidden.has(document.title)) seen.push(`title: ${document.title}`);
    return seen;
  }, english);
  expect(found, `English on ${where}`).toEqual([]);
}

/** Expects the page not to scroll sideways (nothing wider than the window). */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.scroll, `horizontal overflow on ${where}`).toBeLessThanOrEqual(widths.window);
}
