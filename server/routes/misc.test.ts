import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInfoSchema, LoginResponseSchema, LogoutResponseSchema, ServerPingSchema, ServerVersionSchema, UserSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

const login = (email: string, password: string): Promise<Response> => lib.call('POST', '/api/auth/login', { user: null, body: { email, password } });

describe('auth', () => {
  it('signs in with an httpOnly SameSite=Lax cookie that then authenticates; logout clears it', async () => {
    const res = await login('demo@keepsake.test', 'keepsake');
    expect(res.status).toBe(201);
    const raw = (await res.json()) as { accessToken: string };
    expectContract(LoginResponseSchema, raw);
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('immich_access_token='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    const cookie = token.split(';')[0]!;
    const me = await lib.call('GET', '/api/users/me', { user: null, headers: { cookie } });
    expect(me.status).toBe(200);
    const bearer = await lib.call('GET', '/api/users/me', { user: null, headers: { authorization: `Bearer ${raw.accessToken}` } });
    expect(bearer.status).toBe(200);
    const out = await lib.call('POST', '/api/auth/logout', { user: null, headers: { cookie } });
    expect(out.status).toBe(200);
    expectContract(LogoutResponseSchema, await out.json());
    expect(out.headers.getSetCookie().some((c) => /^immich_access_token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);
    await expectError(await lib.call('GET', '/api/users/me', { user: null, headers: { cookie } }), 401, 'Invalid user token');
  });

  it('refuses wrong passwords, unknown users, malformed bodies and bad keys', async () => {
    await expectError(await login('demo@keepsake.test', 'wrong'), 401, 'Incorrect email or password');
    await expectError(await login('nobody@keepsake.test', 'keepsake'), 401, 'Incorrect email or password');
    await expectError(await lib.call('POST', '/api/auth/login', { user: null, body: { email: 5 } }), 400, ['email must be an email', 'password must be a string']);
    await expectError(await lib.call('GET', '/api/albums', { user: null, headers: { 'x-api-key': 'nope' } }), 401, 'Invalid API key');
    await expectError(await lib.call('GET', '/api/albums', { user: null }), 401, 'Authentication required');
  });
});

describe('users', () => {
  it('answers /users/me with the full user and serves avatars (404 without one)', async () => {
    const raw = (await (await lib.call('GET', '/api/users/me')).json()) as Record<string, unknown>;
    expect(Object.keys(raw).slice(0, 5)).toEqual(['id', 'email', 'name', 'profileImagePath', 'avatarColor']);
    const me = expectContract(UserSchema, raw);
    const avatar = await lib.call('GET', `/api/users/${me.id}/profile-image`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
    await expectError(await lib.call('GET', `/api/users/${lib.userId('jonas')}/profile-image`), 404, 'User does not have a profile image');
  });
});

describe('server and demo endpoints', () => {
  it.each(['/api/server/ping', '/api/server-info/ping'])('%s answers pong without credentials', async (path) => {
    const res = await lib.call('GET', path, { user: null });
    expect(expectContract(ServerPingSchema, await res.json())).toEqual({ res: 'pong' });
  });

  it.each(['/api/server/version', '/api/server-info/version'])('%s answers the version', async (path) => {
    expect(expectContract(ServerVersionSchema, await (await lib.call('GET', path, { user: null })).json())).toEqual({ major: 1, minor: 106, patch: 4 });
  });

  it('tells the sign-in page which demo accounts exist', async () => {
    const info = expectContract(DemoInfoSchema, await (await lib.call('GET', '/api/keepsake/demo', { user: null })).json());
    expect(info.demo).toBe(true);
    expect(info.accounts[0]).toEqual({ email: 'demo@keepsake.test', password: 'keepsake', name: 'Alex Rivera' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    await expectError(await lib.call('GET', '/api/nothing/here'), 404, 'Cannot GET /api/nothing/here');
  });
});
