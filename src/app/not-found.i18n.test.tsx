import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLanguage } from '@/i18n';
import { fakeApi } from '@/test/api';
import { meBody } from '@/test/recorded-samples';
import { renderApp } from './test-utils';

afterEach(async () => {
  await setLanguage(undefined);
});

describe('the shell in the reader’s language', () => {
  it('German: the not-found page, its title, the skip link and the header', async () => {
    await setLanguage('de');
    fakeApi({ 'GET /api/users/me': { body: meBody } });
    renderApp('/nirgends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(document.title).toBe('Seite nicht gefunden · Keepsake');
    expect(screen.getByText(/^Unter/)).toHaveTextContent('Unter /nirgends gibt es keine Seite.');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    expect(await screen.findByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('Arabic: the path stays left to right inside the right-to-left sentence', async () => {
    await setLanguage('ar');
    fakeApi({ 'GET /api/users/me': { body: meBody } });
    renderApp('/a/b');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('/a/b')).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('الصفحة غير موجودة · Keepsake');
  });
});
