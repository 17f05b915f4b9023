/**
 * Issue 37 (decision 047): the clause on who pays the tax on the excess. When an order takes the
 * traveller's month of entry beyond their franchise (`allowanceCheck().crosses`), the order is made
 * only with a clause: the buyer pays it (held in escrow, released to the traveller with no
 * commission, decision 007) or the traveller does (out of their reward). Frozen when the order is
 * made, at that moment's rate, as the ledger counts before payment. Pure.
 */
import { DomainError } from '#src/domain-error';
import { formatMoney, type Cents } from '#src/money';
import type { AllowanceCheck } from '#src/rules/allowance';
import { CUSTOMS_PAYERS, type CustomsClause, type CustomsPayer } from '#src/schemas/product-request';

const usd = (cents: Cents) => formatMoney(cents, 'USD');

/** The field messages: a payer that is not one of the two. */
const CUSTOMS_PAYER_MESSAGES = {
  invalid: 'Elige quién paga el impuesto: quien compra o quien viaja.',
} as const;

/** A payer as sent (absent: none), or a validation refusal for anything but the two words. */
export function customsPayerOf(value: unknown): CustomsPayer | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && (CUSTOMS_PAYERS as readonly string[]).includes(value)) return value as CustomsPayer;
  throw new DomainError('validation', 'Campos requeridos', CUSTOMS_PAYER_MESSAGES.invalid, {
    customsPayer: CUSTOMS_PAYER_MESSAGES.invalid,
  });
}

/** The refusal of a crossing order with no clause, in the traveller's words. */
function clauseRequired(check: AllowanceCheck): DomainError {
  const text = `Este pedido supera tu franquicia de este mes en ${usd(check.excessUsdCents)}: elige quién paga el impuesto de ${usd(check.taxUsdCents)}.`;
  return new DomainError('validation', 'Falta quién paga el impuesto', text, { customsPayer: text });
}

/** The refusal of an offer made with no clause whose order now crosses, in the buyer's words. */
export function offerClauseMissing(check: AllowanceCheck): DomainError {
  return new DomainError(
    'invalid_transition',
    'Falta quién paga el impuesto',
    `Con este pedido el viajero supera su franquicia en ${usd(check.excessUsdCents)} (impuesto de ${usd(check.taxUsdCents)}) y su oferta no dice quién lo paga: debe ofertar de nuevo.`,
  );
}

/**
 * The clause an order is made with: null when it stays within the franchise (a payer given then is
 * ignored), the refusal when it crosses and nobody was named.
 */
export function customsClauseFor(
  check: AllowanceCheck,
  payer: CustomsPayer | null,
  agreedAt: string,
  missing: (check: AllowanceCheck) => DomainError = clauseRequired,
): CustomsClause | null {
  if (!check.crosses) return null;
  if (payer === null) throw missing(check);
  return {
    payer,
    month: check.month,
    excessUsdCents: check.excessUsdCents,
    taxUsdCents: check.taxUsdCents,
    agreedAt,
  };
}

/** The tax the buyer adds to the escrow: the clause's when the buyer pays it, else nothing. */
export const buyerCustomsTaxCents = (clause: CustomsClause | null | undefined): Cents =>
  clause?.payer === 'buyer' ? clause.taxUsdCents : 0;

/**
 * The traveller's payout line about the clause (the wallet): the buyer's tax released with no
 * commission, or the traveller's own to pay (nothing moved by the platform). Null: no clause.
 */
export function customsPayoutText(clause: CustomsClause | null): string | null {
  if (!clause) return null;
  return clause.payer === 'buyer'
    ? `+ impuesto por exceso de franquicia ${usd(clause.taxUsdCents)} (lo pagó quien compra; sin comisión)`
    : `Impuesto por exceso de franquicia ${usd(clause.taxUsdCents)}: a tu cargo, sale de tu recompensa`;
}

/** The clause in words, for both parties (the order, the chat header, the receipt). */
export function customsClauseText(clause: CustomsClause): string {
  const excess = `Este pedido supera la franquicia del viajero en ${usd(clause.excessUsdCents)}`;
  return clause.payer === 'buyer'
    ? `${excess}: el impuesto de ${usd(clause.taxUsdCents)} lo paga quien compra (se suma al pago en garantía y se libera al viajero sin comisión).`
    : `${excess}: el impuesto de ${usd(clause.taxUsdCents)} lo paga quien viaja (sale de su recompensa).`;
}
