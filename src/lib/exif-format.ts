/**
 * EXIF values in the words and units photographers use. Every function takes possibly-missing
 * values and returns `undefined` when there is nothing worth showing, so the details panel can
 * skip a row instead of printing "undefined" or "0".
 */
import { formatOffset, offsetAt, parseTimeZone } from './time-zone';

function number(value: number, maxDigits: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits }).format(value);
}

const positive = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;

/** 1.8 -> "ƒ/1.8", 4 -> "ƒ/4". */
export function formatFNumber(f: number | undefined, locale?: string): string | undefined {
  return positive(f) ? `ƒ/${number(f, 1, locale)}` : undefined;
}

/** "1/250" -> "1/250 s", "0.004" -> "1/250 s", "2" -> "2 s", "2.5" -> "2.5 s". */
export function formatExposureTime(value: string | undefined, locale?: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) {
    const [num, den] = [Number(fraction[1]), Number(fraction[2])];
    if (num <= 0 || den <= 0) return undefined;
    if (num === 1 || num < den) return num === 1 ? `1/${den} s` : `1/${number(den / num, 0, locale)} s`;
    return `${number(num / den, 1, locale)} s`;
  }
  const seconds = Number(text);
  if (!positive(seconds)) return undefined;
  if (seconds < 1) return `1/${number(Math.round(1 / seconds), 0, locale)} s`;
  return `${number(seconds, 1, locale)} s`;
}

/** 4.25 -> "4.25 mm", 50 -> "50 mm". */
export function formatFocalLength(mm: number | undefined, locale?: string): string | undefined {
  return positive(mm) ? `${number(mm, 2, locale)} mm` : undefined;
}

/** 100 -> "ISO 100". */
export function formatIso(iso: number | undefined, locale?: string): string | undefined {
  return positive(iso) ? `ISO ${number(iso, 0, locale)}` : undefined;
}

/** Width × height of the upright picture: EXIF stores orientations 5 to 8 a quarter turn away. */
export function uprightDimensions(
  width: number | undefined,
  height: number | undefined,
  orientation: string | number | undefined,
): { width: number; height: number } | undefined {
  if (!positive(width) || !positive(height)) return undefined;
  const o = typeof orientation === 'string' ? Number.parseInt(orientation, 10) : orientation;
  return o !== undefined && o >= 5 && o <= 8 ? { width: height, height: width } : { width, height };
}

/** "3000 × 4000" for a rotated portrait stored as 4000×3000 with orientation 6. */
export function formatDimensions(
  width: number | undefined,
  height: number | undefined,
  orientation: string | number | undefined,
  locale?: string,
): string | undefined {
  const d = uprightDimensions(width, height, orientation);
  return d ? `${number(d.width, 0, locale)} × ${number(d.height, 0, locale)}` : undefined;
}

/** 4032×3024 -> "12 MP", 1600×1200 -> "1.9 MP". */
export function formatMegapixels(width: number | undefined, height: number | undefined, locale?: string): string | undefined {
  if (!positive(width) || !positive(height)) return undefined;
  const mp = (width * height) / 1_000_000;
  return `${number(mp, mp < 10 ? 1 : 0, locale)} MP`;
}

/** Inputs of {@link formatCaptureTime}: EXIF's instant and zone, and the asset's wall clock. */
export interface CaptureTimeInput {
  /** UTC instant (ISO) the photo was taken */
  dateTimeOriginal?: string;
  /** "UTC+1", "Asia/Tokyo", ... */
  timeZone?: string;
  /** wall-clock time written with a Z (not UTC): shown as is when there is no zone */
  localDateTime?: string;
}

/** The capture date and time to show, with the offset when the zone is known. */
export interface CaptureTime {
  /** "Saturday, November 22, 2025" */
  date: string;
  /** "12:30 PM GMT+01:00", or "12:30 PM" when the zone is unknown */
  time: string;
  /** offset-qualified ISO string for a <time dateTime> attribute */
  machine: string;
}

/** Formats when a photo was taken, in the zone it was taken in (not the viewer's). */
export function formatCaptureTime(input: CaptureTimeInput, locale?: string): CaptureTime | undefined {
  const zone = parseTimeZone(input.timeZone);
  const instantText = zone ? input.dateTimeOriginal : (input.localDateTime ?? input.dateTimeOriginal);
  const instant = instantText ? new Date(instantText) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  // Shift to the wall clock, then format that as UTC so the viewer's own zone never leaks in.
  const minutes = zone ? offsetAt(zone, instant) : 0;
  const wall = new Date(instant.getTime() + minutes * 60_000);
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' }).format(wall);
  const clock = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', timeStyle: 'short' }).format(wall);
  const iso = wall.toISOString().slice(0, 19);
  if (!zone) return { date, time: clock, machine: iso };
  const offset = formatOffset(minutes);
  return { date, time: `${clock} ${offset}`, machine: `${iso}${offset.slice(3)}` };
}

/** "Paris, Île-de-France, France", skipping empty parts. */
export function formatPlace(city?: string, state?: string, country?: string): string | undefined {
  const parts = [city, state, country].map((p) => p?.trim()).filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : undefined;
}

const validLatLon = (lat: number | undefined, lon: number | undefined): boolean =>
  lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);

/** 48.8867, 2.3431 -> "48.8867° N, 2.3431° E". (0, 0) is treated as "no position". */
export function formatCoordinates(lat: number | undefined, lon: number | undefined, locale?: string): string | undefined {
  if (!validLatLon(lat, lon)) return undefined;
  const la = lat as number;
  const lo = lon as number;
  return `${number(Math.abs(la), 4, locale)}° ${la < 0 ? 'S' : 'N'}, ${number(Math.abs(lo), 4, locale)}° ${lo < 0 ? 'W' : 'E'}`;
}

/** A link that opens the position in OpenStreetMap with a marker. */
export function openStreetMapUrl(lat: number | undefined, lon: number | undefined): string | undefined {
  if (!validLatLon(lat, lon)) return undefined;
  const la = (lat as number).toFixed(5);
  const lo = (lon as number).toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}

/** 4 -> "0:04", 75 -> "1:15", 3723 -> "1:02:03" (rounded to whole seconds). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
