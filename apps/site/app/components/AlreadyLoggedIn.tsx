import { Icon, Link } from '@cg/ui';
import { useCurrentUser } from '#app/lib/session';
import * as styles from '#app/styles/traveller.css';

/**
 * On /login and /registro for someone already logged in: says who, that going on replaces that
 * session, and offers the way back. The form stays, so switching accounts on a shared computer
 * still works.
 */
export function AlreadyLoggedIn({ action }: { action: 'login' | 'register' }) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.bannerInfo} role="note" aria-label="Sesión iniciada">
      <span className={styles.bannerIcon} aria-hidden="true">
        <Icon name="info" />
      </span>
      <div className={styles.bannerBody}>
        <p>
          Ya iniciaste sesión como <strong>{user.name}</strong>.
          <br />
          <span className={styles.email}>{user.email}</span>
        </p>
        <p>
          {action === 'login'
            ? 'Si entras con otra cuenta, se cerrará esta sesión.'
            : 'Si creas otra cuenta, se cerrará esta sesión.'}
        </p>
        <p>
          <Link href="/dashboard">Ir a Mi Cuenta</Link>
        </p>
      </div>
    </div>
  );
}
