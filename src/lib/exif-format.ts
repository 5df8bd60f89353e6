/**
 * EXIF values in the words and units photographers use. Every function takes possibly-missing
 * values and returns `undefined` when there is nothing worth showing, so the details panel can
 * skip a row instead of printing "undefined" or "0".
 */
import { formatOffset, offsetAt, parseTimeZone, type ParsedTimeZone } from './time-zone';
import { dateTimeFormat, numberFormat } from './intl-formats';
import { uprightDimensions } from './upright-dimensions';

function number(value: number, maxDigits: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: maxDigits }).format(value);
}

/** `value` in `unit` ("35 mm", "250 Sek.", "٣٥ مم"), as the locale writes the unit and its place. */
function withUnit(value: number, unit: string, maxDigits: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: maxDigits }).format(value);
}

const positive = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;

/** 1.8 -> "ƒ/1.8", 4 -> "ƒ/4" (the number in the locale's digits and decimal sign). */
export function formatFNumber(f: number | undefined, locale: string): string | undefined {
  return positive(f) ? `ƒ/${number(f, 1, locale)}` : undefined;
}

/**
 * A fraction of a second in the locale's unit: "1/250 sec", "1/250 Sek.", "١/٢٥٠ ث". `Intl` has no
 * fractions, so the denominator is formatted with its unit and the numerator put before it.
 */
function fractionOfSecond(denominator: number, locale: string): string {
  // (no grouping: photographers write 1/1000, not 1/1,000)
  const parts = numberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 0, useGrouping: false }).formatToParts(denominator);
  const one = number(1, 0, locale);
  let placed = false;
  return parts
    .map((part) => {
      if (part.type !== 'integer' && part.type !== 'group') return part.value;
      if (placed) return part.value;
      placed = true;
      return `${one}/${part.value}`;
    })
    .join('');
}

/** "1/250" -> "1/250 sec", "0.004" -> "1/250 sec", "2" -> "2 sec", "2.5" -> "2.5 sec" (in the locale's words). */
export function formatExposureTime(value: string | undefined, locale: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) {
    const [num, den] = [Number(fraction[1]), Number(fraction[2])];
    if (num <= 0 || den <= 0) return undefined;
    if (num === 1 || num < den) return fractionOfSecond(num === 1 ? den : Math.round(den / num), locale);
    return withUnit(num / den, 'second', 1, locale);
  }
  const seconds = Number(text);
  if (!positive(seconds)) return undefined;
  if (seconds < 1) return fractionOfSecond(Math.round(1 / seconds), locale);
  return withUnit(seconds, 'second', 1, locale);
}

/** 4.25 -> "4.25 mm", 50 -> "50 mm" ("35毫米" in Chinese). */
export function formatFocalLength(mm: number | undefined, locale: string): string | undefined {
  return positive(mm) ? withUnit(mm, 'millimeter', 2, locale) : undefined;
}

/** 100 -> "ISO 100" (the standard's name, the number in the locale's digits). */
export function formatIso(iso: number | undefined, locale: string): string | undefined {
  return positive(iso) ? `ISO ${number(iso, 0, locale)}` : undefined;
}

/** "3000 × 4000" for a rotated portrait stored as 4000×3000 with orientation 6. */
export function formatDimensions(
  width: number | undefined,
  height: number | undefined,
  orientation: string | number | undefined,
  locale: string,
): string | undefined {
  const d = uprightDimensions(width, height, orientation);
  return d ? `${number(d.width, 0, locale)} × ${number(d.height, 0, locale)}` : undefined;
}

/**
 * Megapixels as a number in the locale: 4032×3024 -> "12", 1600×1200 -> "1.9" (the caller words the
 * unit, "12 MP", "1200万画素").
 */
export function formatMegapixels(width: number | undefined, height: number | undefined, locale: string): string | undefined {
  if (!positive(width) || !positive(height)) return undefined;
  const mp = (width * height) / 1_000_000;
  return number(mp, mp < 10 ? 1 : 0, locale);
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
  /** "12:30 PM GMT+01:00" (the offset as the locale writes it: "UTC+01:00" in French), or "12:30 PM" when the zone is unknown */
  time: string;
  /** offset-qualified ISO string for a <time dateTime> attribute */
  machine: string;
}

/**
 * An IANA zone `Intl` can format a fixed offset in: `Etc/GMT-1` is UTC+1 (POSIX signs). Only whole
 * hours have one; `undefined` for the rest (UTC+05:30).
 */
