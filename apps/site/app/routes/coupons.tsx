import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { SAMPLE_COUPONS, redeemCoupon } from '@cg/domain';
import { Button, Card, TextField } from '@cg/ui';
import { currentActor } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Cupones - Conexión Global' }];

export async function clientLoader() {
  return { loggedIn: (await currentActor()) !== null };
}

export default function Coupons() {
  const { loggedIn } = useLoaderData<typeof clientLoader>();
  const [code, setCode] = useState('');
  if (!loggedIn) return <LoginRequired title="Cupones" />;

  function redeem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = redeemCoupon(code);
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    toast({ title: result.title, variant: 'success' });
    setCode('');
  }

  return (
    <main className={page.page}>
      <h1 className={page.title}>Cupones</h1>
      <Card padding="lg" gap="md" role="region" aria-labelledby="canjear">
        <h2 id="canjear" className={content.cardTitle}>
          Canjear un cupón
        </h2>
        <form noValidate onSubmit={redeem} className={content.inlineForm}>
          <TextField
            label="Código de cupón"
            name="code"
            value={code}
            onChange={setCode}
            autoComplete="off"
            placeholder="Ej.: BIENVENIDO10"
          />
          <Button type="submit">Canjear</Button>
        </form>
      </Card>
      <section className={content.section} aria-labelledby="mis-cupones">
        <h2 id="mis-cupones" className={content.sectionTitle}>
          Mis cupones
        </h2>
        <ul className={content.cards}>
          {SAMPLE_COUPONS.map((coupon) => (
            <Card as="li" key={coupon.code} gap="sm" aria-label={`Cupón ${coupon.code}`}>
              <div className={content.row}>
                <span className={content.code}>{coupon.code}</span>
                <span className={coupon.status === 'Disponible' ? content.badge : content.badgeMuted}>
                  {coupon.status}
                </span>
              </div>
              <p className={content.muted}>{coupon.description}</p>
            </Card>
          ))}
        </ul>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
