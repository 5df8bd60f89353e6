import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LANGUAGES, setLanguage, t } from '@/i18n';
const counts = [0, 1, 2, 3, 11, 100];

let browserLanguages: MockInstance | undefined;
afterEach(async () => {
  browserLanguages?.mockRestore();
  await setLanguage(undefined);
});

describe.each(LANGUAGES)('the memory catalog in %s, as the app loads it', (language) => {
  it('formats every message with its placeholders filled in', async () => {
    await setLanguage(language);
    expect(t('memory.people.others', { count: 3 })).toMatch(/3/);
    expect(t('memory.alt.inPlaceWithPeople', { kind: 'video', place: '⟨place⟩', people: '⟨people⟩' })).toMatch(/⟨place⟩.*⟨people⟩|⟨people⟩.*⟨place⟩/);
    expect(t('memory.player.slide', { position: '⟨2⟩', count: '⟨5⟩' })).toMatch(/⟨2⟩.*⟨5⟩|⟨5⟩.*⟨2⟩/);
    expect(t('memory.slide.failed', { kind: 'video' })).not.toBe(t('memory.slide.failed', { kind: 'photo' }));
  });
});

describe('memory titles and counts in Arabic', () => {
  it('reads each of the six plural forms naturally, in the reader’s digits', async () => {
    browserLanguages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await setLanguage('ar');
    expect(counts.map((years) => t('app.memory.yearsAgo', { years }))).toEqual([
      'هذا العام',
      'قبل سنة واحدة',
      'قبل سنتين',
      'قبل ٣ سنوات',
      'قبل ١١ سنة',
      'قبل ١٠٠ سنة',
    ]);
    expect(counts.map((count) => t('memory.people.others', { count }))).toEqual([
      'لا أحد غيرهم',
      'شخص آخر',
      'شخصين آخرين',
      '٣ أشخاص آخرين',
      '١١ شخصًا آخر',
      '١٠٠ شخص آخر',
    ]);
  });
});
