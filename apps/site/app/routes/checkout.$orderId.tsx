import {
  Form,
  redirect,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useActionResult } from '#app/lib/action-result';
import {
  billingSchema,
  formatMoney,
  isDomainError,
  withCoupon,
  type Actor,
  type CardDetails,
  type CouponView,
  type InstallmentOption,
  type PaymentOutcome,
} from '@cg/domain';
import { Button, Link, OTHER_CARD, SavedCardChooser, Select, TextField } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { requireUser } from '#app/lib/session';
import { sessionEnded, text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { providerCopy, quoteOrRedirect } from '#app/lib/checkout.client';
import { CARD_MESSAGES, readCard, savedCardItem, securityCodeOf } from '#app/lib/card-form';
import { EscrowFigures } from '#app/components/market/EscrowFigures';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Pagar pedido - Conexión Global' }];

// In server mode the root revalidates on every live change, and the buyer's own payment is one:
// re-running this loader while the payment is answered would find the order paid and send the
// buyer to Mi Cuenta instead of the code on /payment-success. So the loader runs on arrival and
// after this form's own submissions, not on someone else's news.
// A refusal because the session ended keeps the form as it is (keepFormWhenSessionEnded).
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  sessionEnded(args.actionResult)
    ? false
    : args.formMethod
      ? args.defaultShouldRevalidate
      : args.currentUrl.pathname !== args.nextUrl.pathname;

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: 'Acción requerida',
    description: 'Debes iniciar sesión para pagar un pedido.',
  });
  const { request: order, breakdown } = await quoteOrRedirect({ id: user.id }, params.orderId ?? '');
  const [pending, coupons, cards] = await Promise.all([
    getMarketplace().payments.pending({ id: user.id }, order.id),
    // A quote that already carries a coupon keeps it; otherwise the buyer's usable ones.
    breakdown.coupon ? [] : getMarketplace().coupons.mine({ id: user.id }),
    // The buyer's saved cards that can still pay (decision 027).
    getMarketplace().paymentMethods.list({ id: user.id }),
  ]);
  return {
    order: { id: order.id, productName: order.productName, acceptedByName: order.acceptedByName },
    breakdown,
    coupons: coupons.filter((c) => c.state === 'available'),
    savedCards: cards.filter((c) => !c.expired).map(savedCardItem),
    billing: pending?.billing ?? { name: user.name, email: user.email, address: '' },
  };
}

type CheckoutResult = FormFailure | { ok: 'in_process' };

/** What pays: a card typed now, or one of the buyer's saved cards with its security code. */
type PayingCard = { readonly details: CardDetails } | { readonly saved: string; readonly securityCode: string };

/** The coupon menu's "Sin cupón". */
const NO_COUPON = 'sin-cupon';

/** One payment per order at a time in this page: a second submit waits for the first. */
const inFlight = new Map<string, Promise<CheckoutResult | Response>>();

export async function clientAction({ request, params }: ClientActionFunctionArgs): Promise<CheckoutResult | Response> {
  const orderId = params.orderId ?? '';
  const data = await request.formData();
  const billing = { name: text(data, 'name'), email: text(data, 'email'), address: text(data, 'address') };
  const parsed = billingSchema.safeParse(billing);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  // A saved card (decision 027): only its security code is typed; otherwise the whole card.
  const savedCard = text(data, 'savedCard');
  let card: PayingCard | null = null;
  if (savedCard !== '' && savedCard !== OTHER_CARD) {
    const securityCode = securityCodeOf(text(data, 'savedCardCvv'));
    if (securityCode === null) fieldErrors.savedCardCvv = CARD_MESSAGES.cardCvv;
    else card = { saved: savedCard, securityCode };
  } else {
    const read = readCard({
      cardNumber: text(data, 'cardNumber'),
      cardExpiry: text(data, 'cardExpiry'),
      cardCvv: text(data, 'cardCvv'),
      cardholderName: text(data, 'cardholderName'),
    });
    if ('fieldErrors' in read) Object.assign(fieldErrors, read.fieldErrors);
    else card = { details: read.card };
  }
  if (Object.keys(fieldErrors).length > 0 || card === null) {
    const failure: FormFailure = {
      ok: false,
      code: 'validation',
      title: 'Error de validación',
      description: 'Por favor, completa todos los campos de facturación.',
      fieldErrors,
    };
    toastError(failure);
    return failure;
  }

  const user = await requireUser(request);
  const actor: Actor = { id: user.id };
  // Absent when the provider offered no instalments (then one).
  const installments = text(data, 'installments') === '' ? undefined : Number(text(data, 'installments'));
  // A code only: the server checks it is the buyer's and computes the discount itself.
  const coupon = text(data, 'coupon') === NO_COUPON ? undefined : text(data, 'coupon') || undefined;
  const running =
    inFlight.get(orderId) ?? pay(actor, orderId, billing, card, { installments, coupon, ...submissionOf(data) });
  inFlight.set(orderId, running);
  try {
    return await running;
  } finally {
    inFlight.delete(orderId);
  }
}

