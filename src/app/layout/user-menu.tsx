import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeServerVersion, logout, serverQueries, userQueries } from '@/api';
import { Avatar } from '@/components/avatar';
import { Spinner } from '@/components/spinner';
import styles from './user-menu.module.css';

/**
 * The signed-in user (avatar on their `avatarColor`, name), the server they are signed in to
 * ("Immich 3.2.2") and the sign-out button. Signing out goes to sign-in, which then forgets
 * everything cached in this tab (queries and queued changes).
 */
export function UserMenu() {
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
            <span className={styles.name}>
              <span className="visually-hidden">Signed in as </span>
              {me.data.name || me.data.email}
            </span>
            {version.data && <span className={styles.server}>{describeServerVersion(version.data)}</span>}
          </span>
        </span>
      )}
      {signOut.isError && (
        <span className={styles.error} role="alert">
          Couldn’t sign out. Check your connection and try again.
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
        Sign out
      </button>
    </div>
  );
}
