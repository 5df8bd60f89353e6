import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nState, loadNamespaces, rich, setLanguage, t, useI18n } from '@/i18n';

afterEach(async () => {
  await setLanguage(undefined);
});

function Title() {
  const { t: translate } = useI18n();
  return <h1>{translate('app.memory.yearsAgo', { years: 3 })}</h1>;
}

describe('the message layer', () => {
  it('speaks the chosen language, sets <html lang dir>, and remembers the choice', async () => {
    await setLanguage('de');
    expect(t('app.memory.yearsAgo', { years: 3 })).toBe('Vor 3 Jahren');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('keepsake.language')).toBe('de');
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage(undefined);
    expect(localStorage.getItem('keepsake.language')).toBeNull();
    expect(i18nState().language).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
  });

  it('writes # in the reader’s own locale: Arabic-Indic digits for ar-EG', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await setLanguage(undefined);
    expect(i18nState().formatLocale).toBe('ar-EG');
    expect(t('app.memory.yearsAgo', { years: 11 })).toBe('قبل ١١ سنة');
    expect(t('app.memory.yearsAgo', { years: 2 })).toBe('قبل سنتين');
    languages.mockRestore();
  });

  it('re-renders a component when the language changes', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('3 years ago');
    await setLanguage('fr');
    expect(await screen.findByRole('heading')).toHaveTextContent('Il y a 3 ans');
  });

  it('a namespace asked for during a change of language arrives in the new language', async () => {
    const switching = setLanguage('ja');
    const loading = loadNamespaces('app');
    await Promise.all([switching, loading]);
    expect(t('app.user.signOut')).toBe('ログアウト');
  });

  it('rich() puts elements where the translation puts the placeholder', async () => {
    await setLanguage('de');
    render(<p>{rich('app.language.browser', { language: <b>Deutsch</b> })}</p>);
    expect(screen.getByText('Deutsch').tagName).toBe('B');
    expect(screen.getByText(/Browsersprache/)).toHaveTextContent('Browsersprache (Deutsch)');
  });
});
