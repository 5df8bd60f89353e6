import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError, type ApiErrorKind } from '@/api';
import { setLanguage, type Language } from '@/i18n';
import { ErrorState } from './error-state';
import { errorText } from './error-text';

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  await setLanguage(undefined);
});

describe('ErrorState in the reader’s language', () => {
  it('German: a server fault’s title, what to do next, its reference and the actions', async () => {
    await setLanguage('de');
    renderAt('/albums/1', <ErrorState error={new ApiError({ kind: 'server', endpoint: '/albums/1', status: 500, correlationId: 'k3yref42' })} />);
    expect(screen.getByRole('heading', { name: 'Deine Bibliothek hatte ein Problem' })).toBeInTheDocument();
    expect(screen.getByText(/Versuche es gleich noch einmal\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^Fehlerreferenz:/)).toHaveTextContent('Fehlerreferenz: k3yref42');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('German: the wrong fields of bad data as a German list, and sign-in for an ended session', async () => {
    await setLanguage('de');
    const badData = new ApiError({
      kind: 'bad-data',
      endpoint: '/people',
      issues: [
        { path: 'total', message: 'x' },
        { path: 'people', message: 'y' },
        { path: '', message: 'z' },
      ],
    });
    renderAt('/', <ErrorState error={badData} compact />);
    expect(screen.getByText('Ein Teil der Antwort hat nicht die erwartete Form (total, people und (die ganze Antwort)). Vielleicht wird diese Serverversion nicht unterstützt.')).toBeInTheDocument();
    expect(screen.getByText('Was nicht stimmte')).toBeInTheDocument();
  });

  it('Arabic: an ended session offers sign-in, the wrong fields as an Arabic list', async () => {
    await setLanguage('ar');
    renderAt('/people/7', <ErrorState error={new ApiError({ kind: 'unauthorized', endpoint: '/people/7', status: 401 })} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'تم تسجيل خروجك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login?next=%2Fpeople%2F7');
    expect(screen.queryByRole('button')).toBeNull();
    const fields = errorText(new ApiError({ kind: 'bad-data', endpoint: '/people', issues: [{ path: 'a', message: 'x' }, { path: 'b', message: 'y' }] })).detail;
    expect(fields).toContain('(a وb)');
  });

  it.each<[Language, string]>([
    ['fr', 'Nous ne l’avons pas trouvé'],
    ['es', 'No lo hemos encontrado'],
    ['ja', '見つかりませんでした'],
    ['zh-Hans', '找不到该内容'],
  ])('every kind has its words in %s', async (language, notFound) => {
    await setLanguage(language);
    const kinds: ApiErrorKind[] = ['not-found', 'unauthorized', 'forbidden', 'invalid', 'server', 'network', 'timeout', 'bad-data'];
    const texts = kinds.map((kind) => errorText(new ApiError({ kind, endpoint: '/x', status: 400 })));
    expect(texts[0]?.title).toBe(notFound);
    for (const { title, detail } of [...texts, errorText(new Error('x'))]) {
      expect(title).not.toMatch(/^app\./);
      expect(detail).not.toMatch(/^app\./);
    }
    // each kind says something of its own
    expect(new Set(texts.map((text) => text.title)).size).toBe(kinds.length);
  });
});
