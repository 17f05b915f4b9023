import { redirect } from '@remix-run/react';
import { billingSchema, isDomainError, type Actor, type PaymentOutcome } from '@cg/domain';
import type { CardDetails } from '@cg/providers';
import { OTHER_CARD } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import { providerCopy } from '#app/lib/checkout.client';
import { CARD_MESSAGES, paymentFormProblem, readCard, securityCodeOf } from '#app/lib/card-form';
import { NO_COUPON } from '../no-coupon';

export type CheckoutResult = FormFailure | { ok: 'in_process' };

interface Billing {
  name: string;
  email: string;
  address: string;
}

/** What pays: a card typed now, or one of the buyer's saved cards with its security code. */
type PayingCard = { readonly details: CardDetails } | { readonly saved: string; readonly securityCode: string };

/**
 * The checkout form as sent: the billing details and the card that pays, or the form's failure
 * with every field's error (nothing is asked of anyone before the form is whole).
 */
export function readPaymentForm(data: FormData): { billing: Billing; card: PayingCard } | FormFailure {
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
    return {
      ok: false,
      code: 'validation',
      title: 'Error de validación',
      description: paymentFormProblem(fieldErrors),
      fieldErrors,
    };
  }
  return { billing, card };
}

/** The instalments and the coupon chosen (absent: one instalment, no coupon), and the submission's key. */
export function paymentOptionsOf(data: FormData) {
  // Absent when the provider offered no instalments (then one).
  const installments = text(data, 'installments') === '' ? undefined : Number(text(data, 'installments'));
  // A code only: the server checks it is the buyer's and computes the discount itself.
  const coupon = text(data, 'coupon') === NO_COUPON ? undefined : text(data, 'coupon') || undefined;
  return { installments, coupon };
}

interface PaymentOptions {
  installments: number | undefined;
  coupon: string | undefined;
  idempotencyKey?: string | undefined;
}

/** One payment per order at a time in this page: a second submit waits for the first. */
const inFlight = new Map<string, Promise<CheckoutResult | Response>>();

/** Pays the order, or joins its payment already under way in this page. */
export async function payOnce(
  actor: Actor,
  orderId: string,
  billing: Billing,
  card: PayingCard,
  options: PaymentOptions,
): Promise<CheckoutResult | Response> {
  const running = inFlight.get(orderId) ?? pay(actor, orderId, billing, card, options);
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
  billing: Billing,
  card: PayingCard,
  options: PaymentOptions,
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
