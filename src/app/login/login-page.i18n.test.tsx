import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/i18n';
import { fakeApi } from '@/test/api';
import { errorBody } from '@/test/recorded-samples';
import { renderApp } from '../test-utils';

const demo = { 'GET /api/keepsake/demo': { body: { demo: true, accounts: [{ email: 'demo@keepsake.test', password: 'keepsake' }] } } };

afterEach(async () => {
  await setLanguage(undefined);
});

async function signInWith(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox'), 'demo@keepsake.test');
  await user.type(document.querySelector('input[type=password]')!, password);
  await user.click(screen.getByRole('button', { name: /Anmelden|تسجيل الدخول/ }));
}

describe('LoginPage in the reader’s language', () => {
  it('German: title, labels, demo account, a wrong password in words, and the language menu', async () => {
    await setLanguage('de');
    fakeApi({ ...demo, 'POST /api/auth/login': { status: 401, body: errorBody(401, 'Incorrect email or password', 'Unauthorized') } });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(document.title).toBe('Anmelden · Keepsake');
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    const account = await screen.findByText(/Demo-Bibliothek: Melde dich mit/);
    expect(account).toHaveTextContent('Demo-Bibliothek: Melde dich mit demo@keepsake.test / keepsake an');
    expect(screen.getByRole('button', { name: 'Demo-Konto eintragen' })).toBeInTheDocument();
    // a signed-out reader can change the language here
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    await signInWith('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse und Passwort passen nicht zusammen. Prüfe beides und versuche es noch einmal.');
  });

  it('Arabic: right to left, and a server fault in words with its error reference', async () => {
    await setLanguage('ar');
    fakeApi({
      ...demo,
      'POST /api/auth/login': { status: 500, body: { ...errorBody(500, 'boom', 'Internal Server Error'), correlationId: 'ref42ab' } },
    });
    renderApp('/login');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeInTheDocument();

    await signInWith('keepsake');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('واجه الخادم مشكلة أثناء تسجيل دخولك. حاول مرة أخرى بعد قليل.');
    expect(alert).toHaveTextContent('مرجع الخطأ: ref42ab');
    expect(within(alert).getByText('ref42ab').tagName).toBe('CODE');
  });
});
