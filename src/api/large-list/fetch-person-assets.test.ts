import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReports } from '../schemas';
import { loadPersonAssets } from './fetch-person-assets';

const body = (JSON.parse(readFileSync(resolve(process.cwd(), 'src/api/test-fixtures/immich-v1.106.4/get-person-assets.json'), 'utf8')) as { body: Record<string, unknown>[] }).body;
const personId = 'f6528751-7167-4a01-88f5-4d6d47143043';

function stream(text: string): ReadableStream<Uint8Array> {
  return new Response(text).body!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetReports();
});

describe('loadPersonAssets (the worker side)', () => {
  it('reads, validates and packs a body handed over by the page', async () => {
    const result = await loadPersonAssets('/api', personId, stream(JSON.stringify(body)));
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length);
    expect(result.dropped).toBeUndefined();
    expect(result.timings.bytes).toBeGreaterThan(1000);
  });

  it('drops and counts a malformed item instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = [{ ...body[0], id: undefined }, ...body.slice(1)];
    const result = await loadPersonAssets('/api', personId, stream(JSON.stringify(broken)));
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length - 1);
    expect(result.dropped).toMatchObject({ dropped: 1, total: body.length });
    expect(result.dropped?.issues[0]).toContain('assets[0].id');
    expect(warn).toHaveBeenCalled();
  });

  it('names bad data that is not a list at all', async () => {
    const result = await loadPersonAssets('/api', personId, stream('{"oops":true}'));
    expect(result).toMatchObject({ type: 'error', error: { kind: 'bad-data' } });
  });

  it('pages through POST /search/metadata when the server has no person-assets endpoint', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`);
        if (!init?.method) return Promise.resolve(new Response('{"message":"Not found","statusCode":404}', { status: 404 }));
        const page = (JSON.parse(init.body as string) as { page: number }).page;
        const items = page === 1 ? body.slice(0, 2) : body.slice(2);
        return Promise.resolve(new Response(JSON.stringify({ assets: { items, nextPage: page === 1 ? '2' : null } })));
      }),
    );
    const result = await loadPersonAssets('/api', personId);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length);
    expect(calls).toHaveLength(3);
    expect(calls[1]).toContain('POST /api/search/metadata');
    expect(calls[2]).toContain('"page":2');
  });

  it('turns an error answer into a typed error with the correlation id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Not found","statusCode":404}', { status: 404 }))),
    );
    const notFound = await loadPersonAssets('/api', personId);
    expect(notFound.type).toBe('error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"boom","statusCode":500,"correlationId":"cid-9"}', { status: 500 }))),
    );
    const result = await loadPersonAssets('/api', personId);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'server', status: 500, correlationId: 'cid-9' } });
  });
});
