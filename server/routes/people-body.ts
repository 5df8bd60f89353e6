import type { DemoApi } from '../config';
import { type Checks, optionalBoolean, optionalUuid } from '../http/validate';

/** A person's fields as `PUT /people/{id}`, `POST /people` and each item of `PUT /people` send them. */
export interface PersonFields {
  name?: string;
  /** `YYYY-MM-DD`, or null to clear */
  birthDate?: string | null;
  isHidden?: boolean;
  /** v3 only: v1.106 strips the unknown key */
  isFavorite?: boolean;
  featureFaceAssetId?: string;
}

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * `birthDate`: a calendar date `YYYY-MM-DD` not after today, or null (v2+ also takes "" for null).
 * Messages as Immich's validators word them (checked against a live v2.7.5).
 */
function birthDate(checks: Checks, value: unknown, api: DemoApi): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (value === '' && api === 'v3') return null;
  const ok = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!ok) {
    checks.add(api === 'v3' ? 'birthDate must be a string in the format yyyy-MM-dd' : 'birthDate must be a Date instance');
    // v2.7.5's "not in the future" check also fails on what is no ISO date at all
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) checks.add('Birth date cannot be in the future');
    return undefined;
  }
  if (value > today()) {
    checks.add('Birth date cannot be in the future');
    return undefined;
  }
  return value;
}

/** Reads the fields a person update or creation may carry; `update` adds `featureFaceAssetId`. */
export function personFields(checks: Checks, body: Record<string, unknown>, api: DemoApi, update: boolean): PersonFields {
  const out: PersonFields = {};
  if (body.name !== undefined) {
    if (typeof body.name === 'string') out.name = body.name;
    else checks.add('name must be a string');
  }
  const date = birthDate(checks, body.birthDate, api);
  if (date !== undefined) out.birthDate = date;
  const isHidden = optionalBoolean(checks, 'isHidden', body.isHidden);
  if (isHidden !== undefined) out.isHidden = isHidden;
  if (api === 'v3') {
    const isFavorite = optionalBoolean(checks, 'isFavorite', body.isFavorite);
    if (isFavorite !== undefined) out.isFavorite = isFavorite;
  }
  if (update && body.featureFaceAssetId !== undefined) {
    // v1.106 took any string here; v2+ a UUID
    if (api === 'v3') out.featureFaceAssetId = optionalUuid(checks, 'featureFaceAssetId', body.featureFaceAssetId);
    else if (typeof body.featureFaceAssetId === 'string') out.featureFaceAssetId = body.featureFaceAssetId;
    else checks.add('featureFaceAssetId must be a string');
  }
  return out;
}
