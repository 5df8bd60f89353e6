/**
 * A memory's story order, on the wire's fields alone (no schema): the query layer sorts a validated
 * memory with it, and the first frame (src/app/first-frame/) picks the story's first photo from the
 * raw answer with it, before any schema has loaded.
 */

/** When the photo was taken (`fileCreatedAt`), as an instant (ms); unreadable dates sort last. */
function takenAt(fileCreatedAt: unknown): number {
  const t = typeof fileCreatedAt === 'string' ? Date.parse(fileCreatedAt) : NaN;
  return Number.isNaN(t) ? Infinity : t;
}

/**
 * Oldest first by the instant taken, ties by id, as Immich shows them (v2+ sends them so; v1.106 in
 * no fixed order). Not by the wall-clock `localDateTime`: a photo without EXIF has it in UTC and
 * would play before one taken earlier in a zone east of UTC.
 */
export function byStoryOrder(a: { id: string; fileCreatedAt?: unknown }, b: { id: string; fileCreatedAt?: unknown }): number {
  return takenAt(a.fileCreatedAt) - takenAt(b.fileCreatedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
