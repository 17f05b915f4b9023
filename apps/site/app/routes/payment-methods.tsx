import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { SAMPLE_CARDS } from '@cg/domain';
import { Button, Card, Icon, Link, VisuallyHidden } from '@cg/ui';
import { currentActor } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Métodos de pago - Conexión Global' }];

export async function clientLoader() {
  return { loggedIn: (await currentActor()) !== null };
}

const inDevelopment = (description: string) => () => toast({ title: 'Función en desarrollo', description });

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
      <header className={content.row}>
        <h1 className={page.title}>Métodos de pago</h1>
        <Button onPress={inDevelopment('Pronto podrás agregar una tarjeta nueva.')}>Agregar tarjeta</Button>
      </header>
      <ul className={content.list}>
        {SAMPLE_CARDS.map((card) => {
          const name = `${card.brand} terminada en ${card.last4}`;
          return (
            <Card as="li" key={card.id} gap="sm" aria-label={name}>
              <div className={content.row}>
                <div>
                  <p className={content.cardTitle}>
                    {card.brand} <span aria-hidden="true">••••</span>
                    <VisuallyHidden>terminada en</VisuallyHidden> {card.last4}
                  </p>
                  <p className={content.meta}>Vence {card.expiry}</p>
                </div>
                {card.isDefault ? <span className={content.badgeInfo}>Predeterminada</span> : null}
              </div>
              <div className={content.actions}>
                {card.isDefault ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Usar como predeterminada: ${name}`}
                    onPress={inDevelopment('Pronto podrás elegir tu tarjeta predeterminada.')}
                  >
                    Usar como predeterminada
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Eliminar: ${name}`}
                  onPress={inDevelopment('Pronto podrás eliminar tus tarjetas guardadas.')}
                >
                  Eliminar
                </Button>
              </div>
            </Card>
          );
        })}
      </ul>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
