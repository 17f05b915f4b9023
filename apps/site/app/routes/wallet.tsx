import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { PLATFORM_COMMISSION_RATE, formatMoney, formatPercent, type Wallet } from '@cg/domain';
import { Button, Card, Link } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import { formatDate } from '#app/lib/format';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Wallet - Conexión Global' }];

export async function clientLoader() {
  const actor = await currentActor();
  if (!actor) return { wallet: null as Wallet | null };
  return { wallet: await getMarketplace().wallet.wallet(actor) };
}

export default function WalletPage() {
  const { wallet } = useLoaderData<typeof clientLoader>();
  if (!wallet) return <LoginRequired title="Wallet" />;
  return (
    <main className={page.page}>
      <h1 className={page.title}>Wallet</h1>
      <Card variant="brand" padding="lg" gap="md" role="region" aria-labelledby="ganancias">
        <h2 id="ganancias" className={content.cardTitle}>
          Ganancias Disponibles
        </h2>
        <p className={content.figure} data-testid="ganancias-disponibles">
          {formatMoney(wallet.availableCents)}
        </p>
        <p className={content.muted}>
          Recompensas de tus entregas completadas, menos la comisión de la plataforma (
          {formatPercent(PLATFORM_COMMISSION_RATE)}).
        </p>
        <div className={content.actions}>
          <Button
            isDisabled={wallet.availableCents === 0}
            onPress={() =>
              toast({
                title: 'Función en desarrollo',
                description: 'Pronto podrás retirar tus ganancias a tu cuenta bancaria.',
              })
            }
          >
            Retirar Fondos
          </Button>
          <Link href="/payment-methods" variant="button-secondary">
            Métodos de pago
          </Link>
        </div>
      </Card>

      <section className={content.section} aria-labelledby="ganancias-lista">
        <div className={content.row}>
          <h2 id="ganancias-lista" className={content.sectionTitle}>
            Tus ganancias
          </h2>
          <Link href="/payment-history" variant="standalone">
            Ver historial de pagos
          </Link>
        </div>
        {wallet.earnings.length === 0 ? (
          <Card variant="sunken" gap="sm">
            <p className={content.muted}>
              Todavía no tienes ganancias. Cuando entregues un pedido y quien compró te dé su código, tu recompensa
              aparecerá aquí.
            </p>
            <div>
              <Link href="/pedidos" variant="standalone">
                Ver pedidos disponibles
              </Link>
            </div>
          </Card>
        ) : (
          <ul className={content.list}>
            {wallet.earnings.map((earning) => (
              <Card as="li" key={earning.requestId} gap="sm">
                <div className={content.row}>
                  <h3 className={content.cardTitle}>{earning.productName}</h3>
                  <strong className={content.amountPositive}>+{formatMoney(earning.payoutCents)}</strong>
                </div>
                <p className={content.meta}>
                  Entregado el <time dateTime={earning.completedAt}>{formatDate(earning.completedAt)}</time> ·
                  Recompensa {formatMoney(earning.rewardCents)} − comisión {formatMoney(earning.commissionCents)}
                </p>
              </Card>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
