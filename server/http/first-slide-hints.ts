/**
 * The part of Then and Now's HTML that starts its first slide (ADR 117). The story's first request
 * is a search (`POST`), which a preload hint cannot name, so the server makes it, with the reader's
 * own cookie, while the browser already downloads the route's first script, and writes into the page:
 * - the person's oldest year as the first script reads it (`oldestYearFrom`, the same rules), and
 * - hints for that year's candidates' faces, previews and thumbnails (`firstCandidates`, without
 *   the device's own picks), which the browser then fetches beside the scripts.
 * The page is sent in two parts around it (static.ts), never stored (`no-store`), and goes without
 * it when the answer is slow, missing, or not the reader's to see.
 */

import { capabilitiesOf } from '../../src/api/capabilities';
import { SEARCH_ENDPOINT } from '../../src/api/large-list/worker-fetch';
import type { ServerVersion } from '../../src/api/schemas/server';
import { apiUrl, assetThumbnailUrl } from '../../src/api/urls';
import { FIRST_SLIDE_DATA_ID, facesUrlOf, firstCandidates, firstSlideData, oldestYearFrom, type SearchPage } from '../../src/app/first-frame/first-slide-choice';
import { attribute } from './route-hints';

/**
 * How long a page's second part waits for what the server asks for it (the oldest year here, a
 * memory's first photo in first-photo-hints.ts); after that it is sent without it (the page's first
 * script asks itself).
 */
export const FIRST_SLIDE_WAIT_MS = 300;

/** What `work` gives within `waitMs`, else (slow, or failed) `undefined`. */
export async function within<T>(work: Promise<T>, waitMs: number): Promise<T | undefined> {
  const late = AbortSignal.timeout(waitMs);
  const givenUp = new Promise<undefined>((resolve) => late.addEventListener('abort', () => resolve(undefined), { once: true }));
  return Promise.race([work.catch(() => undefined), givenUp]);
}

/** A request to the API (the demo service's or, through the proxy, Immich's), answered as the browser's would be. */
export type ApiFetch = (request: Request) => Promise<Response>;

export interface FirstSlideRequest {
  personId: string;
  /** the page's own URL: the API's requests go to its origin */
  pageUrl: string;
  /** the reader's `Cookie` header, sent on as it came */
  cookie: string;
  /** the API's version as last answered; without it, the faces' hints are left out (their URL depends on it) */
  version: ServerVersion | undefined;
  api: ApiFetch;
  waitMs?: number;
}

/** The HTML to put in the page's head for the first slide, or `''`. Never throws. */
export async function firstSlideHead({ personId, pageUrl, cookie, version, api, waitMs = FIRST_SLIDE_WAIT_MS }: FirstSlideRequest): Promise<string> {
  const searchPage: SearchPage = async (body) => {
    const request = new Request(new URL(apiUrl(SEARCH_ENDPOINT), pageUrl), {
      method: 'POST',
      headers: { cookie, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const res = await api(request);
    return res.ok ? res.json() : undefined;
  };
  const oldest = await within(oldestYearFrom(personId, searchPage), waitMs);
  if (!oldest) return '';
  const ids = firstCandidates(oldest, {});
  const hasFacesOnAsset = version && capabilitiesOf(version).hasFacesOnAsset;
  const faces = hasFacesOnAsset === undefined ? [] : ids.map((id) => facesUrlOf(id, hasFacesOnAsset));
  return [
    ...faces.map((url) => `<link rel="preload" as="fetch" crossorigin fetchpriority="high" href="${attribute(url)}">`),
    ...ids.map((id) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(assetThumbnailUrl(id, 'preview'))}">`),
    // (the small thumbnail too: the story's blurred fill, where the photo leaves the stage bare)
    ...ids.map((id) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(assetThumbnailUrl(id))}">`),
    `<script type="application/json" id="${FIRST_SLIDE_DATA_ID}">${firstSlideData(personId, oldest)}</script>`,
  ].join('');
}
