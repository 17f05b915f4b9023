import { describe, expect, it } from 'vitest';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { RefundSnapshot } from '@cg/domain/schemas/product-request';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';

// The scenario's order: US$ 249,99 + US$ 25 of reward, a fee of 5 % (US$ 13,75): US$ 288,74 held.
// A receipt of US$ 200,00 gives back the price's US$ 49,99 and the fee's US$ 2,50 (5 % of 225 = 11,25).
const LOWER = '200';
const BACK = 5_249;
const PAID = 28_874;

/**
 * Stores `refunds` on an order through the repository (a partial refund on a paid order, as a
 * future caller would): every read of the order through a transaction's repositories writes it
 * again (the same list: idempotent), so whichever transaction reads it first stores it.
 */
function refundsSeam() {
  const pending = new Map<string, RefundSnapshot[]>();
  const decorateRepositories = (repos: Repositories): Repositories => ({
    ...repos,
    requests: {
      ...repos.requests,
      async byId(id) {
        const refunds = pending.get(id);
        if (refunds) await repos.requests.update(id, { refundsState: '' }, { refunds });
        return repos.requests.byId(id);
      },
    },
  });
  return { decorateRepositories, save: (id: string, refunds: RefundSnapshot[]) => pending.set(id, refunds) };
}

