/**
 * The demo library places its "on this day" memories within three days of the day it was
 * generated. Once more days than that have passed, none of them falls around today any more.
 */
export const DEMO_FRESH_DAYS = 3;

const msPerDay = 86_400_000;

/**
 * How old the demo library is, in whole days, when it is too old for its memories (more than
 * {@link DEMO_FRESH_DAYS} days); `undefined` while it is fresh or when the day is unknown.
 * @param generatedOn `YYYY-MM-DD` (UTC) the demo service reports; untrusted.
 * @param today the viewer's "now"; its local calendar day counts (what the viewer calls today).
 */
export function staleDemoAge(generatedOn: string | null | undefined, today: Date = new Date()): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(generatedOn ?? '');
  if (!match) return undefined;
  const from = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-13-45 over into 2027; such a day is not a date
  if (new Date(from).toISOString().slice(0, 10) !== generatedOn) return undefined;
  const to = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((to - from) / msPerDay);
  return days > DEMO_FRESH_DAYS ? days : undefined;
}
