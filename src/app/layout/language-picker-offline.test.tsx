import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from './language-picker';

// Loading a language's messages fails, as it does offline.
vi.mock('@/i18n', async (original) => ({
  ...(await original<typeof import('@/i18n')>()),
  setLanguage: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
}));

describe('LanguagePicker when a language cannot be loaded', () => {
  it('goes back to the language still shown and says what happened and what to do', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(menu, 'Deutsch');
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load Deutsch. Check your connection and try again.');
    expect(menu).toHaveValue('');
    expect(localStorage.getItem('keepsake.language')).toBeNull();
  });
});
