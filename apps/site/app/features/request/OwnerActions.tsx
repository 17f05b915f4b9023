import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { Button, Card, Link } from '@cg/ui';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { PayLink } from '#app/components/market/PayLink';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';

/** What the person who published the request can do here: never accept it, follow it instead. */
export function OwnerActions({
  id,
  loggedIn,
  active,
  payment,
  order = null,
}: {
  id: string;
  loggedIn: boolean;
  active: boolean;
  /** Accepted and waiting for her payment (issue 35 item 5): who accepted it, and the product for the link's name. */
  payment: { readonly acceptedByName: string | null; readonly productName: string } | null;
  /**
   * Her order once a traveller took it (accepted, paid): the chat with him, and once paid where her
   * delivery code is — the page of the request is where her notifications send her.
   */
  order?: { readonly acceptedByName: string | null; readonly paid: boolean } | null;
}) {
  const redirectTo = encodeURIComponent(`/pedidos/${id}`);
  return (
    <Card variant="sunken" padding="md" gap="sm">
      <Button isDisabled size="lg">
        Es tu propio pedido
      </Button>
      {active ? <EditOrWithdraw id={id} /> : null}
      {payment && loggedIn ? (
        <>
          <p>
            {payment.acceptedByName ?? 'Un viajero'} aceptó tu pedido. Págalo para que lo compre: el dinero queda en
            garantía hasta que recibas el producto.
          </p>
          <PayLink id={id} productName={payment.productName} size="lg" />
        </>
      ) : null}
      {order && loggedIn ? (
        <>
          {order.paid ? (
            <p>
              Tu código de seguridad está en Mi Cuenta: dáselo a {order.acceptedByName ?? 'quien viaja'} solo cuando
              tengas el producto en la mano.
            </p>
          ) : null}
          <Link href={`/chat/${id}`} variant="button-primary" size="lg">
            {order.acceptedByName ? `Chatear con ${order.acceptedByName}` : 'Ir al Chat'}
          </Link>
        </>
      ) : null}
      {loggedIn ? (
        <Link href="/dashboard" variant="button-secondary">
          Ver mis pedidos
        </Link>
      ) : (
        <>
          <p>
            Lo publicaste sin cuenta desde este navegador. Crea una cuenta o inicia sesión aquí y el pedido quedará en
            tu cuenta, para pagar y seguir la entrega.
          </p>
          <div className={styles.actions}>
            <Link href={`/registro?redirectTo=${redirectTo}`} variant="button-primary">
              Crear cuenta
            </Link>
            <Link href={`/login?redirectTo=${redirectTo}`} variant="button-secondary">
              Iniciar Sesión
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}

/** While nobody accepted it: 'Editar' (the form, prefilled) and 'Cancelar pedido' behind a confirmation. */
function EditOrWithdraw({ id }: { id: string }) {
  const fetcher = useFetcher<RequestStepResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  return (
    <div className={styles.actions}>
      <Link href={`/comprador?editar=${encodeURIComponent(id)}`} variant="button-secondary">
        Editar
      </Link>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancelar pedido
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Cancelar este pedido?">
        <p>El pedido deja de estar visible para los viajeros y nadie podrá aceptarlo. No se puede deshacer.</p>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className={form.error}>
            {fetcher.data.title} - {fetcher.data.description}
          </p>
        ) : null}
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" isPending={busy} pendingLabel="Cancelando...">
            Sí, cancelar pedido
          </Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Volver
          </Button>
        </fetcher.Form>
      </ConfirmDialog>
    </div>
  );
}
