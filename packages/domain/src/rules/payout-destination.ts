/**
 * Where a withdrawal goes (issue 18 item 5): an Argentine CBU or CVU — 22 digits whose two check
 * digits follow the BCRA's algorithm — or an alias (6 to 20 letters, digits, '.' or '-').
 *
 * BCRA: the first block is 8 digits (bank 3, branch 4, check 1); the check digit makes
 * Σ digit·weight over the first 7 with weights 7,1,3,9,7,1,3, plus itself, a multiple of 10. The
 * second block is 14 digits (account 13, check 1) with weights 3,9,7,1,3,9,7,1,3,9,7,1,3. A CVU
 * (virtual wallets) is the same 22 digits with the bank code 000.
 */

/** @internal */
export const ALIAS_MIN = 6;
/** @internal */
export const ALIAS_MAX = 20;

const FIRST_WEIGHTS = [7, 1, 3, 9, 7, 1, 3] as const;
const SECOND_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

export type PayoutDestination =
  { readonly kind: 'cbu' | 'cvu'; readonly value: string } | { readonly kind: 'alias'; readonly value: string };

/** @internal */
export const DESTINATION_MESSAGES = {
  required: 'Ingresa un CBU, CVU o alias.',
  cbuLength: 'El CBU o CVU tiene 22 dígitos.',
  cbuFirstBlock: 'El CBU o CVU no es válido: revisa los primeros 8 dígitos (banco y sucursal).',
  cbuSecondBlock: 'El CBU o CVU no es válido: revisa los últimos 14 dígitos (número de cuenta).',
  aliasLength: `El alias tiene entre ${ALIAS_MIN} y ${ALIAS_MAX} caracteres.`,
  aliasCharacters: 'El alias solo puede tener letras sin tilde, números, puntos (.) y guiones (-).',
} as const;

/** The check digit that closes a block of digits with these weights. */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** Both check digits for 20 digits (bank+branch 7, account 13): the full 22-digit CBU. @internal */
export function withCheckDigits(body20: string): string {
  const first = body20.slice(0, 7);
  const account = body20.slice(7, 20);
  return `${first}${checkDigit(first, FIRST_WEIGHTS)}${account}${checkDigit(account, SECOND_WEIGHTS)}`;
}

/** Why a 22-digit string is not a CBU/CVU, or null when both check digits are right. */
function cbuProblem(digits: string): string | null {
  if (!/^\d{22}$/.test(digits)) return DESTINATION_MESSAGES.cbuLength;
  if (checkDigit(digits.slice(0, 7), FIRST_WEIGHTS) !== Number(digits[7])) return DESTINATION_MESSAGES.cbuFirstBlock;
  if (checkDigit(digits.slice(8, 21), SECOND_WEIGHTS) !== Number(digits[21])) {
    return DESTINATION_MESSAGES.cbuSecondBlock;
  }
  return null;
}

export type DestinationResult =
  { readonly ok: true; readonly destination: PayoutDestination } | { readonly ok: false; readonly message: string };

/**
 * Reads what the person typed: spaces and dashes between digits are allowed in a CBU (it is often
 * copied in groups); an alias is kept as typed, compared without case (banks treat it so).
 */
export function parsePayoutDestination(typed: string): DestinationResult {
  const text = typed.trim();
  if (text === '') return { ok: false, message: DESTINATION_MESSAGES.required };
  const compact = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    const problem = cbuProblem(compact);
    if (problem) return { ok: false, message: problem };
    return { ok: true, destination: { kind: compact.startsWith('000') ? 'cvu' : 'cbu', value: compact } };
  }
  if (text.length < ALIAS_MIN || text.length > ALIAS_MAX)
    return { ok: false, message: DESTINATION_MESSAGES.aliasLength };
  if (!/^[A-Za-z0-9.-]+$/.test(text)) return { ok: false, message: DESTINATION_MESSAGES.aliasCharacters };
  return { ok: true, destination: { kind: 'alias', value: text.toLowerCase() } };
}

/** How a destination is shown back: a CBU/CVU with all but its last 4 digits hidden. */
export function describeDestination(d: PayoutDestination): string {
  if (d.kind === 'alias') return `Alias ${d.value}`;
  return `${d.kind.toUpperCase()} •••• ${d.value.slice(-4)}`;
}
