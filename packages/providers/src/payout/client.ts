import { createPayoutRequestWire, payoutSearchWire, payoutWire, type PayoutWire } from './wire';
import { HttpClient, type HttpClientOptions, type HttpFailureContext } from '../http';
import { PayoutProviderError, payoutMessages } from '../errors';
import type { CreatePayoutInput, PayoutProvider, PayoutRecord } from '@cg/domain/ports/index';

export interface PayoutProviderClientOptions extends HttpClientOptions {
  /** Sent as `Authorization: Bearer …`. */
  readonly accessToken: string;
}

const rejectionTexts: Readonly<Record<string, string>> = {
  destination_not_found: 'La cuenta de destino no existe. Revisa el CBU, CVU o alias.',
  destination_closed: 'La cuenta de destino está cerrada o no recibe transferencias.',
  limit_exceeded: 'La transferencia supera el límite diario de la cuenta de destino.',
};

function recordOf(wire: PayoutWire): PayoutRecord {
  return {
    id: wire.id,
    reference: wire.external_reference,
    status: wire.status,
    ...(wire.status === 'rejected' && {
      reason: rejectionTexts[wire.status_detail ?? ''] ?? 'El banco rechazó la transferencia.',
    }),
  };
}

/** HTTP client of the payout provider; implements the domain's {@link PayoutProvider}. */
export class PayoutProviderClient implements PayoutProvider {
  readonly #http: HttpClient;
  readonly #accessToken: string;

  constructor(options: PayoutProviderClientOptions) {
    this.#http = new HttpClient(
      options,
      (context: HttpFailureContext) => new PayoutProviderError({ ...context, ...payoutMessages.error }),
    );
    this.#accessToken = options.accessToken;
  }

  async createPayout(input: CreatePayoutInput, idempotencyKey: string): Promise<PayoutRecord> {
    const body = createPayoutRequestWire.parse({
      amount_cents: input.amountCents,
      currency: 'USD',
      destination: { type: input.destinationKind, value: input.destination },
      external_reference: input.reference,
    });
    const wire = await this.#http.request(payoutWire, {
      method: 'POST',
      path: '/v1/payouts',
      headers: { Authorization: `Bearer ${this.#accessToken}`, 'X-Idempotency-Key': idempotencyKey },
      body,
    });
    return recordOf(wire);
  }

  async getPayout(id: string): Promise<PayoutRecord> {
    const wire = await this.#http.request(payoutWire, {
      path: `/v1/payouts/${encodeURIComponent(id)}`,
      headers: { Authorization: `Bearer ${this.#accessToken}` },
    });
    return recordOf(wire);
  }

  /**
   * The payouts made under our reference (`GET /v1/payouts?external_reference=…`): how a
   * withdrawal whose order went unanswered finds out whether the provider took it (decision 031).
   */
  async findPayoutsByReference(reference: string): Promise<readonly PayoutRecord[]> {
    const wire = await this.#http.request(payoutSearchWire, {
      path: '/v1/payouts',
      query: { external_reference: reference },
      headers: { Authorization: `Bearer ${this.#accessToken}` },
    });
    return wire.results.map(recordOf);
  }
}
