// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyOf, setupApiTests } from '@/test/api';
import v2DeleteNotOwner from '../test-fixtures/immich-v2.7.5/delete-activity-not-owner-400.json';
import v2BadUuid from '../test-fixtures/immich-v2.7.5/get-asset-bad-uuid-400.json';
import v2Unauthorized from '../test-fixtures/immich-v2.7.5/get-memories-no-auth-401.json';
import v2PersonAssets404 from '../test-fixtures/immich-v2.7.5/get-person-assets-404.json';
import v2MemoryUnknown from '../test-fixtures/immich-v2.7.5/get-memory-unknown-id-400.json';
import v2ServerInfo404 from '../test-fixtures/immich-v2.7.5/get-server-info-version-404.json';
import v2CommentMissing from '../test-fixtures/immich-v2.7.5/post-activity-comment-missing-400.json';
import v2SizeTooBig from '../test-fixtures/immich-v2.7.5/post-search-metadata-size-too-big-400.json';
import { ErrorBodySchema } from './error-body';

setupApiTests();

describe('ErrorBodySchema', () => {
  it.each([
    ['delete-activity-not-owner-400', v2DeleteNotOwner],
    ['get-asset-bad-uuid-400', v2BadUuid],
    ['get-memories-no-auth-401', v2Unauthorized],
    ['get-person-assets-404', v2PersonAssets404],
    ['get-memory-unknown-id-400', v2MemoryUnknown],
    ['get-server-info-version-404', v2ServerInfo404],
    ['post-activity-comment-missing-400', v2CommentMissing],
    ['post-search-metadata-size-too-big-400', v2SizeTooBig],
  ])('reads the real v2.7.5 %s: message(s), status and correlation id, no details', (_name, recorded) => {
    const raw = bodyOf(recorded) as { message: unknown; statusCode: number; correlationId: string };
    const body = ErrorBodySchema.parse(raw);
    expect(body).toMatchObject({ message: raw.message, statusCode: recorded.status, correlationId: raw.correlationId, errors: [] });
  });

  it('reads a v3 validation body: errors[] with paths as people read them, no error or correlationId', () => {
    const body = ErrorBodySchema.parse({
      message: 'Validation failed',
      statusCode: 400,
      errors: [
        { code: 'invalid_format', path: ['assetIds', 0], message: 'Invalid UUID' },
        { code: 'too_big', path: 'size', message: 'Too big: expected number to be <=1000' },
        { code: 'custom', path: null, message: 'Something about the whole request' },
      ],
    });
    expect(body.error).toBeUndefined();
    expect(body.correlationId).toBeUndefined();
    expect(body.errors).toEqual([
      { code: 'invalid_format', path: 'assetIds[0]', message: 'Invalid UUID' },
      { code: 'too_big', path: 'size', message: 'Too big: expected number to be <=1000' },
      { code: 'custom', path: '', message: 'Something about the whole request' },
    ]);
  });

  it('leaves out a detail it cannot read instead of failing the whole error', () => {
    const body = ErrorBodySchema.parse({ message: 'Bad Request', statusCode: 400, errors: [{ path: ['x'] }, 'weird', { message: 'kept' }] });
    expect(body.errors).toEqual([{ code: undefined, path: '', message: 'kept' }]);
  });
});
