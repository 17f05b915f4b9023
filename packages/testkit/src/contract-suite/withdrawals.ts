import { describe, expect, it } from 'vitest';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, RELEASED_CENTS, rejection, scenario } from '#src/contract-suite/engine';
import { withCheckDigits } from '@cg/domain/rules/payout-destination';
import { PAYOUT_RESEND_AFTER_MS } from '@cg/domain/constants';
import { fixedClock } from '@cg/domain/runtime/adapters';

const CBU = '0110599520000001235579';
const CVU = withCheckDigits('00000031000123456789');
/** What one delivered order released (decision 049): validRequestInput's price advanced + its reward (USD 25) less the commission. */
const PAYOUT = RELEASED_CENTS;

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

/** A traveller with `deliveries` completed orders, their e-mail confirmed (withdrawals need it). */
async function earner(engine: EngineFactory, deliveries = 1, options: Parameters<typeof scenario>[1] = {}) {
  const s = scenario(engine, options);
  const traveller = await s.traveller();
  for (let i = 0; i < deliveries; i++) {
    const buyer = await s.user();
    const request = await s.publish(buyer);
    await s.market.requests.accept(traveller, request.id);
    await s.market.payments.payWithCard(
      buyer,
      request.id,
      { name: 'Ana', email: 'a@x.com', address: 'Calle 1' },
      'tok',
    );
    const code = (await s.market.requests.securityCode(buyer, request.id)) ?? '';
    await s.market.requests.confirmDelivery(traveller, request.id, code);
  }
  const token = s.email.sent.find((m) => m.to === traveller.user.email)?.token ?? '';
  await s.market.accounts.confirmEmail(null, { token });
  return { ...s, traveller };
}

