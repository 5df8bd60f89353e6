// Which photos' faces Then and Now asks for: pure, and apart from the queries, so that index.html's
// first script reads it without the query layer (ADR 113).

/** One of the person's photos, as the person's list has it (no faces: the list carries none). */
export interface YearPhoto {
  assetId: string;
  /** wall-clock time, ms since the epoch read as UTC */
  localTime: number;
  isVideo: boolean;
  isFavorite: boolean;
  /** upright width ÷ height (1 when unknown) */
  aspect: number;
  thumbhash: string | undefined;
}

/** Photos whose faces are asked for per year: a request each, so a few. */
export const CANDIDATES_PER_YEAR = 3;

/**
 * The photos of each year whose faces are worth asking for, at most `perYear` a year: the user's
 * pick for the year, then favourites (kept for a reason, often a portrait), then upright pictures
 * (portraits are more often upright), in list order. Videos never.
 */
export function candidatesOf(byYear: ReadonlyMap<number, readonly YearPhoto[]>, picks: Readonly<Record<number, string>> = {}, perYear = CANDIDATES_PER_YEAR): string[] {
  const ids: string[] = [];
  for (const [year, photos] of byYear) {
    const rank = (p: YearPhoto) => (p.assetId === picks[year] ? 0 : p.isFavorite ? 1 : p.aspect <= 1 ? 2 : 3);
    const ranked = photos.filter((p) => !p.isVideo).sort((a, b) => rank(a) - rank(b));
    for (const photo of ranked.slice(0, perYear)) ids.push(photo.assetId);
  }
  return ids;
}
