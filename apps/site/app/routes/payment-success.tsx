import {
  redirect,
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { formatMoney, isDomainError } from '@cg/domain';
import { Button, Card, Link } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { requireUser } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Pago exitoso - Conexión Global' }];

/**
 * The query string is not proof of anything: `status=approved` only lets the page ask. The
 * domain asks the payment provider whether this order holds an approved payment of exactly its
 * total, and only then marks it paid (once) and issues the buyer's code.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get('order_id');
  if (!orderId || url.searchParams.get('status') !== 'approved') throw redirect('/dashboard');
  const user = await requireUser(request, {
    title: 'Acción requerida',
    description: 'Debes iniciar sesión para ver tu pago.',
  });
  try {
    const outcome = await getMarketplace().payments.confirm({ id: user.id }, orderId);
    if (outcome.status === 'in_process') {
      toast({
        title: 'Pago en proceso',
        description: 'El proveedor todavía está revisando el pago. Revisa Mi Cuenta en unos segundos.',
      });
      throw redirect('/dashboard');
    }
    const r = outcome.request;
    return {
      state: 'paid' as const,
      order: { id: r.id, productName: r.productName, status: r.status, acceptedByName: r.acceptedByName },
      totalCents: r.payment?.totalUsdCents ?? null,
      code: await getMarketplace().requests.securityCode({ id: user.id }, r.id),
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'provider_unavailable') return { state: 'unavailable' as const, orderId };
    toast({ title: error.title, description: error.description, variant: 'destructive' });
    throw redirect('/dashboard');
  }
}

export default function PaymentSuccess() {
  const data = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  if (data.state === 'unavailable') {
    return (
      <main className={`${page.narrow} ${styles.fit}`}>
        <h1 className={page.title}>No pudimos confirmar tu pago</h1>
        <div role="alert" className={form.alert}>
          <strong>Error de Pago</strong> - Ocurrió un error al procesar el pago. El proveedor no responde; no se perdió
          nada y nunca se cobra dos veces.
        </div>
        <div className={styles.actions}>
          <Button
            onPress={() => revalidator.revalidate()}
            isPending={revalidator.state !== 'idle'}
            pendingLabel="Consultando..."
          >
            Reintentar
          </Button>
          <Link href="/dashboard" variant="button-secondary">
            Ir a Mi Cuenta
          </Link>
        </div>
      </main>
    );
  }
  const { order, totalCents, code } = data;
  return (
    <main className={`${page.narrow} ${styles.fit}`}>
      <h1 className={page.title}>¡Pago Exitoso!</h1>
      <p className={page.lead}>
        Pagaste {order.productName}
        {totalCents !== null ? ` (${formatMoney(totalCents, 'USD')})` : ''}. El dinero queda en garantía hasta que
        recibas el producto.
      </p>
      {code ? (
        <Card variant="brand" padding="lg" gap="sm" aria-labelledby="codigo">
          <h2 id="codigo" className={styles.sectionTitle}>
            Tu código de seguridad
          </h2>
          <p className={styles.code} aria-label={`Código ${code.split('').join(' ')}`}>
            {code}
          </p>
          <p>
            Dáselo a {order.acceptedByName ?? 'el viajero'} solo cuando tengas el producto en tus manos: con él se
            libera el pago.
          </p>
        </Card>
      ) : (
        <p>Este pedido ya fue entregado y el pago se liberó al viajero.</p>
      )}
      <div className={styles.actions}>
        <Link href="/dashboard" variant="button-primary">
          Ir a Mi Cuenta
        </Link>
        <Link href={`/chat/${order.id}`} variant="button-secondary">
          Chatear con el viajero
        </Link>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