async function pay(
  actor: Actor,
  orderId: string,
  billing: { name: string; email: string; address: string },
  card: PayingCard,
  options: { installments: number | undefined; coupon: string | undefined; idempotencyKey?: string | undefined },
): Promise<CheckoutResult | Response> {
  let outcome: PaymentOutcome;
  try {
    // Server mode: the provider's SDK alone; the static demo: the simulated providers (MSW) first.
    // (The build-time constant is spelled out here so that each build keeps only its own import.)
    const sdk =
      import.meta.env.VITE_CG_BACKEND === 'server'
        ? await import('#app/lib/card.client')
        : await import('#app/lib/providers.client');
    let token;
    if ('saved' in card) {
      // The buyer's own card: looked up among theirs (another id is no card), tokenised by the SDK.
      const mine = await getMarketplace().paymentMethods.list(actor);
      const saved = mine.find((m) => m.id === card.saved);
      if (!saved) {
        const failure: FormFailure = {
          ok: false,
          code: 'not_found',
          title: 'Tarjeta no encontrada',
          description: 'Esa tarjeta ya no está entre tus métodos de pago. Elige otra.',
          fieldErrors: {},
        };
        toastError(failure);
        return failure;
      }
      token = await sdk.tokenizeSavedCard(saved.providerCardId, card.securityCode);
    } else {
      token = await sdk.tokenizeCard(card.details);
    }
    outcome = await getMarketplace().payments.payWithCard(actor, orderId, billing, token.id, {
      ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
      ...(options.installments === undefined ? {} : { installments: options.installments }),
      ...(options.coupon === undefined ? {} : { coupon: options.coupon }),
    });
  } catch (error) {
    if (isDomainError(error)) {
      if (error.code === 'already_paid') {
        toast({ title: error.title, description: error.description });
        return redirect('/dashboard');
      }
      // Spec §8: the buyer sees 'Error de Pago' whatever the provider's trouble was.
      const failure: FormFailure =
        error.code === 'provider_unavailable'
          ? {
              ok: false,
              code: error.code,
              title: 'Error de Pago',
              description:
                'Ocurrió un error al procesar el pago. Puedes intentarlo de nuevo: nunca se cobra dos veces.',
              fieldErrors: {},
            }
          : toFormFailure(error);
      toastError(failure);
      return failure;
    }
    const copy = providerCopy(error) ?? { title: 'Error de Pago', description: 'Ocurrió un error al procesar el pago' };
    // A provider's own refusal (a declined card): its Spanish copy, as a failed payment.
    const failure: FormFailure = { ok: false, code: 'payment_failed', ...copy, fieldErrors: {} };
    toastError(failure);
    return failure;
  }
  if (outcome.status === 'in_process') {
    toast({
      title: 'Pago en proceso',
      description: 'El proveedor está revisando el pago. Consulta su estado en unos segundos.',
    });
    return { ok: 'in_process' as const };
  }
  toast({
    title: '¡Pago Exitoso!',
    description: 'Tu pago quedó en garantía hasta que recibas el producto.',
    variant: 'success',
  });
  return redirect(`/payment-success?order_id=${encodeURIComponent(orderId)}&status=approved`);
}

