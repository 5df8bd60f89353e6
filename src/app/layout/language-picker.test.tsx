import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useI18n } from '@/i18n';
import { LanguagePicker } from './language-picker';

const CHOICE_KEY = 'keepsake.language';

/** The picker beside a text of the app, to see the whole page follow the choice. */
function Page() {
  const { t } = useI18n();
  return (
    <>
      <p>{t('app.user.signOut')}</p>
      <LanguagePicker />
    </>
  );
}

afterEach(async () => {
  await setLanguage(undefined);
});

describe('LanguagePicker', () => {
  it('switches the text and <html lang dir> to the chosen language and back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Browser default (English)' })).toBeInTheDocument();

    await user.selectOptions(menu, 'Deutsch');
    expect(await screen.findByText('Abmelden')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.selectOptions(menu, 'العربية');
    expect(await screen.findByText('تسجيل الخروج')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // each language is named in itself, and marked as that language for screen readers
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });

  it('remembers the choice: a reload starts in it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByText('Abmelden');
    expect(localStorage.getItem(CHOICE_KEY)).toBe('de');

    // a fresh copy of the message layer, as after a reload: it knows only what was stored
    vi.resetModules();
    const reloaded = await import('@/i18n');
    expect(reloaded.i18nState().language).toBe('en');
    await reloaded.startI18n('app');
    expect(reloaded.i18nState().language).toBe('de');
    expect(reloaded.t('app.user.signOut')).toBe('Abmelden');
  });

  it('"Browser default" forgets the choice and follows the browser again', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    const user = userEvent.setup();
    await setLanguage('de');
    render(<Page />);
    const menu = screen.getByRole('combobox', { name: 'Sprache' });
    expect(menu).toHaveValue('de');
    expect(screen.getByRole('option', { name: 'Browsersprache (Français)' })).toBeInTheDocument();

    await user.selectOptions(menu, '');
    expect(await screen.findByText('Se déconnecter')).toBeInTheDocument();
    expect(localStorage.getItem(CHOICE_KEY)).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
    languages.mockRestore();
  });
});
