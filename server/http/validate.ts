import type { Context } from 'hono';
import { badRequest, HttpError } from './errors';
import { isUuid } from '../lib/ids';

/** Path parameter that must be a UUID v4: 400 `["id must be a UUID"]` before any lookup. */
export function uuidParam(c: Context, name = 'id'): string {
  const value = c.req.param(name);
  if (!isUuid(value)) throw badRequest([`${name} must be a UUID`]);
  return value;
}

/** Reads a JSON object body; anything else is a 400 that says what was wrong. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('Could not read the request body');
  }
  if (text.trim() === '') return {};
  if (!/json/i.test(type)) throw new HttpError(400, 'Request body must be JSON (Content-Type: application/json)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Collects class-validator-style messages so one 400 lists every problem. */
export class Checks {
  readonly messages: string[] = [];
  add(message: string): void {
    this.messages.push(message);
  }
  throwIfAny(): void {
    if (this.messages.length > 0) throw badRequest(this.messages);
  }
}

export function optionalUuid(checks: Checks, name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isUuid(value)) {
    checks.add(`${name} must be a UUID`);
    return undefined;
  }
  return value;
}

/** A list of UUIDs (`personIds`, `albumIds`); `[]` when absent. */
export function optionalUuidList(checks: Checks, name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) checks.add(`${name} must be an array`);
  else if (!value.every(isUuid)) checks.add(`each value in ${name} must be a UUID`);
  else return value;
  return [];
}

/**
 * A required list of UUIDs (`BulkIdsDto.ids`: IsUUID each, IsNotEmpty, IsArray, checked and named
 * in that order by class-validator). `[]` is allowed.
 */
export function uuidList(checks: Checks, name: string, value: unknown): string[] {
  const isList = Array.isArray(value);
  if (!(isList ? value.every(isUuid) : isUuid(value))) checks.add(`each value in ${name} must be a UUID`);
  if (value === undefined || value === null || value === '') checks.add(`${name} should not be empty`);
  if (!isList) checks.add(`${name} must be an array`);
  return isList && value.every(isUuid) ? value : [];
}

/** `fromQuery`: query strings carry booleans as the text "true"/"false"; JSON bodies may not. */
export function optionalBoolean(checks: Checks, name: string, value: unknown, fromQuery = false): boolean | undefined {
  if (value === undefined) return undefined;
  if (fromQuery && value === 'true') return true;
  if (fromQuery && value === 'false') return false;
  if (typeof value !== 'boolean') {
    checks.add(`${name} must be a boolean value`);
    return undefined;
  }
  return value;
}

export function optionalEnum<T extends string>(checks: Checks, name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    checks.add(`${name} must be one of the following values: ${allowed.join(', ')}`);
    return undefined;
  }
  return value as T;
}

/** ISO 8601 date or date-time, as class-validator's IsDate after transformation accepts. */
export function optionalDate(checks: Checks, name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) {
    checks.add(`${name} must be a Date instance`);
    return undefined;
  }
  return new Date(value).toISOString();
}

/** A calendar date `YYYY-MM-DD` and nothing more (a date-time is refused, as v3.0.3+ does). */
export function optionalDay(checks: Checks, name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)) || new Date(value).toISOString().slice(0, 10) !== value) {
    checks.add(`${name} must be a valid ISO 8601 date string (YYYY-MM-DD)`);
    return undefined;
  }
  return value;
}

export function optionalInt(checks: Checks, name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    checks.add(`${name} must be an integer number`);
    return undefined;
  }
  if (n < min) checks.add(`${name} must not be less than ${min}`);
  else if (n > max) checks.add(`${name} must not be greater than ${max}`);
  else return n;
  return undefined;
}