function etcZone(minutes: number): string | undefined {
  if (minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60) return undefined;
  const hours = minutes / 60;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

const clockOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'longOffset' } as const;

/**
 * The offset as the locale writes it ("GMT+05:30", "UTC+05:30", "غرينتش+٠٥:٣٠") for an offset no
 * `Etc/` zone has: the locale's own text for UTC±1 with its hours and minutes replaced.
 */
function offsetName(minutes: number, locale: string): string {
  const sample = dateTimeFormat(locale, { ...clockOptions, timeZone: minutes < 0 ? 'Etc/GMT+1' : 'Etc/GMT-1' });
  const name = sample.formatToParts(0).find((part) => part.type === 'timeZoneName')?.value ?? formatOffset(minutes);
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const abs = Math.abs(minutes);
  const withHours = name.replace(two.format(1), two.format(Math.floor(abs / 60)));
  const at = withHours.lastIndexOf(two.format(0));
  return at < 0 ? withHours : `${withHours.slice(0, at)}${two.format(abs % 60)}${withHours.slice(at + two.format(0).length)}`;
}

/** Date and clock of `instant` in a zone `Intl` knows (an IANA name), with the zone's offset then. */
function inZone(instant: Date, timeZone: string, locale: string): { date: string; time: string } {
  return {
    date: dateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(instant),
    time: dateTimeFormat(locale, { ...clockOptions, timeZone }).format(instant),
  };
}

function zoneName(zone: ParsedTimeZone, minutes: number): string | undefined {
  return zone.kind === 'iana' ? zone.name : etcZone(minutes);
}

/** Formats when a photo was taken, in the zone it was taken in (not the viewer's), in `locale`. */
export function formatCaptureTime(input: CaptureTimeInput, locale: string): CaptureTime | undefined {
  const zone = parseTimeZone(input.timeZone);
  const instantText = zone ? input.dateTimeOriginal : (input.localDateTime ?? input.dateTimeOriginal);
  const instant = instantText ? new Date(instantText) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  // Shift to the wall clock, then format that as UTC so the viewer's own zone never leaks in.
  const minutes = zone ? offsetAt(zone, instant) : 0;
  const wall = new Date(instant.getTime() + minutes * 60_000);
  const iso = wall.toISOString().slice(0, 19);
  const date = dateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' }).format(wall);
  const clock = dateTimeFormat(locale, { timeZone: 'UTC', timeStyle: 'short' }).format(wall);
  if (!zone) return { date, time: clock, machine: iso };
  const machine = `${iso}${formatOffset(minutes).slice(3)}`;
  const named = zoneName(zone, minutes);
  if (named) return { ...inZone(instant, named, locale), machine };
  const wallClock = dateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(wall);
  return { date, time: `${wallClock} ${offsetName(minutes, locale)}`, machine };
}

/**
 * Place names from EXIF (city, state, country; data, never translated), skipping empty parts,
 * joined with `separator` (the reader's language's comma: ", ", "、", "، ").
 */
export function formatPlace(city: string | undefined, state: string | undefined, country: string | undefined, separator = ', '): string | undefined {
  const parts = [city, state, country].map((p) => p?.trim()).filter((p): p is string => !!p);
  return parts.length ? parts.join(separator) : undefined;
}

const validLatLon = (lat: number | undefined, lon: number | undefined): boolean =>
  lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);

/** A position's parts for a sentence in the reader's language ("48.8867° N, 2.3431° E"). */
export interface Coordinates {
  /** degrees of latitude, unsigned, in the locale's digits */
  latitude: string;
  /** degrees of longitude, unsigned, in the locale's digits */
  longitude: string;
  hemisphere: 'north' | 'south';
  meridian: 'east' | 'west';
}

/** 48.8867, 2.3431 -> 48.8867 north, 2.3431 east. (0, 0) is treated as "no position". */
export function formatCoordinates(lat: number | undefined, lon: number | undefined, locale: string): Coordinates | undefined {
  if (!validLatLon(lat, lon)) return undefined;
  const la = lat as number;
  const lo = lon as number;
  return {
    latitude: number(Math.abs(la), 4, locale),
    longitude: number(Math.abs(lo), 4, locale),
    hemisphere: la < 0 ? 'south' : 'north',
    meridian: lo < 0 ? 'west' : 'east',
  };
}

/** A link that opens the position in OpenStreetMap with a marker. */
export function openStreetMapUrl(lat: number | undefined, lon: number | undefined): string | undefined {
  if (!validLatLon(lat, lon)) return undefined;
  const la = (lat as number).toFixed(5);
  const lo = (lon as number).toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}
