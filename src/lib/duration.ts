/**
 * A media length as Immich sends it, in seconds: the one reader of every server's `duration`.
 *
 * - v1.106 to v2.x: a string `"H:MM:SS.ffffff"` (`"0:00:00.00000"` for still images,
 *   `"00:00:04.000"` for a 4 s video);
 * - v3.x: an integer number of **milliseconds**, or `null` for still images (v2's timeline
 *   buckets send `null` for stills too).
 *
 * `null`, `undefined`, an unreadable string and a negative or non-finite number are 0: a photo
 * has no length, and a video whose length cannot be read still shows (without its length).
 */
export function parseDuration(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value / 1000 : 0;
  if (typeof value !== 'string') return 0;
  const match = /^(\d+):(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
