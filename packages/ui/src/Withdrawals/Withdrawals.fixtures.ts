// The wallet stories' amounts and texts: what the domain's wallet rules (the traveller's payout after
// the platform's commission, `formatMoney`, a withdrawal as its owner sees it) give for the inputs
// below, written out because ui runs no domain code (decision 001). tooling/ui-fixtures.test.ts
// recomputes them from these inputs and fails, naming the sample and the field, when the domain
// moves; `npm run fixtures:update` rewrites everything below the marker (decision 001, "Story fixtures").
import type { Withdrawal } from '@cg/domain';

/** The reward of the sample order the wallet stories were paid for, USD cents. */
export const walletInput = { rewardUsdCents: 2500 } as const;

/** Withdrawals as the domain stores them; `answered: false` is a payout order whose answer never came (decision 031). */
export const withdrawalInputs = {
  w3: {
    amountCents: 2000,
    status: 'pending',
    destinationKind: 'cbu',
    destination: '0110599520000001235579',
    answered: true,
  },
  w2: {
    amountCents: 123456789,
    status: 'transferred',
    destinationKind: 'alias',
    destination: 'casa.perro.mate',
    answered: true,
  },
  w1: {
    amountCents: 500,
    status: 'failed',
    destinationKind: 'cvu',
    destination: '0000003100010000000417',
    answered: true,
  },
  w4: {
    amountCents: 2250,
    status: 'pending',
    destinationKind: 'cbu',
    destination: '0110599520000001235579',
    answered: false,
  },
} as const satisfies Record<
  string,
  Pick<Withdrawal, 'amountCents' | 'status' | 'destinationKind' | 'destination'> & { readonly answered: boolean }
>;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const walletSample = { payoutText: 'US$ 22,50' } satisfies Record<string, string>;

export const withdrawalSamples = {
  w3: { amountText: 'US$ 20,00', destinationText: 'CBU •••• 5579' },
  w2: { amountText: 'US$ 1.234.567,89', destinationText: 'Alias casa.perro.mate' },
  w1: { amountText: 'US$ 5,00', destinationText: 'CVU •••• 0417' },
  w4: {
    amountText: 'US$ 22,50',
    destinationText: 'CBU •••• 5579',
    note: 'El proveedor de transferencias todavía no confirmó que recibió el pedido. Lo estamos consultando: el dinero queda reservado y no se transferirá dos veces.',
  },
} satisfies Record<keyof typeof withdrawalInputs, { amountText: string; destinationText: string; note?: string }>;
