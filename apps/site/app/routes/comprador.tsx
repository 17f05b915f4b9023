import { Form, redirect, useActionData, useNavigation, type ClientActionFunctionArgs, type MetaFunction } from '@remix-run/react';
import { CATEGORIES, CATEGORY_LABELS, COUNTRY_OPTIONS, CURRENCIES, REWARD_SLIDER, type Currency, type Category } from '@cg/domain';
import { Button } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import * as styles from '#app/styles/page.css';
import * as form from '#app/styles/form.css';

export const meta: MetaFunction = () => [{ title: 'Publicar un pedido - Conexión Global' }];

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const image = data.get('productImage');
  try {
    const published = await getMarketplace().requests.publish(null, {
      productName: text(data, 'productName'),
      productUrl: text(data, 'productUrl'),
      estimatedPrice: text(data, 'estimatedPrice'),
      currency: text(data, 'currency') as Currency,
      country: text(data, 'country'),
      reward: text(data, 'reward'),
      category: text(data, 'category') as Category,
      notes: text(data, 'notes'),
      image: image instanceof File && image.size > 0 ? image : null,
    });
    return redirect(`/pedidos/${published.id}`);
  } catch (error) {
    return toFormFailure(error);
  }
}

export default function Comprador() {
  const failure = useActionData<typeof clientAction>() as FormFailure | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/comprador';
  const errors = failure?.fieldErrors ?? {};
  const describe = (name: string) => (errors[name] ? `${name}-error` : undefined);

  return (
    <main className={styles.narrow}>
      <h1 className={styles.title}>¿Qué producto querés traer?</h1>
      {failure ? (
        <div role="alert" className={form.alert}>
          <strong>{failure.title}</strong> {failure.description}
        </div>
      ) : null}
      {/* No `reset` on failure: the browser keeps what the person typed. */}
      <Form method="post" encType="multipart/form-data" className={form.form} noValidate>
        <Field label="Nombre del producto" name="productName" error={errors.productName}>
          <input id="productName" name="productName" required maxLength={120} aria-invalid={!!errors.productName} aria-describedby={describe('productName')} className={form.input} />
        </Field>
        <Field label="Enlace del producto" name="productUrl" error={errors.productUrl}>
          <input id="productUrl" name="productUrl" type="url" required inputMode="url" placeholder="https://" aria-invalid={!!errors.productUrl} aria-describedby={describe('productUrl')} className={form.input} />
        </Field>
        <div className={form.row}>
          <Field label="Precio estimado" name="estimatedPrice" error={errors.estimatedPrice}>
            <input id="estimatedPrice" name="estimatedPrice" type="number" step="0.01" min="0" required inputMode="decimal" aria-invalid={!!errors.estimatedPrice} aria-describedby={describe('estimatedPrice')} className={form.input} />
          </Field>
          <Field label="Moneda" name="currency" error={errors.currency}>
            <select id="currency" name="currency" defaultValue="USD" className={form.input}>
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="País de compra" name="country" error={errors.country}>
          <select id="country" name="country" required defaultValue="" aria-invalid={!!errors.country} aria-describedby={describe('country')} className={form.input}>
            <option value="" disabled>
              Elegí un país
            </option>
            {COUNTRY_OPTIONS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.flag} {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Recompensa para el viajero (USD)" name="reward" error={errors.reward}>
          <input id="reward" name="reward" type="number" min={REWARD_SLIDER.min} max={REWARD_SLIDER.max} step={REWARD_SLIDER.step} defaultValue={REWARD_SLIDER.defaultValue} className={form.input} />
        </Field>
        <Field label="Categoría" name="category" error={errors.category}>
          <select id="category" name="category" required defaultValue="" aria-invalid={!!errors.category} aria-describedby={describe('category')} className={form.input}>
            <option value="" disabled>
              Elegí una categoría
            </option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Notas (opcional)" name="notes" error={errors.notes}>
          <textarea id="notes" name="notes" rows={3} maxLength={1000} className={form.input} />
        </Field>
        <Field label="Imagen del producto" name="productImage" error={errors.image ?? errors.productImage}>
          <input id="productImage" name="productImage" type="file" accept="image/png,image/jpeg,image/gif,image/webp" aria-describedby="productImage-hint" className={form.input} />
          <span id="productImage-hint" className={form.hint}>
            PNG, JPG, GIF hasta 10MB
          </span>
        </Field>
        <Button type="submit" isPending={busy} pendingLabel="Publicando...">
          Publicar pedido
        </Button>
      </Form>
    </main>
  );
}

function Field({ label, name, error, children }: { label: string; name: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={form.field}>
      <label htmlFor={name} className={form.label}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${name}-error`} className={form.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
