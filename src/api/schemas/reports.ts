/**
 * Reports from the parse boundary that are not errors: schema drift of newer servers and list items
 * dropped because they were malformed (docs/decisions/021-list-tolerance-and-drift.md).
 * Kept beside the schemas (not in the client) so the schemas stay importable on their own.
 */

/** One list response that had malformed items: they were dropped, the rest is shown. */
export interface DroppedItemsReport {
  /** The request path, e.g. `/people/{id}/assets` (filled in by `apiFetch`); `undefined` outside it. */
  endpoint: string | undefined;
  /** Where the list sits in the response, e.g. `assets` or `` for a top-level array. */
  path: string;
  /** How many items were dropped. */
  dropped: number;
  /** How many items the server sent. */
  total: number;
  /** The first problems, as `path: message` lines, for the console and bug reports. */
  issues: string[];
}

type Listener = (report: DroppedItemsReport) => void;

const listeners = new Set<Listener>();
const warned = new Set<string>();
const latest = new Map<string, DroppedItemsReport>();
let currentEndpoint: string | undefined;

/** Runs a synchronous parse with `endpoint` attached to any report it makes. */
export function withParseContext<T>(endpoint: string, parse: () => T): T {
  const previous = currentEndpoint;
  currentEndpoint = endpoint;
  try {
    return parse();
  } finally {
    currentEndpoint = previous;
  }
}

/** Called by `tolerantArray`: tells listeners every time, the console once per endpoint and path. */
export function reportDroppedItems(report: Omit<DroppedItemsReport, 'endpoint'>): void {
  const full: DroppedItemsReport = { ...report, endpoint: currentEndpoint };
  const key = `${full.endpoint ?? '?'} ${full.path}`;
  latest.set(key, full);
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `[keepsake] ${full.dropped} of ${full.total} items in ${full.endpoint ?? 'a response'}` +
        `${full.path ? ` (${full.path})` : ''} were malformed and are not shown:\n${full.issues.join('\n')}`,
    );
  }
  for (const listener of listeners) listener(full);
}

/** Subscribes to dropped-item reports (e.g. to show "2 photos could not be shown"). Returns unsubscribe. */
export function onDroppedItems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest report per endpoint and path, newest last. */
export function getDroppedItemReports(): DroppedItemsReport[] {
  return [...latest.values()];
}

const driftReported = new Set<string>();
const removedOnPurpose = new Set<string>();

/**
 * The fields the connected server's version removed on purpose, as `Type.field` (e.g.
 * `Asset.deviceId` on v3): their absence is that version's shape, not drift. The query layer sets
 * them once it knows the server's version (`ServerCapabilities.removedAssetFields`), so the
 * schemas never depend on the queries. Replaces the previous set.
 */
export function setRemovedFields(fields: Iterable<string>): void {
  removedOnPurpose.clear();
  for (const field of fields) removedOnPurpose.add(field);
}

/** The server's version removed `field` (`Type.field`) on purpose: see {@link setRemovedFields}. */
export function isRemovedField(field: string): boolean {
  return removedOnPurpose.has(field);
}

/** Warns once per field name (`Type.field`), unless the server's version removed that field on purpose. */
function warnOnce(field: string, message: string): void {
  if (driftReported.has(field) || removedOnPurpose.has(field)) return;
  driftReported.add(field);
  console.warn(`[keepsake] ${field}: ${message}`);
}

/**
 * A spec-required field that a known newer server shape leaves out (Immich's newer API): defaulted,
 * and reported once per field with console.warn, since it is expected drift and not bad data.
 * Fields the server's version removed on purpose ({@link setRemovedFields}) are not reported.
 */
export function reportDrift(field: string, detail: string): void {
  warnOnce(field, `${detail} (a newer server shape; using a default).`);
}

/**
 * A field whose value failed its schema (`lenient` in helpers.ts): the field alone is shown as
 * unknown, and the drift is reported once per field with console.warn, naming the field and the
 * first problem (never the value: server strings are not echoed).
 */
export function reportBadField(field: string, problem: string): void {
  warnOnce(field, `${problem}; shown as unknown (the rest of the item is kept).`);
}

/** Contract checks: forget which fields were reported, so that the next parse reports every one again. */
export function forgetReportedFields(): void {
  driftReported.clear();
}

/** Test helper: forget what was reported (and the removed fields), so "once" can be tested again. */
export function resetReports(): void {
  warned.clear();
  latest.clear();
  driftReported.clear();
  removedOnPurpose.clear();
  listeners.clear();
}
