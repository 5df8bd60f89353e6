import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout, userQueries } from '@/api';
import { Avatar } from '@/components/avatar';
import { Spinner } from '@/components/spinner';
import styles from './user-menu.module.css';

/**
 * The signed-in user (avatar on their `avatarColor`, name) and the sign-out button. Signing out
 * forgets everything cached in this tab (queries and queued changes), then goes to sign-in.
 */
export function UserMenu() {
  const me = useQuery(userQueries.me());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => logout(),
    onSuccess: async () => {
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });

  return (
    <div className={styles.menu}>
      {me.data && (
        <span className={styles.user}>
          <Avatar user={me.data} sizePx={32} />
          <span className={styles.name}>
            <span className="visually-hidden">Signed in as </span>
            {me.data.name || me.data.email}
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
        className="button button--quiet"
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
