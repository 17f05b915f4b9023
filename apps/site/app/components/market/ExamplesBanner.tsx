import { useFetcher } from '@remix-run/react';
import { Button } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/**
 * Shown while example content is on the page: says so, and removes every example (accounts,
 * requests, trips, chats) in one action through the `/dashboard` action `remove-examples`.
 */
export function ExamplesBanner() {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <aside className={styles.banner} aria-label="Contenido de ejemplo">
      <p>
        Estás viendo <strong>pedidos y viajes de ejemplo</strong> para que pruebes el sitio. Los tuyos aparecen junto a
        ellos.
      </p>
      <fetcher.Form method="post" action="/dashboard">
        <input type="hidden" name="intent" value="remove-examples" />
        <Button type="submit" variant="secondary" size="sm" isPending={busy} pendingLabel="Quitando...">
          Quitar ejemplos
        </Button>
      </fetcher.Form>
    </aside>
  );
}
