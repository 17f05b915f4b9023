import { describe, expect, it } from 'vitest';
import { type EngineFactory, scenario } from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';

// As partial-refunds.ts: a receipt of US$ 200,00 on US$ 249,99 gives back US$ 52,49.
const LOWER = '200';
const BACK = 5_249;
const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });

/**
 * Money owed settles by itself (decisions 049, 052): the owed-money sweep asks again for a partial
 * refund whose answer never came, under its own key, and settles a top-up whose answer was lost by
 * its reference — as does the provider's notification of the top-up's payment. On every storage:
 * `requests.moneyOwed` is the sweep's query.
 */
export function owedMoneyContract(engine: EngineFactory) {
  /** A delivered order whose lower receipt's refund is owed (`failed`): its answer lost, or never asked. */
  async function refundOwed(s: ReturnType<typeof scenario>, lost = true) {
    const order = await s.paid();
    await s.market.receipts.upload(order.traveller, order.request.id, { amount: LOWER, file: pngBlob() });
    if (lost) s.payments.lostRefundAnswers = 1;
    else s.payments.down = true;
    const out = await s.market.requests.confirmDelivery(order.traveller, order.request.id, order.code);
    s.payments.down = false;
    expect(out.request.refunds.map((r) => r.status)).toEqual(['failed']);
    return order;
  }

  /** A paid order with a receipt 5 % above, whose top-up approval lost its answer (charged at the provider). */
  async function topUpLost(s: ReturnType<typeof scenario>) {
    const order = await s.paid();
    await s.market.receipts.upload(order.traveller, order.request.id, { amount: '262,49', file: pdf() });
    s.payments.lostPaymentAnswers = 1;
    await expect(s.market.topUps.approve(order.buyer, order.request.id, { cardToken: 'tok_visa' })).rejects.toThrow();
    const pending = await s.market.requests.order(order.buyer, order.request.id);
    expect(pending?.topUp?.status).toBe('charging');
    return order;
  }

  describe('money owed settles by itself (the owed-money sweep, the top-up notification)', () => {
    it("a lower receipt's refund whose answer was lost is settled by the sweep under its key; both told once; a second sweep asks nothing", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await refundOwed(s);
      const first = await s.events.settleOwedMoney();
      expect(first).toMatchObject({ refundsAsked: 1, refundsApproved: 1, failed: 0 });
      const order = await s.market.requests.order(buyer, request.id);
      expect(order?.refunds).toEqual([expect.objectContaining({ status: 'approved', amountUsdCents: BACK })]);
      // One key: the provider answered with the refund the lost answer had made.
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
      for (const who of [buyer, traveller]) {
        const told = (await s.market.notifications.list(who)).filter((n) => n.kind === 'receipt_refunded');
        expect(told).toHaveLength(1);
      }
      expect((await s.market.wallet.history(buyer)).find((h) => h.type === 'Reembolso')?.status).toBe('Completado');
      const second = await s.events.settleOwedMoney();
      expect(second).toMatchObject({ refundsAsked: 0, refundsApproved: 0, topUpsAsked: 0 });
      expect(s.payments.refunds).toHaveLength(1);
    });

    it('the provider still down: the refund stays owed under its key, nothing made; a refused one is left to the parties', async () => {
      const s = scenario(engine);
      const { buyer, request } = await refundOwed(s, false);
      const before = s.payments.refunds.length;
      s.payments.down = true;
      await s.events.settleOwedMoney();
      s.payments.down = false;
      expect((await s.market.requests.order(buyer, request.id))?.refunds.map((r) => r.status)).toEqual(['failed']);
      expect(s.payments.refunds).toHaveLength(before);
      // Refused outright (a 4xx before acting): `rejected`, asked again only by a party's retry.
      s.payments.refundRefusal = 400;
      await s.events.settleOwedMoney();
      s.payments.refundRefusal = null;
      expect((await s.market.requests.order(buyer, request.id))?.refunds.map((r) => r.status)).toEqual(['rejected']);
      expect(await s.events.settleOwedMoney()).toMatchObject({ refundsAsked: 0 });
      expect(s.payments.refunds).toHaveLength(0);
      await s.market.requests.retryRefunds(buyer, request.id);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
    });

    it('two sweeps at once (two API processes): the money goes back once', async () => {
      const s = scenario(engine);
      const { buyer, request } = await refundOwed(s, false);
      const both = await Promise.all([s.events.settleOwedMoney(), s.events.settleOwedMoney()]);
      expect(both.reduce((sum, r) => sum + r.refundsApproved, 0)).toBe(1);
      expect(both.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
      expect((await s.market.requests.order(buyer, request.id))?.refunds.map((r) => r.status)).toEqual(['approved']);
    });

    it("a sweep whose claim loses to another process's (the list changed between its read and its write) asks nothing", async () => {
      let raced = false;
      const s = scenario(engine, {
        decorateRepositories: (repos) => ({
          ...repos,
          requests: {
            ...repos.requests,
            async update(id, expected, patch) {
              const claiming = patch.refunds?.some((r) => r.status === 'requested') ?? false;
              if (sweeping && !raced && expected.refundsState !== undefined && claiming) {
                raced = true;
                // Another process's claim lands first: the same entry, asked again under its key.
                const current = await repos.requests.byId(id);
                const theirs = (current?.refunds ?? []).map((r) => ({ ...r, status: 'requested' as const }));
                await repos.requests.update(id, { refundsState: expected.refundsState }, { refunds: theirs });
              }
              return repos.requests.update(id, expected, patch);
            },
          },
        }),
      });
      let sweeping = false;
      const { buyer, request } = await refundOwed(s, false);
      sweeping = true;
      expect(await s.events.settleOwedMoney()).toMatchObject({ busy: 1, refundsApproved: 0 });
      sweeping = false;
      expect(raced).toBe(true);
      expect(s.payments.refunds).toHaveLength(0);
      // The loser's transaction is undone whole (the race's write with it); the next run settles it.
      expect(await s.events.settleOwedMoney()).toMatchObject({ refundsApproved: 1 });
      expect(s.payments.refunds.map((r) => r.amountCents)).toEqual([BACK]);
      expect((await s.market.requests.order(buyer, request.id))?.refunds.map((r) => r.status)).toEqual(['approved']);
    });

    it("a top-up whose answer was lost is settled by its payment's notification: approved once, both told, the code released; a replay changes nothing", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await topUpLost(s);
      expect(await s.events.paymentChanged(`${request.id}:top-up`)).toBe('top_up_approved');
      const order = await s.market.requests.order(buyer, request.id);
      expect(order?.topUp).toMatchObject({ status: 'approved', receiptAmountCents: 26_249 });
      expect(await s.events.paymentChanged(`${request.id}:top-up`)).toBe('unchanged');
      for (const who of [buyer, traveller]) {
        const told = (await s.market.notifications.list(who)).filter((n) => n.kind === 'top_up_approved');
        expect(told).toHaveLength(1);
      }
      const done = await s.market.requests.confirmDelivery(traveller, request.id, code);
      expect(done.request.status).toBe('completed');
      const charges = s.payments.payments.filter((p) => p.externalReference === `${request.id}:top-up`);
      expect(charges.map((p) => p.status)).toEqual(['approved']);
    });

    it('a top-up whose answer and notification were lost is settled by the sweep; the next sweep asks nothing', async () => {
      const s = scenario(engine);
      const { buyer, request } = await topUpLost(s);
      expect(await s.events.settleOwedMoney()).toMatchObject({ topUpsAsked: 1, topUpsSettled: 1, failed: 0 });
      expect((await s.market.requests.order(buyer, request.id))?.topUp?.status).toBe('approved');
      expect(await s.events.settleOwedMoney()).toMatchObject({ topUpsAsked: 0, refundsAsked: 0 });
      // The buyer's own approval now answers approved and charges nothing.
      const again = await s.market.topUps.approve(buyer, request.id, { cardToken: 'tok_visa' });
      expect(again.status).toBe('approved');
      expect(s.payments.payments.filter((p) => p.externalReference === `${request.id}:top-up`)).toHaveLength(1);
    });

    it("a notification of another order's top-up, an unknown order's, or one with no top-up pending changes nothing", async () => {
      const s = scenario(engine);
      const { buyer, request } = await topUpLost(s);
      const other = await s.paid();
      expect(await s.events.paymentChanged(`${other.request.id}:top-up`)).toBe('unchanged');
      expect(await s.events.paymentChanged('no-such-order:top-up')).toBe('unchanged');
      expect(await s.events.paymentChanged(`${request.id}:top-up:${other.request.id}`)).toBe('unchanged');
      expect(await s.events.paymentChanged(':top-up')).toBe('unchanged');
      expect((await s.market.requests.order(other.buyer, other.request.id))?.topUp).toBeNull();
      // The checkout's own reference never settles the top-up.
      expect(await s.events.paymentChanged(request.id)).toBe('unchanged');
      expect((await s.market.requests.order(buyer, request.id))?.topUp?.status).toBe('charging');
    });

    it('the provider unreachable during the sweep: a pending top-up stays pending and is counted as failed', async () => {
      const s = scenario(engine);
      const { buyer, request } = await topUpLost(s);
      s.payments.down = true;
      expect(await s.events.settleOwedMoney()).toMatchObject({ topUpsAsked: 1, topUpsSettled: 0, failed: 1 });
      s.payments.down = false;
      expect((await s.market.requests.order(buyer, request.id))?.topUp?.status).toBe('charging');
      await expect(s.events.paymentChanged(`${request.id}:top-up`)).resolves.toBe('top_up_approved');
    });
  });
}
