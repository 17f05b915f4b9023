import { useLoaderData, useRevalidator, type MetaFunction } from '@remix-run/react';
import { useState } from 'react';
import { isDomainError, type PaymentMethodView } from '@cg/domain';
import { Card, Link, Icon, SavedCardForm, SavedCardList, type SavedCardFormValues } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { readCard, savedCardItem } from '#app/lib/card-form';
import { providerCopy } from '#app/lib/checkout.client';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Métodos de pago - Conexión Global' }];

export async function clientLoader() {
  const actor = await currentActor();
  if (!actor) return { cards: null as readonly PaymentMethodView[] | null };
  return { cards: await getMarketplace().paymentMethods.list(actor) };
}

interface Failure {
  readonly title: string;
  readonly description: string;
}

/** What the person reads when the provider could not be reached (spec §8's tone, in tú). */
const PROVIDER_DOWN: Failure = {
  title: 'Servicio de pagos no disponible',
  description: 'No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos.',
};

/** Any failure of a card action, in Spanish: the domain's own words, the provider's, or "no answer". */
function failureOf(error: unknown): Failure {
  if (isDomainError(error)) return error.code === 'provider_unavailable' ? PROVIDER_DOWN : error;
  // The SDK could not reach the provider: no payment is being made here, so not "Error de Pago".
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  if (kind === 'unavailable' || kind === 'timeout') return PROVIDER_DOWN;
  return providerCopy(error) ?? PROVIDER_DOWN;
}

/**
 * The person's cards saved with the payment provider (decision 027): added through the provider's
 * SDK as at checkout (the number becomes a one-time token in the browser and never reaches our
 * server), made default, removed after a confirmation.
 */
export default function PaymentMethods() {
  const { cards } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [defaultingId, setDefaultingId] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  // The form is drawn again (empty) after a card is kept; what was typed stays after a refusal.
  const [formKey, setFormKey] = useState(0);
  if (!cards) return <LoginRequired title="Métodos de pago" />;

  async function save(typed: SavedCardFormValues) {
    const read = readCard(typed);
    if ('fieldErrors' in read) {
      setFieldErrors(read.fieldErrors);
      setFailure({ title: 'Error de validación', description: 'Revisa los datos de la tarjeta.' });
      return;
    }
    setSaving(true);
    setFieldErrors({});
    setFailure(null);
    try {
      // Server mode: the provider's SDK alone; the static demo: the simulated providers (MSW) first.
      const { tokenizeCard } =
        import.meta.env.VITE_CG_BACKEND === 'server'
          ? await import('#app/lib/card.client')
          : await import('#app/lib/providers.client');
      const token = await tokenizeCard(read.card);
      const saved = await getMarketplace().paymentMethods.save(await currentActor(), { cardToken: token.id });
      toast({
        title: 'Tarjeta guardada',
        description: `${saved.brandName} •••• ${saved.lastFour}`,
        variant: 'success',
      });
      setFormKey((k) => k + 1);
      revalidator.revalidate();
    } catch (error) {
      const shown = failureOf(error);
      setFailure(shown);
      toastError(shown);
    } finally {
      setSaving(false);
    }
  }

  async function change(id: string, action: 'default' | 'remove') {
    const set = action === 'default' ? setDefaultingId : setRemovingId;
    set(id);
    try {
      const actor = await currentActor();
      if (action === 'default') {
        await getMarketplace().paymentMethods.setDefault(actor, id);
        toast({ title: 'Tarjeta predeterminada actualizada', variant: 'success' });
      } else {
        await getMarketplace().paymentMethods.remove(actor, id);
        toast({ title: 'Tarjeta eliminada', variant: 'success' });
      }
      revalidator.revalidate();
    } catch (error) {
      toastError(failureOf(error));
    } finally {
      set(null);
    }
  }

  return (
    <main className={page.narrow}>
      <div>
        <Link href="/settings" variant="standalone">
          <Icon name="arrowLeft" /> Volver a Ajustes
        </Link>
      </div>
      <h1 className={page.title}>Métodos de pago</h1>
      <section className={content.section} aria-labelledby="mis-tarjetas">
        <h2 id="mis-tarjetas" className={content.sectionTitle}>
          Mis tarjetas
        </h2>
        <SavedCardList
          headingLevel={3}
          items={cards.map(savedCardItem)}
          defaultingId={defaultingId}
          removingId={removingId}
          onSetDefault={(id) => void change(id, 'default')}
          onRemove={(id) => void change(id, 'remove')}
        />
      </section>
      <Card padding="lg" gap="md" role="region" aria-labelledby="agregar-tarjeta">
        <h2 id="agregar-tarjeta" className={content.cardTitle}>
          Agregar tarjeta
        </h2>
        <p className={content.muted}>
          El proveedor de pagos guarda la tarjeta: su número nunca llega a Conexión Global. Al pagar con ella solo te
          pedimos el código de seguridad.
        </p>
        <SavedCardForm
          key={formKey}
          hint="Pagos simulados: usa la tarjeta de prueba 4509 9535 6623 3704, cualquier vencimiento futuro y cualquier código."
          isPending={saving}
          failure={failure}
          fieldErrors={fieldErrors}
          onSubmit={(typed) => void save(typed)}
        />
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
