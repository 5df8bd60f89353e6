import { thumbHashToDataURL } from 'thumbhash';

/**
 * Decoded placeholders, by base64 hash. Grids render the same assets many times (scrolling,
 * re-renders), and decoding a hash builds a PNG in JS: remember the last few hundred.
 */
const cache = new Map<string, string | undefined>();
const cacheLimit = 500;

function base64ToBytes(base64: string): Uint8Array {
  // Servers send standard base64; accept the URL-safe alphabet and missing padding too.
  const normalised = base64.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normalised + '='.repeat((4 - (normalised.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Turns an asset's base64 `thumbhash` into a tiny PNG data URL to show while the real image loads.
 * Returns `undefined` for a missing or undecodable hash (a placeholder is never worth an error).
 */
export function thumbhashToDataUrl(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  if (cache.has(hash)) return cache.get(hash);
  let url: string | undefined;
  try {
    const bytes = base64ToBytes(hash.trim());
    // A real hash is at least 5 bytes (header); anything shorter cannot be decoded.
    url = bytes.length >= 5 ? thumbHashToDataURL(bytes) : undefined;
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
