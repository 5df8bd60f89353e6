/**
 * The part of a memory page's HTML that starts its first photo (ADR 119). The page's first script
 * draws the story's first photo once the memory's answer is here (ADR 098), and only then can ask
 * for the photo. The server asks for the memory itself, with the reader's own cookie, while the
 * browser already downloads the page's first scripts, and hints the first photo's preview
 * (`firstPhotoOf`, the same rule as the first script's), which the browser then fetches beside
 * them. The page is sent in two parts around it (static.ts), never stored (`no-store`), and goes
 * without the hint when the answer is slow, missing, or not the reader's to see.
 */

import { apiUrl, assetThumbnailUrl } from '../../src/api/urls';
import { firstPhotoOf } from '../../src/app/first-frame/first-photo-choice';
import { FIRST_SLIDE_WAIT_MS, within, type ApiFetch } from './first-slide-hints';
import { attribute } from './route-hints';

export interface FirstPhotoRequest {
  memoryId: string;
  /** the page's own URL: the API's request goes to its origin; its `?asset=` picks the photo */
  pageUrl: string;
  /** the reader's `Cookie` header, sent on as it came */
  cookie: string;
  api: ApiFetch;
  waitMs?: number;
}

/** The HTML to put in the page's head for the first photo, or `''`. Never throws. */
export async function firstPhotoHead({ memoryId, pageUrl, cookie, api, waitMs = FIRST_SLIDE_WAIT_MS }: FirstPhotoRequest): Promise<string> {
  const ask = async () => {
    const request = new Request(new URL(apiUrl(`/memories/${encodeURIComponent(memoryId)}`), pageUrl), { headers: { cookie, accept: 'application/json' } });
    const res = await api(request);
    return res.ok ? firstPhotoOf(await res.json(), new URL(pageUrl).searchParams.get('asset')) : undefined;
  };
  const assetId = await within(ask(), waitMs);
  return assetId ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(assetThumbnailUrl(assetId, 'preview'))}">` : '';
}
