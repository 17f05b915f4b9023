// Paying an accepted order: the billing details, the card, the instalments and a coupon, into
// escrow. The form's parts and the payment itself are in features/checkout/.
import {
  Form,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useState } from 'react';
import { useActionResult } from '#app/lib/action-result';
import { formatMoney, withCoupon, type CouponView } from '@cg/domain';
import { Button, OTHER_CARD } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { requireUser } from '#app/lib/session';
import { sessionEnded } from '#app/lib/forms';
import { toastError } from '#app/lib/toast';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { quoteOrRedirect } from '#app/lib/checkout.client';
import { savedCardItem } from '#app/lib/card-form';
import { EscrowFigures } from '#app/components/market/EscrowFigures';
import type { CheckoutResult } from '#app/features/checkout/actions/pay';
import { NO_COUPON } from '#app/features/checkout/no-coupon';
import { BillingFields } from '#app/features/checkout/BillingFields';
import { CardFields } from '#app/features/checkout/CardFields';
import { CouponField } from '#app/features/checkout/CouponField';
import { PaymentStatus } from '#app/features/checkout/PaymentStatus';
import { useInstallmentOffer } from '#app/features/checkout/installments';
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

// Paying (the form read against the billing schema — zod and the domain's schemas, about 25 KiB
// gzip —, the card's checks, the provider's token, the payment) is needed by a submission only:
// the loader starts fetching it beside the data, after the first paint, and the action waits for
// it. A failed fetch is tried again by the next submission (decision 024).
let payment: Promise<typeof import('#app/features/checkout/actions/pay')> | null = null;
function loadPayment() {
  payment ??= import('#app/features/checkout/actions/pay').catch((error: unknown) => {
    payment = null;
    throw error;
  });
  return payment;
}

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: 'Acción requerida',
    description: 'Debes iniciar sesión para pagar un pedido.',
  });
  loadPayment().catch(() => undefined); // the action asks again if this fails
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

export async function clientAction({ request, params }: ClientActionFunctionArgs): Promise<CheckoutResult | Response> {
  const orderId = params.orderId ?? '';
  const data = await request.formData();
  const { payOnce, paymentOptionsOf, readPaymentForm } = await loadPayment();
  const read = readPaymentForm(data);
  if ('ok' in read) {
    toastError(read);
    return read;
  }
  const user = await requireUser(request);
  return payOnce({ id: user.id }, orderId, read.billing, read.card, {
    ...paymentOptionsOf(data),
    ...submissionOf(data),
  });
}

export default function Checkout() {
  const { order, breakdown: quoted, billing, coupons, savedCards } = useLoaderData<typeof clientLoader>();
  const [couponCode, setCouponCode] = useState(NO_COUPON);
  // With saved cards, the default one is chosen first (decision 027); "Otra tarjeta" is today's fields.
  const [cardChoice, setCardChoice] = useState(
    () => (savedCards.find((c) => c.isDefault) ?? savedCards[0])?.id ?? OTHER_CARD,
  );
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
          <BillingFields billing={billing} errors={errors} paying={paying} />
          <CardFields
            savedCards={savedCards}
            cardChoice={cardChoice}
            onCardChoice={setCardChoice}
            offer={offer}
            errors={errors}
            paying={paying}
          />
          <CouponField
            coupons={coupons}
            quotedCoupon={quoted.coupon}
            couponCode={couponCode}
            onCouponCode={setCouponCode}
            paying={paying}
          />
          <PaymentStatus orderId={order.id} inProcess={inProcess} paying={paying} />
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
