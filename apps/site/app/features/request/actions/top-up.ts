import { DomainError } from '@cg/domain';
import { OTHER_CARD } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { text } from '#app/lib/forms';
import { CARD_MESSAGES, paymentFormProblem, readCard, securityCodeOf } from '#app/lib/card-form';

/** The card form refused before the provider is asked: each field's message, as checkout says it. */
const cardProblem = (fieldErrors: Record<string, string>) =>
  new DomainError('validation', 'Error de validación', paymentFormProblem(fieldErrors), fieldErrors);

/**
 * The buyer approves the top-up a higher receipt asks for (decision 052): the card that pays (a
 * saved one with its security code, or one typed now) becomes a token in the browser, as at
 * checkout; the server charges its own amount. Answers its toast's words.
 */
export async function topUpStep(id: string, data: FormData) {
  const actor = await currentActor();
  // Server mode: the provider's SDK alone; the static demo: the simulated providers (MSW) first.
  const sdk =
    import.meta.env.VITE_CG_BACKEND === 'server'
      ? await import('#app/lib/card.client')
      : await import('#app/lib/providers.client');
  const savedCard = text(data, 'savedCard');
  let token;
  if (savedCard !== '' && savedCard !== OTHER_CARD) {
    const securityCode = securityCodeOf(text(data, 'savedCardCvv'));
    if (securityCode === null) throw cardProblem({ savedCardCvv: CARD_MESSAGES.cardCvv });
    const saved = (await getMarketplace().paymentMethods.list(actor)).find((m) => m.id === savedCard);
    if (!saved)
      throw new DomainError(
        'not_found',
        'Tarjeta no encontrada',
        'Esa tarjeta ya no está entre tus métodos de pago. Elige otra.',
      );
    token = await sdk.tokenizeSavedCard(saved.providerCardId, securityCode);
  } else {
    const read = readCard({
      cardNumber: text(data, 'cardNumber'),
      cardExpiry: text(data, 'cardExpiry'),
      cardCvv: text(data, 'cardCvv'),
      cardholderName: text(data, 'cardholderName'),
    });
    if ('fieldErrors' in read) throw cardProblem(read.fieldErrors);
    token = await sdk.tokenizeCard(read.card);
  }
  const outcome = await getMarketplace().topUps.approve(actor, id, { cardToken: token.id });
  return outcome.status === 'approved'
    ? (['Pago adicional aprobado', 'Ya puedes darle el código a tu viajero.'] as const)
    : (['Pago adicional en proceso', 'El proveedor está revisando el pago. Te avisamos cuando lo confirme.'] as const);
}
