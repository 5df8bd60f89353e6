import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { login, serverQueries, userQueries } from '@/api';
import { Spinner } from '@/components/spinner';
import { useI18n } from '@/i18n';
import { Brand } from '../layout/brand';
import { LanguagePicker } from '../layout/language-picker';
import { forgetSession } from '../session';

import { loginErrorText } from './login-errors';
import { safeNextPath } from './safe-next';
import styles from './login-page.module.css';

/**
 * Sign-in: email and password -> `POST /api/auth/login`. The session is the httpOnly cookie the
 * server sets; nothing is kept in web storage or put in the URL. Afterwards the user goes back to
 * `?next=` (a same-origin path) or home.
 */
export function LoginPage() {
  const { t, rich } = useI18n();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), window.location.origin);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const demo = useQuery(serverQueries.demo());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut === true;

  // After "Sign out": the signed-in pages are unmounted now, so their cache can go without refetching.
  useEffect(() => {
    if (signedOut) forgetSession(queryClient);
  }, [signedOut, queryClient]);

  // Already signed in (a bookmark, Back after signing in, a second tab): go on instead of asking
  // again. Only a check made now counts: a cached answer may be from a session that has expired
  // since (which is how one gets here), and following it would bounce back and forth.
  const session = useQuery({ ...userQueries.me(), enabled: !signedOut, retry: false, refetchOnMount: 'always' });
  const signedIn = session.isSuccess && session.isFetchedAfterMount && !session.isFetching;
  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, navigate, next]);

  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) => login(credentials),
    onSuccess: async () => {
      // Whatever was cached belonged to the previous session (or to nobody): start clean.
      queryClient.removeQueries();
      await navigate(next, { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  }

  const error = signIn.isError ? loginErrorText(signIn.error) : undefined;
  const account = demo.data?.demo ? demo.data.accounts[0] : undefined;

  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <title>{t('app.title.page', { page: t('app.signIn.title') })}</title>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Brand />
        </div>
        <h1 className={styles.title}>{t('app.signIn.title')}</h1>
        <p className={styles.lead}>{t('app.signIn.lead')}</p>

        {account && (
          <aside className={styles.demo} aria-label={t('app.signIn.demo.label')}>
            <p>
              {rich('app.signIn.demo.account', {
                email: <strong dir="ltr">{account.email}</strong>,
                password: <strong dir="ltr">{account.password}</strong>,
              })}
            </p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setEmail(account.email);
                setPassword(account.password ?? '');
              }}
            >
              {t('app.signIn.demo.fill')}
            </button>
          </aside>
        )}

        <form className={styles.form} method="post" onSubmit={submit}>
          <div className={styles.field}>
            <label htmlFor="login-email">{t('app.signIn.email')}</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={signIn.isError || undefined}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="login-password">{t('app.signIn.password')}</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={signIn.isError || undefined}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>

          {error && (
            <div id="login-error" className={styles.error} role="alert">
              <p>{error.message}</p>
              {error.detail && <p>{error.detail}</p>}
              {error.correlationId && (
                <p className={styles.reference}>{rich('app.error.reference', { reference: <code>{error.correlationId}</code> })}</p>
              )}
            </div>
          )}

          <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
            {signIn.isPending ? (
              <>
                <Spinner /> {t('app.signIn.busy')}
              </>
            ) : (
              t('app.signIn.submit')
            )}
          </button>
        </form>
      </div>
      <div className={styles.language}>
        <LanguagePicker />
      </div>
    </main>
  );
}
