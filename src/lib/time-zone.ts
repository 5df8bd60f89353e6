import { dateTimeFormat } from './intl-formats';

/**
 * EXIF time zones as real servers send them: an offset written "UTC+1", "UTC-5", "UTC+05:30",
 * "UTC", "+02:00", "GMT-3", or an IANA name ("Asia/Tokyo"). `Intl` accepts only IANA names (and a
 * few fixed ones), so offsets are parsed here into minutes east of UTC.
 */
export type ParsedTimeZone =
  | { kind: 'offset'; /** minutes east of UTC */ minutes: number }
  | { kind: 'iana'; name: string };

const offsetPattern = /^(?:(?:UTC|GMT|Z)\s*)?([+-−])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/** Parses a time zone string; `undefined` for missing or unrecognised values. */
export function parseTimeZone(value: string | undefined): ParsedTimeZone | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^(UTC|GMT|Z|Etc\/UTC|Etc\/GMT)$/i.test(text)) return { kind: 'offset', minutes: 0 };
  const match = offsetPattern.exec(text);
  if (match) {
    const sign = match[1] === '+' ? 1 : -1;
    const hours = Number(match[2]);
    const mins = Number(match[3] ?? 0);
    if (hours > 14 || mins >= 60) return undefined;
    return { kind: 'offset', minutes: sign * (hours * 60 + mins) };
  }
  try {
    dateTimeFormat('en', { timeZone: text });
    return { kind: 'iana', name: text };
  } catch {
    return undefined;
  }
}

/** "GMT+02:00", "GMT-05:00", "GMT+05:30"; UTC itself is "GMT+00:00" so the offset is always explicit. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** Minutes east of UTC that `zone` has at `instant` (IANA zones vary with daylight saving). */
export function offsetAt(zone: ParsedTimeZone, instant: Date): number {
  if (zone.kind === 'offset') return zone.minutes;
  const parts = dateTimeFormat('en-US', {
    timeZone: zone.name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}
