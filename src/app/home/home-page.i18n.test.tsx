import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLanguage, type Language } from '@/i18n';
import { fakeApi } from '@/test/api';
import { albumBody, meBody, memoryBody } from '@/test/recorded-samples';
import { renderApp } from '../test-utils';

const album1 = '8d0eb732-67f2-4717-838d-45798e379825';
const album2 = '5b2a1f0e-7c4d-4e8f-9a6b-3c2d1e0f9a8b';

/** 1,234 visible people: the row shows the first 60 and says how many there are. */
const manyPeople = Array.from({ length: 1234 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person ${i}`,
  birthDate: null,
  thumbnailPath: 'x.jpeg',
  isHidden: false,
}));

const twelveDaysAgo = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() - 12)).toISOString().slice(0, 10);
};

function library() {
  return fakeApi({
    'GET /api/keepsake/demo': { body: { demo: true, accounts: [], generatedOn: twelveDaysAgo() } },
    'GET /api/users/me': { body: meBody },
    'GET /api/memories': { body: [memoryBody('a1b2c3d4-0000-4000-8000-000000000002', 2016, ['a1b2c3d4-0000-4000-8000-00000000000b', 'a1b2c3d4-0000-4000-8000-00000000000c'])] },
    'GET /api/people': { body: { people: manyPeople, total: 1234, hidden: 0 } },
    'GET /api/albums': { body: [albumBody(album1, { assetCount: 1234 }), albumBody(album2, { albumName: '', shared: false, isActivityEnabled: false, assetCount: 1, albumThumbnailAssetId: null })] },
    'GET /api/activities/statistics': { body: { comments: 3 } },
  });
}

/** The browser's preferred languages, as `navigator.languages` lists them, then the app in `language`. */
async function speak(language: Language, browser: string[]) {
  languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  await setLanguage(language);
}

let languages: { mockRestore(): void } | undefined;

afterEach(async () => {
  languages?.mockRestore();
  languages = undefined;
  await setLanguage(undefined);
});

describe('HomePage in the reader’s language', () => {
  it('German: sections, counts with German digits and plurals, and the memory’s “years ago”', async () => {
    await speak('de', ['de-DE']);
    library();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Dana' })).toBeInTheDocument();

    const people = screen.getByRole('region', { name: 'Personen' });
    expect(await within(people).findByText('60 von 1.234')).toBeInTheDocument();

    const albums = screen.getByRole('region', { name: 'Alben' });
    const paris = await within(albums).findByRole('link', { name: /Paris 2025/ });
    expect(paris).toHaveTextContent('1.234 Fotos');
    expect(await within(paris).findByText(/3 Kommentare/)).toBeInTheDocument();
    expect(paris).toHaveTextContent('Geteilt');
    const untitled = within(albums).getByRole('link', { name: /Album ohne Titel/ });
    expect(untitled).toHaveTextContent('1 Foto');
    expect(within(untitled).getByText('Noch keine Fotos')).toBeInTheDocument();

    const memories = screen.getByRole('region', { name: 'An diesem Tag' });
    const memory = await within(await within(memories).findByRole('list')).findByRole('link');
    expect(memory).toHaveTextContent(/Vor \d+ Jahren/);
    expect(memory).toHaveTextContent('2 Fotos');
    const note = await within(memories).findByText(/Diese Demo-Bibliothek wurde vor 12 Tagen erstellt/);
    expect(within(note).getByText('npm run demo:reset').tagName).toBe('CODE');
    expect(document.title).toBe('Keepsake');
  });

  it('Arabic (Egypt): Arabic-Indic digits, Arabic plural forms, right to left', async () => {
    await speak('ar', ['ar-EG']);
    library();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتك يا Dana' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-EG');

    const people = screen.getByRole('region', { name: 'الأشخاص' });
    expect(await within(people).findByText('٦٠ من ١٬٢٣٤')).toBeInTheDocument();

    const albums = screen.getByRole('region', { name: 'الألبومات' });
    const paris = await within(albums).findByRole('link', { name: /Paris 2025/ });
    // 1234 is “many” in Arabic: the singular noun after the number
    expect(paris).toHaveTextContent('١٬٢٣٤ صورة');
    // 3 is “few”: the plural noun
    expect(await within(paris).findByText(/٣ تعليقات/)).toBeInTheDocument();
    // 1 is “one”: the noun with “one” after it, no digit
    expect(within(albums).getByRole('link', { name: /ألبوم بلا عنوان/ })).toHaveTextContent('صورة واحدة');

    const memory = await within(await within(screen.getByRole('region', { name: 'في مثل هذا اليوم' })).findByRole('list')).findByRole('link');
    // 2 is “two”: the dual
    expect(memory).toHaveTextContent('صورتان');
  });
});
