import { describe, expect, it } from 'vitest';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { PurchaseReceipt } from '@cg/domain/schemas/product-request';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';

/**
 * Saves a purchase receipt on an order through the repository, as the upload (another branch)
 * will: the next transaction that reads the order writes it first, on whatever storage the
 * engine runs.
 */
function receiptSeam() {
  const pending = new Map<string, PurchaseReceipt>();
  const decorateRepositories = (repos: Repositories): Repositories => ({
    ...repos,
    requests: {
      ...repos.requests,
      async byId(id) {
        const receipt = pending.get(id);
        if (receipt) {
          pending.delete(id);
          await repos.requests.update(id, {}, { purchaseReceipt: receipt });
        }
        return repos.requests.byId(id);
      },
    },
  });
  const save = (id: string, amountCents: number, currency: PurchaseReceipt['currency'] = 'USD') => {
    pending.set(id, {
      amountCents,
      currency,
      kind: 'image',
      fileId: 'receipt-1',
      uploadedAt: '2026-11-21T12:00:00.000Z',
    });
  };
  return { decorateRepositories, save };
}

/** Issue 37 (decision 049): the purchase receipt against the price held, at the delivery code. */
export function reconciliationContract(engine: EngineFactory) {
  describe('reconciliation at the delivery code', () => {
    // The scenario's price: US$ 249,99, so 10 % above is US$ 274,989 — US$ 274,98 is within, 274,99 beyond.
    const escrowed = 24_999;

    it('a receipt up to 10 % above the price holds the code until the buyer approves the top-up (decision 052)', async () => {
      const seam = receiptSeam();
      const s = scenario(engine, { decorateRepositories: seam.decorateRepositories });
      for (const amount of [escrowed + 1, 27_498]) {
        const { buyer, traveller, request, code } = await s.paid();
        seam.save(request.id, amount);
        const e = await rejection(s.market.requests.confirmDelivery(traveller, request.id, code));
        expect([e.code, e.title]).toEqual(['top_up_required', 'Falta aprobar un pago adicional']);
        expect((await s.market.requests.order(buyer, request.id))?.status).toBe('paid');
      }
    });

    it('a receipt more than 10 % above, or in another currency, refuses the code and says to cancel or open a dispute', async () => {
      const seam = receiptSeam();
      const s = scenario(engine, { decorateRepositories: seam.decorateRepositories });
      const { buyer, traveller, request, code } = await s.paid();
      for (const [amount, currency] of [
        [27_499, 'USD'],
        [escrowed, 'EUR'],
      ] as const) {
        seam.save(request.id, amount, currency);
        const e = await rejection(s.market.requests.confirmDelivery(traveller, request.id, code));
        expect([e.code, e.title]).toEqual(['receipt_beyond_tolerance', 'El comprobante supera el precio acordado']);
        expect(e.description).toContain('proponer cancelar el pedido o abrir una disputa');
      }
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('paid');
    });

    it('an equal or lower receipt, or none, releases as today', async () => {
      const seam = receiptSeam();
      const s = scenario(engine, { decorateRepositories: seam.decorateRepositories });
      for (const amount of [escrowed, 20_000, null]) {
        const { traveller, request, code } = await s.paid();
        if (amount !== null) seam.save(request.id, amount);
        const out = await s.market.requests.confirmDelivery(traveller, request.id, code);
        expect(out.request.status).toBe('completed');
      }
    });
  });
}
