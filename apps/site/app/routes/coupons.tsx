import { useLoaderData, useRevalidator, type MetaFunction } from '@remix-run/react';
import { useState } from 'react';
import { isDomainError, type CouponView, formatDate } from '@cg/domain';
import { Card, CouponCard, CouponRedeemForm, EmptyState, Icon, type CouponRedeemResult } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Cupones - Conexión Global' }];

export async function clientLoader() {
  const actor = await currentActor();
  if (!actor) return { coupons: null as readonly CouponView[] | null };
  return { coupons: await getMarketplace().coupons.mine(actor) };
}

/** When it ends, or the payment that used it. */
function detailOf(coupon: CouponView): string {
  if (coupon.state === 'used') return 'Ya lo usaste en un pago.';
  const when = formatDate(coupon.expiresAt, 'short');
  return coupon.state === 'expired' ? `Venció el ${when}.` : `Vence el ${when}.`;
}

export default function Coupons() {
  const { coupons } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CouponRedeemResult | null>(null);
  if (!coupons) return <LoginRequired title="Cupones" />;

  async function redeem(typed: string) {
    setPending(true);
    try {
      const actor = await currentActor();
      const coupon = await getMarketplace().coupons.redeem(actor, typed);
      const title = `Cupón "${coupon.code}" aplicado`;
      setResult({ kind: 'redeemed', title, description: 'Se descontará de la tarifa de servicio de tu próximo pago.' });
      toast({ title, variant: 'success' });
      setCode('');
      revalidator.revalidate();
    } catch (error) {
      if (!isDomainError(error) || !error.code.startsWith('coupon_')) {
        if (isDomainError(error)) toastError(error);
        else throw error;
        return;
      }
      setResult({ kind: 'refused', title: error.title, description: error.description });
      toastError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <main className={page.page}>
      <h1 className={page.title}>Cupones</h1>
      <Card padding="lg" gap="md" role="region" aria-labelledby="canjear">
        <h2 id="canjear" className={content.cardTitle}>
          Canjear un cupón
        </h2>
        <p className={content.muted}>
          Los cupones los emite Conexión Global y descuentan la tarifa de servicio de un pago. Cada cupón se usa una
          sola vez.
        </p>
        <CouponRedeemForm
          value={code}
          onChange={setCode}
          onSubmit={(typed) => void redeem(typed)}
          isPending={pending}
          result={result}
        />
      </Card>
      <section className={content.section} aria-labelledby="mis-cupones">
        <h2 id="mis-cupones" className={content.sectionTitle}>
          Mis cupones
        </h2>
        {coupons.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<Icon name="gift" />}
            title="Todavía no tienes cupones"
            description="Cuando canjees un código, aparecerá aquí hasta que lo uses al pagar un pedido."
          />
        ) : (
          <ul className={content.cards}>
            {coupons.map((coupon) => (
              <CouponCard
                key={coupon.code}
                code={coupon.code}
                description={coupon.description}
                discountText={coupon.discountText}
                detail={detailOf(coupon)}
                state={coupon.state}
                demo={coupon.demo}
              />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