/** The provider's instalment offer for the total (asked through its SDK); empty while unknown or when it offers none. */
function useInstallmentOffer(totalUsdCents: number): readonly InstallmentOption[] {
  const [offer, setOffer] = useState<readonly InstallmentOption[]>([]);
  useEffect(() => {
    const unmounted = new AbortController();
    void (async () => {
      try {
        // The same split as the card token's: each build keeps only its own import.
        const { installmentOptions } =
          import.meta.env.VITE_CG_BACKEND === 'server'
            ? await import('#app/lib/card.client')
            : await import('#app/lib/providers.client');
        const options = await installmentOptions(totalUsdCents);
        if (!unmounted.signal.aborted) setOffer(options);
      } catch {
        // No offer (the provider is down): the payment goes in one instalment, as before.
      }
    })();
    return () => unmounted.abort();
  }, [totalUsdCents]);
  return offer;
}

/** "3 cuotas de US$ 131,25 sin interés (total US$ 393,74)"; one instalment is the whole amount. */
function installmentLabel(option: InstallmentOption): string {
  if (option.installments === 1) return `1 cuota de ${formatMoney(option.totalAmountCents, 'USD')}`;
  const each = formatMoney(option.installmentAmountCents, 'USD');
  const total = formatMoney(option.totalAmountCents, 'USD');
  return `${option.installments} cuotas de ${each}${option.interestFree ? ' sin interés' : ''} (total ${total})`;
}

