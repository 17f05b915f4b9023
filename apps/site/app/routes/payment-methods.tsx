import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { EmptyState, Icon, Link } from '@cg/ui';
import { currentActor } from '#app/lib/session';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Métodos de pago - Conexión Global' }];

export async function clientLoader() {
  return { loggedIn: (await currentActor()) !== null };
}

/**
 * The person's saved payment methods. None are saved yet (decision 023): the page used to show two
 * hard-coded sample cards to everyone, one of them expired; it now says what is true.
 */
export default function PaymentMethods() {
  const { loggedIn } = useLoaderData<typeof clientLoader>();
  if (!loggedIn) return <LoginRequired title="Métodos de pago" />;
  return (
    <main className={page.narrow}>
      <div>
        <Link href="/settings" variant="standalone">
          <Icon name="arrowLeft" /> Volver a Ajustes
        </Link>
      </div>
      <h1 className={page.title}>Métodos de pago</h1>
      <EmptyState
        icon={<Icon name="lock" />}
        title="No tienes tarjetas guardadas"
        description="En cada pago ingresas la tarjeta en el checkout: el proveedor de pagos la convierte en un código de un solo uso y su número nunca llega a Conexión Global."
      />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
