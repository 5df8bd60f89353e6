import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeServerVersion, logout, serverQueries, userQueries } from '@/api';
import { Avatar } from '@/components/avatar';
import { Spinner } from '@/components/spinner';
import { useI18n } from '@/i18n';
import { LanguagePicker } from './language-picker';
import styles from './user-menu.module.css';

/**
 * The signed-in user (avatar on their `avatarColor`, name), the server they are signed in to
 * ("Immich 3.2.2") and the sign-out button. Signing out goes to sign-in, which then forgets
 * everything cached in this tab (queries and queued changes).
 */
export function UserMenu() {
  const { t } = useI18n();
  const me = useQuery(userQueries.me());
  const version = useQuery(serverQueries.version());
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => logout(),
    // The sign-in page forgets the session's cache once this page is gone (a view still mounted
    // would refetch what was removed).
    onSuccess: () => navigate('/login', { replace: true, state: { signedOut: true } }),
  });

  return (
    <div className={styles.menu}>
      {me.data && (
        <span className={styles.user}>
          <Avatar user={me.data} sizePx={32} />
          <span className={styles.who}>
            <span className={`${styles.name} visually-hidden-on-phones`}>
              <span className="visually-hidden">{t('app.user.signedInAs')} </span>
              {me.data.name || me.data.email}
            </span>
            {version.data && <span className={`${styles.server} visually-hidden-on-phones`}>{describeServerVersion(version.data)}</span>}
          </span>
        </span>
      )}
      <LanguagePicker />
      {signOut.isError && (
        <span className={styles.error} role="alert">
          {t('app.user.signOutFailed')}
        </span>
      )}
      <button
        type="button"
        className={`button button--quiet ${styles.signOut}`}
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        aria-busy={signOut.isPending || undefined}
      >
        {signOut.isPending && <Spinner />}
        {t('app.user.signOut')}
      </button>
    </div>
  );
}
