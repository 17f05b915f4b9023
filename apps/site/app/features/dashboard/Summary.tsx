import { Card, Link } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/** One of the account's counts at the top of the page. */
export function Count({ label, value }: { label: string; value: number | string }) {
  return (
    <Card padding="md" gap="sm" variant="sunken">
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.count}>{value}</dd>
    </Card>
  );
}

/** A tab with nothing in it yet, and where to start. */
export function Empty({ text: message, href, action }: { text: string; href: string; action: string }) {
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{message}</p>
      <Link href={href} variant="standalone">
        {action}
      </Link>
    </div>
  );
}
