import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draft-storage';

afterEach(() => sessionStorage.clear());

describe('draft storage', () => {
  it('keeps a draft per album and per photo', () => {
    writeDraft({ albumId: 'a1' }, 'album text');
    writeDraft({ albumId: 'a1', assetId: 'p1' }, 'photo text');
    expect(readDraft({ albumId: 'a1' })).toBe('album text');
    expect(readDraft({ albumId: 'a1', assetId: 'p1' })).toBe('photo text');
    expect(readDraft({ albumId: 'a2' })).toBe('');
  });

  it('keeps line breaks and removes the entry once cleared or blank', () => {
    writeDraft({ albumId: 'a1' }, 'one\ntwo');
    expect(readDraft({ albumId: 'a1' })).toBe('one\ntwo');
    clearDraft({ albumId: 'a1' });
    expect(sessionStorage.length).toBe(0);
    writeDraft({ albumId: 'a1' }, '   ');
    expect(sessionStorage.length).toBe(0);
  });
});
