import { thumbHashToApproximateAspectRatio } from 'thumbhash';

/**
 * Seconds in an Immich `duration` ("0:00:00.00000" for photos, "00:00:04.000" for videos);
 * 0 when unreadable.
 */
export function parseDurationSeconds(duration: string | undefined): number {
  const match = /^(\d+):(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(duration?.trim() ?? '');
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

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
