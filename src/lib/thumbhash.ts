import { thumbHashToApproximateAspectRatio, thumbHashToDataURL } from 'thumbhash';

/*
 * The one reader of the servers' base64 `thumbhash` strings: the `thumbhash` package decodes the
 * bytes; this module turns the text into bytes and never throws (a placeholder is never worth an
 * error).
 */

/**
 * The hash's bytes, or `undefined` when the text is not base64 or too short to be a hash (a real
 * one is at least 5 bytes: its header). Servers send standard base64; the URL-safe alphabet and
 * missing padding are accepted too.
 */
function hashBytes(base64: string): Uint8Array | undefined {
  const normalised = base64.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = normalised + '='.repeat((4 - (normalised.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  if (binary.length < 5) return undefined;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decoded placeholders, by base64 hash. Grids render the same assets many times (scrolling,
 * re-renders), and decoding a hash builds a PNG in JS: remember the last few hundred.
 */
const cache = new Map<string, string | undefined>();
const cacheLimit = 500;

/**
 * Turns an asset's base64 `thumbhash` into a tiny PNG data URL to show while the real image loads.
 * Returns `undefined` for a missing or undecodable hash.
 */
export function thumbhashToDataUrl(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  if (cache.has(hash)) return cache.get(hash);
  let url: string | undefined;
  try {
    const bytes = hashBytes(hash);
    url = bytes ? thumbHashToDataURL(bytes) : undefined;
  } catch {
    url = undefined;
  }
  if (cache.size >= cacheLimit) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(hash, url);
  return url;
}

/**
 * Approximate width / height encoded in a base64 thumbhash, for assets that carry no size (v1.106
 * memories have no EXIF); `undefined` for a missing or undecodable hash.
 */
export function thumbhashAspectRatio(hash: string | undefined): number | undefined {
  if (!hash) return undefined;
  try {
    const bytes = hashBytes(hash);
    const ratio = bytes ? thumbHashToApproximateAspectRatio(bytes) : Number.NaN;
    return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
  } catch {
    return undefined;
  }
}
