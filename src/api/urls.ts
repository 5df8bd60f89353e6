import { getApiBase } from './base';

const seg = (id: string) => encodeURIComponent(id);

/** A request's query: `undefined` values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** The URL of an API request: the API's base, `path`, and `query` in its given order. */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${getApiBase()}${path}${search ? `?${search}` : ''}`;
}

/**
 * Image of an asset: `thumbnail` (WebP, ~250 px short side, for grids) or `preview` (JPEG,
 * ~1440 px, upright, for the viewer). Same-origin, so the session cookie is sent.
 */
export function assetThumbnailUrl(id: string, size: 'thumbnail' | 'preview' = 'thumbnail'): string {
  return `${getApiBase()}/assets/${seg(id)}/thumbnail?size=${size}`;
}

/** The original file, as uploaded. */
export function assetOriginalUrl(id: string): string {
  return `${getApiBase()}/assets/${seg(id)}/original`;
}

/** A video as MP4 (supports Range requests). */
export function assetVideoUrl(id: string): string {
  return `${getApiBase()}/assets/${seg(id)}/video/playback`;
}

/**
 * A person's face thumbnail (404 until one exists). `updatedAt` (the person's, as Immich's web
 * client does) makes a new cover a new URL, so it shows at once instead of the cached old one.
 */
export function personThumbnailUrl(id: string, updatedAt?: string): string {
  const url = `${getApiBase()}/people/${seg(id)}/thumbnail`;
  return updatedAt ? `${url}?updatedAt=${encodeURIComponent(updatedAt)}` : url;
}

/** A user's profile image (404 when `profileImagePath` is empty: show the initial instead). */
export function userProfileImageUrl(id: string): string {
  return `${getApiBase()}/users/${seg(id)}/profile-image`;
}
