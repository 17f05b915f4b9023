import type { KnownStatusDetail } from '../domain';

/** What a test card does when charged. */
export type CardOutcome = 'approved' | 'in_process' | Extract<KnownStatusDetail, `cc_rejected_${string}`>;

export interface TestCard {
  /** Digits only. */
  readonly number: string;
  readonly brand: 'visa' | 'master' | 'amex';
  readonly outcome: CardOutcome;
  /** Spanish label for docs and story controls. */
  readonly label: string;
}

/**
 * Test cards of the simulated provider (also in mocks/README.md). The approving Visa,
 * Mastercard and Amex are the numbers Argentine providers publish for their sandboxes; the
 * decline ones follow the `4000 0000 0000 xxxx` convention. Any CVV and a future expiry work,
 * except where the outcome says otherwise.
 * @internal
 */
export const testCards = [
  { number: '4509953566233704', brand: 'visa', outcome: 'approved', label: 'Visa: aprobada' },
  { number: '5031755734530604', brand: 'master', outcome: 'approved', label: 'Mastercard: aprobada' },
  { number: '371180303257522', brand: 'amex', outcome: 'approved', label: 'American Express: aprobada' },
  {
    number: '4242424242424242',
    brand: 'visa',
    outcome: 'approved',
    label: 'Visa terminada en 4242 (tarjeta de ejemplo): aprobada',
  },
  { number: '4000000000000002', brand: 'visa', outcome: 'cc_rejected_other_reason', label: 'Visa: rechazada' },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'cc_rejected_insufficient_amount',
    label: 'Visa: fondos insuficientes',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    outcome: 'cc_rejected_bad_filled_security_code',
    label: 'Visa: código de seguridad incorrecto',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: 'cc_rejected_bad_filled_date',
    label: 'Visa: vencimiento incorrecto',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'cc_rejected_call_for_authorize',
    label: 'Visa: requiere autorización del banco',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    outcome: 'in_process',
    label: 'Visa: en proceso (se aprueba a los pocos segundos)',
  },
] as const satisfies readonly TestCard[];

/** Named numbers for tests and stories. @internal */
export const testCardNumbers = {
  approved: '4509953566233704',
  approvedMastercard: '5031755734530604',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  badSecurityCode: '4000000000000127',
  inProcess: '4000000000003220',
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): TestCard['brand'] {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[0-5]|2[2-7])/.test(digits)) return 'master';
  return 'visa';
}

/** The outcome of charging a card: listed cards decide; any other valid number is approved. */
export function outcomeOf(digits: string): CardOutcome {
  return testCards.find((card) => card.number === digits)?.outcome ?? 'approved';
}