export default function Checkout() {
  const { order, breakdown: quoted, billing, coupons, savedCards } = useLoaderData<typeof clientLoader>();
  const [couponCode, setCouponCode] = useState(NO_COUPON);
  // With saved cards, the default one is chosen first (decision 027); "Otra tarjeta" is today's fields.
  const [cardChoice, setCardChoice] = useState(
    () => (savedCards.find((c) => c.isDefault) ?? savedCards[0])?.id ?? OTHER_CARD,
  );
  const otherCard = cardChoice === OTHER_CARD;
  const chosen: CouponView | undefined = coupons.find((c) => c.code === couponCode);
  // A preview of what the server will charge; the server computes it again from its own figures.
  const breakdown = chosen ? withCoupon(quoted, chosen) : quoted;
  const offer = useInstallmentOffer(breakdown.totalUsdCents);
  const result = useActionResult<typeof clientAction>() as CheckoutResult | undefined;
  const failure = result && 'title' in result ? result : undefined;
  const inProcess = result !== undefined && 'ok' in result && result.ok === 'in_process';
  const navigation = useNavigation();
  // Paying lasts until the next page is on screen: after the action answers, Remix loads
  // /payment-success (its loader confirms the payment and reads the code) while this form is still
  // shown. Were the button pressable then, a second press would send a second payment (refused by
  // the server as already paid, but it would take the buyer to Mi Cuenta instead of the code).
  const paying = navigation.state !== 'idle' && navigation.formAction === `/checkout/${order.id}`;
  const submissionKey = useSubmissionKey(paying);
  const errors = failure?.fieldErrors ?? {};
  const invalid = (name: string) => ({
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
  });

  return (
    <main className={`${page.page} ${styles.fit}`}>
      <div>
        <h1 className={page.title}>Pagar pedido</h1>
        <p className={page.lead}>
          {order.productName}
          {order.acceptedByName ? ` · lo trae ${order.acceptedByName}` : ''}
        </p>
      </div>
      <div className={styles.twoColumns}>
        <Form
          method="post"
          className={`${form.form} ${styles.fit}`}
          noValidate
          aria-label="Datos de pago"
          aria-busy={paying}
        >
          <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />
          {failure ? (
            <div role="alert" className={form.alert}>
              <strong>{failure.title}</strong> - {failure.description}
            </div>
          ) : null}
          <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
            <legend className={form.legend}>Datos de facturación</legend>
            <TextField
              label="Nombre completo"
              name="name"
              autoComplete="name"
              isRequired
              defaultValue={billing.name}
              {...invalid('name')}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              defaultValue={billing.email}
              {...invalid('email')}
            />
            <TextField
              label="Dirección"
              name="address"
              autoComplete="street-address"
              isRequired
              defaultValue={billing.address}
              {...invalid('address')}
            />
          </fieldset>
          <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
            <legend className={form.legend}>Tarjeta</legend>
            {savedCards.length > 0 ? (
              <SavedCardChooser cards={savedCards} value={cardChoice} onChange={setCardChoice} isDisabled={paying} />
            ) : null}
            {otherCard ? (
              <>
                <p className={form.hint}>
                  Pagos simulados: usa la tarjeta de prueba 4509 9535 6623 3704, cualquier vencimiento futuro y
                  cualquier código.
                </p>
                <TextField
                  label="Número de tarjeta"
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  isRequired
                  {...invalid('cardNumber')}
                />
                <div className={form.row}>
                  <TextField
                    label="Vencimiento (MM/AA)"
                    name="cardExpiry"
                    autoComplete="cc-exp"
                    placeholder="12/30"
                    isRequired
                    {...invalid('cardExpiry')}
                  />
                  <TextField
                    label="Código de seguridad"
                    name="cardCvv"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    isRequired
                    {...invalid('cardCvv')}
                  />
                </div>
                <TextField
                  label="Nombre en la tarjeta"
                  name="cardholderName"
                  autoComplete="cc-name"
                  isRequired
                  {...invalid('cardholderName')}
                />
              </>
            ) : (
              // Only the security code: the provider keeps the rest of the card.
              <TextField
                key={cardChoice}
                label="Código de seguridad"
                name="savedCardCvv"
                inputMode="numeric"
                autoComplete="cc-csc"
                isRequired
                {...invalid('savedCardCvv')}
              />
            )}
            {/* Only what the provider offers for this total; without an offer, one instalment. */}
            {offer.length > 1 ? (
              <Select
                label="Cuotas"
                name="installments"
                defaultValue={String(offer[0]?.installments ?? 1)}
                options={offer.map((o) => ({ id: String(o.installments), label: installmentLabel(o) }))}
                {...invalid('installments')}
              />
            ) : null}
          </fieldset>
          {coupons.length > 0 ? (
            <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
              <legend className={form.legend}>Cupón</legend>
              <Select
                label="Cupón de descuento"
                name="coupon"
                value={couponCode}
                onChange={(key) => setCouponCode(String(key ?? NO_COUPON))}
                options={[
                  { id: NO_COUPON, label: 'Sin cupón' },
                  ...coupons.map((c) => ({ id: c.code, label: `${c.code}: ${c.discountText}` })),
                ]}
              />
              <p className={form.hint}>Se descuenta de la tarifa de servicio. Cada cupón se usa una sola vez.</p>
            </fieldset>
          ) : quoted.coupon ? (
            <p className={form.hint}>
              Cupón {quoted.coupon.code} aplicado a este pedido: se descuentan{' '}
              {formatMoney(quoted.coupon.discountUsdCents, 'USD')} de la tarifa de servicio.
            </p>
          ) : null}
          {inProcess && !paying ? (
            <div role="status" className={styles.warning}>
              <strong>Pago en proceso</strong> - El proveedor está revisando el pago; no vuelvas a pagar. En unos
              segundos{' '}
              <Link href={`/payment-success?order_id=${encodeURIComponent(order.id)}&status=approved`}>
                consulta el estado del pago
              </Link>
              .
            </div>
          ) : null}
          {paying ? (
            <div role="status" className={styles.section}>
              <span>Procesando pago... no cierres esta página.</span>
              <progress className={styles.progress} aria-label="Procesando pago" />
            </div>
          ) : null}
          <Button type="submit" size="lg" fullWidth isPending={paying} pendingLabel="Procesando pago...">
            {`Pagar ${formatMoney(breakdown.totalUsdCents, 'USD')}`}
          </Button>
        </Form>
        <div className={styles.summaryFirst}>
          <EscrowFigures
            breakdown={breakdown}
            productName={order.productName}
            status={paying ? 'paying' : 'awaitingPayment'}
          />
        </div>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
