/**
 * The part of the memories page's HTML that starts its first cards' covers. The page's first
 * script draws them once today's list is here (ADR 115), and only then can ask for the covers. The
 * server asks for today's list itself, with the reader's own cookie and for the reader's day (their
 * time zone's cookie), while the browser already downloads the page's first scripts, and hints the
 * covers of the cards the page shows first (`firstCardsOf`, the same rule as the first script's),
 * which the browser then fetches beside them. The page is sent in two parts around it (static.ts),
 * never stored (`no-store`), and goes without the hints when the answer is slow, missing, or not the
 * reader's to see, and where the reader's day or the server's version is not known.
 */

import { capabilitiesOf } from '../../src/api/capabilities';
import { todaysMemoriesUrl } from '../../src/api/memory-requests';
import type { ServerVersion } from '../../src/api/schemas/server';
import { assetThumbnailUrl } from '../../src/api/urls';
import { firstCardsOf } from '../../src/app/first-frame/first-cards-choice';
import { wallClockDateIn } from '../../src/lib/local-date';
import { FIRST_SLIDE_WAIT_MS, within, type ApiFetch } from './first-slide-hints';
import { attribute } from './route-hints';

export interface FirstCardsRequest {
  /** the page's own URL: the API's request goes to its origin */
  pageUrl: string;
  /** the reader's `Cookie` header, sent on as it came */
  cookie: string;
  /** the API's version as last answered: today's list's URL depends on it */
  version: ServerVersion | undefined;
  /** the reader's time zone, from their cookie: their day picks today's memories */
  timeZone: string | undefined;
  api: ApiFetch;
  waitMs?: number;
  now?: Date;
}

/** The HTML to put in the page's head for the first cards' covers, or `''`. Never throws. */
export async function firstCardsHead({ pageUrl, cookie, version, timeZone, api, waitMs = FIRST_SLIDE_WAIT_MS, now = new Date() }: FirstCardsRequest): Promise<string> {
  const day = version && timeZone !== undefined ? wallClockDateIn(timeZone, now) : undefined;
  const url = version && day ? todaysMemoriesUrl(capabilitiesOf(version).memoriesFor, day) : undefined;
  if (!url || !day) return '';
  const ask = async () => {
    const res = await api(new Request(new URL(url, pageUrl), { headers: { cookie, accept: 'application/json' } }));
    return res.ok ? firstCardsOf(await res.json(), day) : [];
  };
  const cards = (await within(ask(), waitMs)) ?? [];
  return cards.map((card) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(assetThumbnailUrl(card.cover, 'thumbnail'))}">`).join('');
}
