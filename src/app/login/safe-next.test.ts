// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const origin = 'https://photos.example';

describe('safeNextPath', () => {
  it.each([
    ['/people/1b2c', '/people/1b2c'],
    ['/albums/9?view=grid#top', '/albums/9?view=grid#top'],
    ['/people/1/photos/2', '/people/1/photos/2'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/steal'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['backslash inside', '/a\\b'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'people/1'],
    ['tab-smuggled host', '/\t/evil.example'],
    ['the sign-in page (loop)', '/login?next=/x'],
  ])('falls back to home for a %s', (_label, next) => {
    expect(safeNextPath(next, origin)).toBe('/');
  });
});
