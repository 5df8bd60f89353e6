import { thumbHashToApproximateAspectRatio } from 'thumbhash';

/** Approximate width / height encoded in a base64 thumbhash (memory assets carry no EXIF size). */
export function thumbhashAspectRatio(hash: string | undefined): number | undefined {
  if (!hash) return undefined;
  try {
    const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    if (bytes.length < 5) return undefined;
    const ratio = thumbHashToApproximateAspectRatio(bytes);
    return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
  } catch {
    return undefined;
  }
}
