import { randomBytes } from 'node:crypto';

/** class-validator's IsUUID('4'), which Immich uses for every id (`ValidateUUID`). */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** Immich's correlation ids look like `mc3ma2ph`: 8 lower-case base-36 characters. */
export function newCorrelationId(): string {
  const bytes = randomBytes(8);
  let s = '';
  for (const b of bytes) s += (b % 36).toString(36);
  return s;
}

export function randomUuid(): string {
  return crypto.randomUUID();
}