export function withdrawalsContract(engine: EngineFactory) {
  describe('withdrawals (Retirar Fondos)', () => {
    it('moves available money to "en proceso", then "transferido", with a notification and a history row', async () => {
      const s = await earner(engine, 2);
      const { market, traveller } = s;
      s.payouts.outcome = 'pending';
      expect((await market.wallet.wallet(traveller)).availableCents).toBe(2 * PAYOUT);

      const w = await market.wallet.withdraw(traveller, { amountCents: 1000, destination: CBU });
      expect(w).toMatchObject({ status: 'pending', statusLabel: 'En proceso', destinationText: 'CBU •••• 5579' });
      let wallet = await market.wallet.wallet(traveller);
      expect(wallet).toMatchObject({ availableCents: 2 * PAYOUT - 1000, inProcessCents: 1000, transferredCents: 0 });
      expect(wallet.withdrawals.map((x) => x.status)).toEqual(['pending']);
      // The provider holds it under our id, for the 22 digits typed.
      expect([...s.payouts.payouts.values()]).toEqual([
        expect.objectContaining({ reference: w.id, status: 'pending' }),
      ]);

      // Still pending at the provider: asking changes nothing.
      wallet = await market.wallet.refreshWithdrawals(traveller);
      expect(wallet.inProcessCents).toBe(1000);

      s.payouts.outcome = 'transferred';
      wallet = await market.wallet.refreshWithdrawals(traveller);
      expect(wallet).toMatchObject({ availableCents: 2 * PAYOUT - 1000, inProcessCents: 0, transferredCents: 1000 });
      expect(wallet.withdrawals[0]).toMatchObject({ status: 'transferred', statusLabel: 'Transferido' });
      const news = (await market.notifications.list(traveller)).filter((n) => n.kind === 'withdrawal_updated');
      expect(news).toHaveLength(1);
      expect(news[0]).toMatchObject({ title: 'Retiro transferido', link: '/wallet' });
      expect(news[0]?.text).toContain('5579');
      // Asking again tells nothing twice.
      await market.wallet.refreshWithdrawals(traveller);
      expect((await market.notifications.list(traveller)).filter((n) => n.kind === 'withdrawal_updated')).toHaveLength(
        1,
      );

      const history = await market.wallet.history(traveller);
      expect(history.find((r) => r.id === `out-${w.id}`)).toMatchObject({
        type: 'Retiro de Fondos',
        description: 'CBU •••• 5579',
        amountCents: -1000,
        status: 'Transferido',
      });
    });

    it('gives the money back when the provider rejects the transfer, and says why', async () => {
      const s = await earner(engine);
      s.payouts.outcome = 'rejected';
      const w = await s.market.wallet.withdraw(s.traveller, { amountCents: PAYOUT, destination: 'Mi.Alias-Cuenta' });
      expect(w.destinationText).toBe('Alias mi.alias-cuenta');
      expect((await s.market.wallet.wallet(s.traveller)).availableCents).toBe(0);
      const wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT, inProcessCents: 0, transferredCents: 0 });
      expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', failureReason: s.payouts.reason });
      const [n] = (await s.market.notifications.list(s.traveller)).filter((x) => x.kind === 'withdrawal_updated');
      expect(n).toMatchObject({ title: 'Retiro rechazado' });
      expect(n?.text).toContain('El dinero volvió a tu saldo disponible');
      expect((await s.market.wallet.history(s.traveller)).find((r) => r.id === `out-${w.id}`)?.status).toBe('Fallido');
    });

    it('a provider that does not answer leaves the withdrawal pending under its key: it goes through once, when the provider is back', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = await earner(engine, 1, { clock });
      s.payouts.down = true;
      // No answer is not a "no" (decision 031): the money stays held, the withdrawal in process.
      const w = await s.market.wallet.withdraw(s.traveller, { amountCents: 500, destination: CVU });
      expect(w).toMatchObject({ status: 'pending', statusLabel: 'En proceso', failureReason: null });
      expect(w.note).toMatch(/todavía no confirmó que recibió el pedido/);
      expect(w.note).not.toMatch(/volvió a tu saldo/);
      expect(await s.market.wallet.wallet(s.traveller)).toMatchObject({
        availableCents: PAYOUT - 500,
        inProcessCents: 500,
      });
      expect(w.destinationText).toBe('CVU •••• ' + CVU.slice(-4));
      // Still down: asking changes nothing.
      expect((await s.market.wallet.refreshWithdrawals(s.traveller)).inProcessCents).toBe(500);

      // Back, and it holds nothing under our reference: too soon to send the order again…
      s.payouts.down = false;
      s.payouts.outcome = 'pending';
      await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(s.payouts.orders).toEqual([]);
      // …and once the first order has surely ended, it is sent again under the same key.
      clock.advance(PAYOUT_RESEND_AFTER_MS);
      let wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(s.payouts.orders.map((o) => o.key)).toEqual([w.id]);
      expect(s.payouts.orders[0]?.input).toEqual({
        amountCents: 500,
        destinationKind: 'cvu',
        destination: CVU,
        reference: w.id,
      });
      expect(wallet.withdrawals[0]).toMatchObject({ status: 'pending', note: null });
      s.payouts.outcome = 'transferred';
      wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT - 500, inProcessCents: 0, transferredCents: 500 });
      expect(s.payouts.payouts.size).toBe(1);
      // Asked again much later: nothing more is sent.
      clock.advance(PAYOUT_RESEND_AFTER_MS);
      await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(s.payouts.orders).toHaveLength(1);
    });

    it('an answer lost after the provider took the order never pays twice: the payout is found by our reference', async () => {
      const clock = fixedClock('2026-11-21T12:00:00.000Z', 1000);
      const s = await earner(engine, 1, { clock });
      s.payouts.outcome = 'pending';
      s.payouts.lostAnswers = 1;
      const w = await s.market.wallet.withdraw(s.traveller, { amountCents: PAYOUT, destination: CBU });
      expect(w.status).toBe('pending');
      // The money is held: the same amount cannot be asked for again (the double payout of issue 32).
      const again = await rejection(s.market.wallet.withdraw(s.traveller, { amountCents: PAYOUT, destination: CBU }));
      expect(again.code).toBe('insufficient_funds');

      // The refresh finds the provider's payout under our reference and keeps its id.
      clock.advance(PAYOUT_RESEND_AFTER_MS);
      let wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(wallet.withdrawals[0]).toMatchObject({ status: 'pending', note: null });
      s.payouts.outcome = 'transferred';
      wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(wallet).toMatchObject({ availableCents: 0, inProcessCents: 0, transferredCents: PAYOUT });
      // One order, one payout: found, never sent again.
      expect(s.payouts.orders).toHaveLength(1);
      expect(s.payouts.payouts.size).toBe(1);
      const news = (await s.market.notifications.list(s.traveller)).filter((n) => n.kind === 'withdrawal_updated');
      expect(news.map((n) => n.title)).toEqual(['Retiro transferido']);
    });

    it('after a lost answer the money comes back only when the provider rejects the transfer', async () => {
      const s = await earner(engine);
      s.payouts.lostAnswers = 1;
      s.payouts.outcome = 'rejected';
      await s.market.wallet.withdraw(s.traveller, { amountCents: PAYOUT, destination: CBU });
      expect((await s.market.wallet.wallet(s.traveller)).availableCents).toBe(0);
      const wallet = await s.market.wallet.refreshWithdrawals(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT, inProcessCents: 0 });
      expect(wallet.withdrawals[0]).toMatchObject({ status: 'failed', failureReason: s.payouts.reason });
    });

    it('a refusal the provider gives before taking the order fails it at once; a 409 or a 429 does not', async () => {
      const s = await earner(engine);
      s.payouts.refusal = 400;
      const refused = await rejection(s.market.wallet.withdraw(s.traveller, { amountCents: 500, destination: CVU }));
      expect([refused.code, refused.title]).toEqual(['provider_unavailable', 'Retiro rechazado']);
      expect(refused.description).toMatch(/No se movió dinero/);
      let wallet = await s.market.wallet.wallet(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT, inProcessCents: 0 });
      expect(wallet.withdrawals[0]?.status).toBe('failed');
      expect(wallet.withdrawals[0]?.failureReason).toMatch(/no aceptó/);
      s.payouts.refusal = 401;
      expect(
        (await rejection(s.market.wallet.withdraw(s.traveller, { amountCents: 500, destination: CVU }))).code,
      ).toBe('provider_unavailable');
      // "Busy with that key" and "too many requests" do not say the order was not taken.
      for (const status of [409, 429]) {
        s.payouts.refusal = status;
        expect((await s.market.wallet.withdraw(s.traveller, { amountCents: 100, destination: CVU })).status).toBe(
          'pending',
        );
      }
      wallet = await s.market.wallet.wallet(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT - 200, inProcessCents: 200 });
      // Back up: the same money can be withdrawn.
      s.payouts.refusal = null;
      await s.market.wallet.withdraw(s.traveller, { amountCents: PAYOUT - 200, destination: CVU });
      expect((await s.market.wallet.wallet(s.traveller)).availableCents).toBe(0);
    });

    it('waits for a confirmed e-mail, refuses more than available and bad input, and only for a logged-in person', async () => {
      const s = scenario(engine);
      const unconfirmed = await s.user();
      const refused = await rejection(s.market.wallet.withdraw(unconfirmed, { amountCents: 100, destination: CBU }));
      expect([refused.code, refused.title]).toEqual(['email_unconfirmed', 'Confirma tu e-mail para retirar fondos']);
      expect((await rejection(s.market.wallet.withdraw(null, { amountCents: 100, destination: CBU }))).code).toBe(
        'login_required',
      );

      const e = await earner(engine);
      const over = await rejection(
        e.market.wallet.withdraw(e.traveller, { amountCents: PAYOUT + 1, destination: CBU }),
      );
      expect(over.code).toBe('insufficient_funds');
      // Decision 049: the price advanced (US$ 249,99) + the reward less commission (US$ 22,50).
      expect(over.fieldErrors.amount).toContain('272,49');
      for (const amountCents of [0, -5, 1.5, Number.NaN, '100' as unknown as number]) {
        const bad = await rejection(e.market.wallet.withdraw(e.traveller, { amountCents, destination: CBU }));
        expect([bad.code, Object.keys(bad.fieldErrors)]).toEqual(['validation', ['amount']]);
      }
      const badCbu = await rejection(
        e.market.wallet.withdraw(e.traveller, { amountCents: 100, destination: '0110599520000001235578' }),
      );
      expect(Object.keys(badCbu.fieldErrors)).toEqual(['destination']);
      expect(badCbu.fieldErrors.destination).toContain('últimos 14 dígitos');
      expect((await e.market.wallet.wallet(e.traveller)).withdrawals).toEqual([]);
      expect(e.payouts.payouts.size).toBe(0);
    });

    it('two tabs withdrawing at once never take more than available', async () => {
      const s = await earner(engine, 1);
      s.payouts.outcome = 'pending';
      // Five withdrawals of 60 % of the balance at once: exactly one fits.
      const amount = Math.ceil(PAYOUT * 0.6);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          s.market.wallet.withdraw(s.traveller, { amountCents: amount, destination: CBU }),
        ),
      );
      expect(results.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(1);
      expect(results.map(codeOf).filter((c) => c === 'insufficient_funds')).toHaveLength(4);
      const wallet = await s.market.wallet.wallet(s.traveller);
      expect(wallet).toMatchObject({ availableCents: PAYOUT - amount, inProcessCents: amount });
      expect(s.payouts.payouts.size).toBe(1);

      // Two that together fit both go through.
      const t = await earner(engine, 1);
      const half = Math.floor(PAYOUT / 2);
      const both = await Promise.allSettled([
        t.market.wallet.withdraw(t.traveller, { amountCents: half, destination: CBU }),
        t.market.wallet.withdraw(t.traveller, { amountCents: half, destination: 'otra.cuenta' }),
      ]);
      expect(both.map(codeOf)).toEqual(['fulfilled', 'fulfilled']);
      expect((await t.market.wallet.wallet(t.traveller)).availableCents).toBe(PAYOUT - 2 * half);
    });

    it('nobody sees or settles another person’s withdrawals', async () => {
      const s = await earner(engine);
      s.payouts.outcome = 'pending';
      await s.market.wallet.withdraw(s.traveller, { amountCents: 100, destination: CBU });
      const other = await s.user();
      expect((await s.market.wallet.wallet(other)).withdrawals).toEqual([]);
      expect(await s.market.wallet.history(other)).toEqual([]);
      s.payouts.outcome = 'transferred';
      await s.market.wallet.refreshWithdrawals(other);
      expect((await s.market.wallet.wallet(s.traveller)).inProcessCents).toBe(100);
    });
  });
}
