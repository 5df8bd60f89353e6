// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { ids, specAsset, specExif, specUser } from '@/test/spec-samples';
import { LoginResponseSchema } from './auth';
import { ErrorBodySchema } from './error-body';
import { ExifInfoSchema } from './exif';
import { SearchMetadataResponseSchema } from './search';
import { DemoInfoSchema, ServerPingSchema, ServerVersionSchema } from './server';
import { SmartInfoSchema } from './smart-info';
import { TagSchema } from './tag';
import { UserSchema } from './user';

setupApiTests();

describe('UserSchema', () => {
  it('accepts a spec user and the real /users/me (extra fields dropped)', () => {
    expect(UserSchema.parse(specUser()).avatarColor).toBe('green');
    expect(Object.keys(UserSchema.parse(bodyOf(fixtures.me))).sort()).toEqual(
      ['avatarColor', 'email', 'id', 'name', 'profileImagePath'],
    );
  });

  it('shows an unknown avatar colour as the primary one, reported once', () => {
    expect(UserSchema.parse({ ...specUser(), avatarColor: 'teal' })).toMatchObject({ name: 'Dana Demo', avatarColor: 'primary' });
    UserSchema.parse({ ...specUser(), avatarColor: 'teal' });
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('[keepsake] User.avatarColor: ')]);
  });
});

describe('ExifInfoSchema', () => {
  it('accepts every field, all nulls, and nothing at all', () => {
    expect(ExifInfoSchema.parse(specExif()).fileSizeInByte).toBe(2_345_678);
    const nulls = Object.fromEntries(Object.keys(specExif()).map((k) => [k, null]));
    expect(Object.values(ExifInfoSchema.parse(nulls)).every((v) => v === undefined)).toBe(true);
    expect(ExifInfoSchema.parse({})).toEqual({});
  });

  it.each([
    ['orientation', 6],
    ['fileSizeInByte', 12.5],
    ['dateTimeOriginal', '2024:06:01 10:20:30'],
    ['latitude', '38.7'],
  ])('degrades a bad %s to unknown, the rest kept', (field, value) => {
    expect(ExifInfoSchema.parse({ make: 'Canon', [field]: value })).toEqual({ make: 'Canon', [field]: undefined });
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain(`[keepsake] ExifInfo.${field}: `);
  });
});

describe('SmartInfoSchema and TagSchema', () => {
  it('accept spec shapes and nulls', () => {
    expect(SmartInfoSchema.parse({ objects: null, tags: ['sea'] })).toEqual({ tags: ['sea'] });
    expect(TagSchema.parse({ id: 't', name: 'n', type: 'FACE', userId: 'u' }).type).toBe('FACE');
  });

  it('fail on a bad tag type or smartInfo list', () => {
    expect(TagSchema.safeParse({ id: 't', name: 'n', type: 'PLACE', userId: 'u' }).error?.issues[0]?.path).toEqual(['type']);
    expect(SmartInfoSchema.safeParse({ objects: 'sea' }).error?.issues[0]?.path).toEqual(['objects']);
  });
});

describe('ErrorBodySchema', () => {
  it('accepts string and array messages from the real server', () => {
    expect(ErrorBodySchema.parse(bodyOf(fixtures.memoryUnknown)).message).toBe('Not found or no memory.read access');
    expect(ErrorBodySchema.parse(bodyOf(fixtures.commentMissing400)).message).toEqual([
      'comment must be a string',
      'comment should not be empty',
    ]);
  });

  it('fails on a numeric message', () => {
    expect(ErrorBodySchema.safeParse({ message: 5 }).success).toBe(false);
  });
});

describe('server schemas', () => {
  it('accept ping, version and demo info', () => {
    expect(ServerPingSchema.parse({ res: 'pong' }).res).toBe('pong');
    expect(ServerVersionSchema.parse({ major: 1, minor: 106, patch: 4 }).minor).toBe(106);
    expect(DemoInfoSchema.parse({ demo: true, accounts: [{ email: 'demo@keepsake.test', password: 'keepsake' }] }).accounts).toHaveLength(1);
    expect(DemoInfoSchema.parse({ demo: false, accounts: null }).accounts).toEqual([]);
  });

  it('fail on a fractional version or a missing demo flag', () => {
    expect(ServerVersionSchema.safeParse({ major: 1, minor: 1.5, patch: 0 }).error?.issues[0]?.path).toEqual(['minor']);
    expect(DemoInfoSchema.safeParse({ accounts: [] }).error?.issues[0]?.path).toEqual(['demo']);
  });
});

describe('SearchMetadataResponseSchema', () => {
  it('accepts a page with a next page and the last page', () => {
    const page = SearchMetadataResponseSchema.parse({ assets: { items: [specAsset()], nextPage: '2' } });
    expect(page.assets.items[0]?.id).toBe(ids.asset);
    expect(SearchMetadataResponseSchema.parse({ assets: { items: [], nextPage: null } }).assets.nextPage).toBeUndefined();
  });

  it('fails without items', () => {
    expect(SearchMetadataResponseSchema.safeParse({ assets: { nextPage: null } }).error?.issues[0]?.path).toEqual(['assets', 'items']);
  });
});

describe('LoginResponseSchema', () => {
  it('drops the access token from the body', () => {
    const parsed = LoginResponseSchema.parse({ accessToken: 'secret', userId: 'u', userEmail: 'e', name: 'n', isAdmin: false });
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });
});
