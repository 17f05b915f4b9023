import { useFetcher } from '@remix-run/react';
import { Button, Card } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/** While the static demo's examples are there: removing them all at once. */
export function RemoveExamples() {
  const fetcher = useFetcher();
  return (
    <Card variant="sunken" padding="md" gap="sm" as="section" aria-labelledby="ejemplos">
      <h2 id="ejemplos" className={styles.cardTitle}>
        Contenido de ejemplo
      </h2>
      <p>El sitio muestra pedidos y viajes de ejemplo para que puedas probarlo. Puedes quitarlos todos de una vez.</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-examples" />
        <Button type="submit" variant="secondary" isPending={fetcher.state !== 'idle'} pendingLabel="Quitando...">
          Quitar ejemplos
        </Button>
      </fetcher.Form>
    </Card>
  );
}