/** Issue 37 (decision 049): refunds as a list; a lower receipt's difference given back at release. */
export function partialRefundsContract(engine: EngineFactory) {
  describe('partial refunds and the lower receipt at release', () => {
    it("a lower receipt delivers, releases on the receipt's price and gives the difference back once; both told, both histories", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      const out = await s.market.requests.confirmDelivery(traveller, request.id, code);
      expect(out.request.status).toBe('completed');
      expect(out.request.refund).toBeNull(); // never the cancelling slot
      expect(out.request.refunds).toEqual([
        expect.objectContaining({ status: 'approved', reason: 'reconciliation', amountUsdCents: BACK }),
      ]);
      expect(JSON.stringify(out.request)).not.toContain('attemptKey');
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
      for (const [who, text] of [
        [buyer, /^Se te devolvieron US\$\s52,49: el comprobante de "Nintendo Switch OLED" fue menor/],
        [traveller, /^Se devolvieron US\$\s52,49 a quien compró/],
      ] as const) {
        const told = (await s.market.notifications.list(who)).filter((n) => n.kind === 'receipt_refunded');
        expect(told).toHaveLength(1);
        expect(told[0]?.text).toMatch(text);
      }
      // "Mis pagos": the checkout and the refund; the wallet: the price advanced on the receipt's price.
      const history = await s.market.wallet.history(buyer);
      expect(history.map((h) => [h.type, h.amountCents, h.status])).toEqual(
        expect.arrayContaining([
          ['Pago Pedido', -PAID, 'Completado'],
          ['Reembolso', BACK, 'Completado'],
        ]),
      );
      const earning = (await s.market.wallet.wallet(traveller)).earnings.find((e) => e.requestId === request.id);
      // Decision 049: the receipt's price she advanced + the reward less commission, all withdrawable.
      expect(earning).toMatchObject({ advancedCents: 20_000, payoutCents: 2250, releasedCents: 20_000 + 2250 });
      expect(out.payoutCents).toBe(20_000 + 2250);
      expect((await s.market.wallet.wallet(traveller)).availableCents).toBe(20_000 + 2250);
    });

    it('the provider unreachable at the lower refund: delivered, the refund owed under its key, retried with that key, paid once', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      s.payments.lostRefundAnswers = 1; // made at the provider, its answer lost
      const out = await s.market.requests.confirmDelivery(traveller, request.id, code);
      expect(out.request.status).toBe('completed');
      expect(out.request.refunds).toEqual([expect.objectContaining({ status: 'failed', amountUsdCents: BACK })]);
      expect((await s.market.wallet.history(buyer)).find((h) => h.type === 'Reembolso')?.status).toBe('En proceso');
      const retried = await s.market.requests.retryRefunds(buyer, request.id);
      expect(retried.refunds).toEqual([expect.objectContaining({ status: 'approved', amountUsdCents: BACK })]);
      // One key, one refund: the retry found the one the lost answer made.
      expect(s.payments.refunds).toHaveLength(1);
      expect(s.payments.refunds[0]?.amountCents).toBe(BACK);
      // Nothing left to ask: another retry asks nothing.
      await s.market.requests.retryRefunds(traveller, request.id);
      expect(s.payments.refunds).toHaveLength(1);

      // Down altogether: nothing made; the retry makes it once.
      const t = scenario(engine);
      const second = await t.paid();
      await t.market.receipts.upload(second.traveller, second.request.id, { amount: LOWER, file: pngBlob() });
      t.payments.down = true;
      const delivered = await t.market.requests.confirmDelivery(second.traveller, second.request.id, second.code);
      expect(delivered.request.status).toBe('completed');
      expect(delivered.request.refunds[0]?.status).toBe('failed');
      t.payments.down = false;
      await t.market.requests.retryRefunds(second.buyer, second.request.id);
      expect(t.payments.refunds.map((r) => [r.amountCents, r.status])).toEqual([[BACK, 'approved']]);
    });

    it('two retries at once: one claim wins, the money goes back once, never beyond what was held', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      s.payments.down = true;
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      s.payments.down = false;
      const both = await Promise.allSettled([
        s.market.requests.retryRefunds(buyer, request.id),
        s.market.requests.retryRefunds(traveller, request.id),
      ]);
      expect(both.some((r) => r.status === 'fulfilled')).toBe(true);
      for (const r of both) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/Reembolso en curso/);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
      const order = await s.market.requests.order(buyer, request.id);
      expect(order?.refunds.map((r) => r.status)).toEqual(['approved']);
    });

    it('two deliveries of a lower receipt at once: one delivery, one partial refund', async () => {
      const s = scenario(engine);
      const { traveller, request, code } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      const both = await Promise.allSettled([
        s.market.requests.confirmDelivery(traveller, request.id, code),
        s.market.requests.confirmDelivery(traveller, request.id, code),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
    });

    it('a cancellation refund after a partial one refunds only what is left', async () => {
      const seam = refundsSeam();
      const s = scenario(engine, { decorateRepositories: seam.decorateRepositories });
      const { buyer, traveller, request } = await s.paid();
      seam.save(request.id, [
        {
          status: 'approved',
          reason: 'reconciliation',
          attemptKey: 'partial-1',
          refundId: 'refund-earlier',
          paymentId: null,
          amountUsdCents: 1_000,
          requestedAt: '2026-11-21T12:00:00.000Z',
          decidedAt: '2026-11-21T12:00:01.000Z',
        },
      ]);
      await s.market.requests.proposeCancellation(buyer, request.id);
      const done = await s.market.requests.acceptCancellation(traveller, request.id);
      expect(done.status).toBe('cancelled');
      expect(done.refund).toMatchObject({ status: 'approved', amountUsdCents: PAID - 1_000 });
      expect(done.refunds).toHaveLength(1);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([PAID - 1_000]);
    });

    it("support's release of an order with a lower receipt releases it as a delivery does: the difference goes back", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      await s.market.disputes.open(buyer, request.id, {
        reason: 'not_delivered',
        text: 'Pasó el viaje y no recibí el producto.',
      });
      const support = await s.setUpSupportAccount({
        email: 'soporte@example.com',
        password: 'soporte-secreto',
        firstName: 'Sofía',
        lastName: 'Soporte',
      });
      const done = await s.market.disputes.resolve(
        { id: support.userId },
        request.id,
        'release',
        'Revisamos el chat: la entrega consta.',
      );
      expect(done.status).toBe('completed');
      expect(done.refunds).toEqual([expect.objectContaining({ status: 'approved', amountUsdCents: BACK })]);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
    });

    it("nobody but the order's parties retries its refunds; the amounts are the stored ones", async () => {
      const s = scenario(engine);
      const { traveller, request, code } = await s.paid();
      await s.market.receipts.upload(traveller, request.id, { amount: LOWER, file: pngBlob() });
      s.payments.down = true;
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      s.payments.down = false;
      const stranger = await s.user();
      expect((await rejection(s.market.requests.retryRefunds(stranger, request.id))).code).toBe(s.forbidden);
      expect((await rejection(s.market.requests.retryRefunds(null, request.id))).code).toBe('login_required');
      expect(s.payments.refunds).toHaveLength(0);
    });
  });
}
