// Crashes at the worst moments (issue 17), watched from outside: the API and the provider sandbox
// run as real processes, as `npm start` runs them, over PostgreSQL 15 and over PGlite in a data
// directory (which must survive a SIGKILL of the process holding it); the API is
// killed with SIGKILL (no handler runs, nothing is flushed) while it accepts an order, after the
// sandbox approved a payment it had not yet heard of, and while it checks a delivery code; then it
// is started again on the same data directory and port. Every order must be in one consistent
// state, nothing acknowledged before the crash lost, no payment approved twice, and the sandbox's
// notifications delivered once the API is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '@cg/db/testing';
import { RELEASED_CENTS, browser, over, person, photo, requestForm } from '#src/testing/market';
import {
  freePort,
  killAll,
  startApi,
  startSandbox,
  cardTokenThrough,
  until,
  verifyThrough,
  webhookRelay,
  type Running,
} from '#src/testing/processes';

const SECRET = 'faults-secreto-de-webhooks';
const billing = { name: 'Ana Pérez', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };
const root = mkdtempSync(path.join(tmpdir(), 'cg-faults-'));

let port = 0;
let dataDir = '';
let databaseUrl: string | undefined;
let api: Running;
let sandbox: Running;
let relay: Awaited<ReturnType<typeof webhookRelay>>;
let base = '';

const start = async () => {
  api = await startApi({
    port,
    dataDir,
    secret: SECRET,
    sandboxUrl: sandbox.url,
    ...(databaseUrl && { databaseUrl }),
  });
};
/** SIGKILL, then the same command on the same data directory (or database) and port. */
async function crashAndRestart() {
  await api.kill9();
  await start();
}

beforeAll(async () => {
  relay = await webhookRelay(() => base);
  // Everything instant but the charge: the sandbox approves at once and answers 3 s later, the
  // window in which the API is killed.
  sandbox = await startSandbox({
    dataDir: path.join(root, 'sandbox'),
    secret: SECRET,
    webhookBase: relay.url,
    latency: 'all=0,payment=3000',
  });
}, 60_000);

afterAll(async () => {
  killAll();
  await relay.close();
  rmSync(root, { recursive: true, force: true });
});

const newBrowser = () => browser(over(base), base);
type Person = ReturnType<typeof newBrowser>;

async function member(name: string, verified = false): Promise<Person> {
  const b = newBrowser();
  const created = await b.json('/api/accounts', {
    method: 'POST',
    body: person(name, `${name.toLowerCase()}.${Date.now().toString(36)}@example.com`),
  });
  expect(created.status).toBe(201);
  if (verified) await verifyThrough(b);
  return b;
}

async function publish(buyer: Person, productName: string): Promise<string> {
  const published = await buyer.json<{ id: string }>('/api/requests', {
    method: 'POST',
    body: requestForm(await photo(320, 240), { productName }),
  });
  expect(published.status).toBe(201);
  return published.data.id;
}

const statusOf = async (who: Person, id: string) =>
  (await who.json<{ status: string } | null>(`/api/requests/${id}`)).data?.status;

const CBU = '0110599520000001235579';

/** Switches a provider's scenario on the sandbox process (`mock-payout=slow`). */
async function scenario(query: string) {
  expect((await fetch(`${sandbox.url}/_sandbox/scenarios?${query}`, { method: 'POST' })).ok).toBe(true);
}

/** The sandbox's payouts made under one of our references (a withdrawal's id). */
async function payoutsFor(reference: string): Promise<{ status: string; amount_cents: number }[]> {
  const response = await fetch(
    `${sandbox.url}/api/transferencias/v1/payouts?external_reference=${encodeURIComponent(reference)}`,
    { headers: { Authorization: 'Bearer TEST-faults' } },
  );
  const { results } = (await response.json()) as { results: { status: string; amount_cents: number }[] };
  return results.map((p) => ({ status: p.status, amount_cents: p.amount_cents }));
}

/** Confirms the person's e-mail with the newest link the sandbox's outbox holds for them. */
async function confirmEmailThrough(who: Person) {
  const { email } = (await who.json<{ email: string }>('/api/me')).data;
  const { emails } = (await (await fetch(`${sandbox.url}/api/correo/_outbox`)).json()) as {
    emails: { to: string[]; text: string }[];
  };
  const link = emails.filter((m) => m.to.includes(email) && m.text.includes('/confirmar-email?token=')).at(-1);
  const token = /token=([0-9a-f]+)/.exec(link?.text ?? '')?.[1] ?? '';
  expect((await who.json('/api/email-confirmation/confirm', { method: 'POST', body: { token } })).status).toBe(204);
}

/** A request sent to the API that may die under it: its answer, or null when the crash ate it. */
const mayDie = (sent: Promise<{ status: number }>) => sent.catch(() => null);

/** The sandbox's own ledger: every payment it holds for an order. */
async function ledgerFor(orderId: string): Promise<{ status: string }[]> {
  const response = await fetch(
    `${sandbox.url}/api/pagos/v1/payments/search?external_reference=${encodeURIComponent(orderId)}`,
    { headers: { Authorization: 'Bearer TEST-faults' } },
  );
  return ((await response.json()) as { results: { status: string }[] }).results;
}

describe.each(['PostgreSQL', 'PGlite'] as const)(
  'kill -9 at the dangerous moments (%s)',
  { timeout: 180_000 },
  (engine) => {
    let ana: Person;
    let tom: Person;
    let eva: Person;
    let order = '';
    let database: Awaited<ReturnType<typeof freshPostgres>> | null = null;

    beforeAll(async () => {
      port = await freePort();
      base = `http://127.0.0.1:${String(port)}`;
      dataDir = path.join(root, engine);
      database = engine === 'PostgreSQL' ? await freshPostgres() : null;
      databaseUrl = database?.url;
      await start();
      [ana, tom, eva] = await Promise.all([member('Ana'), member('Tomas', true), member('Eva', true)]);
    }, 90_000);

    afterAll(async () => {
      await api.kill9();
      await database?.close();
    });

    it('keeps what it acknowledged before the kill (on PGlite: takes its data directory over from the dead process)', async () => {
      const id = await publish(ana, 'Auriculares antes del corte');
      await crashAndRestart();
      expect(api.output()).not.toMatch(/DataDirLocked|locked by/i);
      const found = await ana.json<{ productName: string; status: string }>(`/api/requests/${id}`);
      expect([found.status, found.data.productName, found.data.status]).toEqual([
        200,
        'Auriculares antes del corte',
        'active',
      ]);
      // The session (a row, not memory) survived too.
      expect((await ana.json<{ firstName: string }>('/api/me')).data.firstName).toBe('Ana');
    });

    it('an accept cut short leaves the request either accepted by that traveller or free to accept, never half', async () => {
      const outcomes: string[] = [];
      for (const delay of [5, 400]) {
        const id = await publish(ana, `Pedido cortado a los ${delay} ms`);
        const answer = mayDie(tom.json(`/api/orders/${id}/accept`, { method: 'POST' }));
        await sleep(delay);
        await crashAndRestart();
        const acknowledged = (await answer)?.status === 200;
        const status = await statusOf(ana, id);
        outcomes.push(`${delay} ms: ${String(status)}${acknowledged ? ' (answered)' : ''}`);
        if (acknowledged) expect(status).toBe('accepted');
        expect(['active', 'accepted']).toContain(status);
        if (status === 'active') {
          // Nothing of the cut accept remains: the traveller accepts now, and the order is theirs.
          expect((await tom.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(200);
        }
        // Either way the order is whole: the traveller opens it and its chat, another traveller is
        // refused, and the buyer sees who accepted.
        expect((await tom.json(`/api/orders/${id}`)).status).toBe(200);
        expect((await tom.json(`/api/orders/${id}/messages`)).status).toBe(200);
        expect((await eva.json(`/api/orders/${id}/accept`, { method: 'POST' })).status).toBe(409);
        expect((await eva.json(`/api/orders/${id}`)).status).toBe(404);
        order = id;
      }
      console.info(`${engine}, accept cut: ${outcomes.join('; ')}`);
    });

    it('a payment the sandbox approved while the API died is recorded from its notification after the restart, once', async () => {
      // The API cannot hear the sandbox's notification, and dies while it waits for the answer.
      relay.cut(true);
      const answer = mayDie(
        ana.json(`/api/orders/${order}/payment`, {
          method: 'POST',
          body: { billing, cardToken: await cardTokenThrough(ana) },
        }),
      );
      await until(async () => (await ledgerFor(order)).some((p) => p.status === 'approved'));
      await api.kill9();
      expect(await answer).toBeNull();
      await start();
      // Back up, the API has not heard yet: the order still waits for its payment.
      expect(await statusOf(ana, order)).toBe('accepted');
      // The sandbox's outbox retries until the API acknowledges: the order becomes paid on its own.
      relay.cut(false);
      await until(async () => (await statusOf(ana, order)) === 'paid', 40_000);
      // The buyer, who never saw an answer, tries again: told it is paid, not charged again.
      const again = await ana.json<{ code: string }>(`/api/orders/${order}/payment`, {
        method: 'POST',
        body: { billing, cardToken: await cardTokenThrough(ana) },
      });
      expect([again.status, again.data.code]).toEqual([409, 'already_paid']);
      expect((await ledgerFor(order)).filter((p) => p.status === 'approved')).toHaveLength(1);
    });

    it('a code check cut short leaves the order paid or delivered, and the traveller is paid once', async () => {
      const code = (await ana.json<{ code: string }>(`/api/orders/${order}/code`)).data.code;
      const answer = mayDie(tom.json(`/api/orders/${order}/code/confirm`, { method: 'POST', body: { code } }));
      await sleep(3);
      await crashAndRestart();
      const acknowledged = (await answer)?.status === 200;
      const status = await statusOf(ana, order);
      if (acknowledged) expect(status).toBe('completed');
      expect(['paid', 'completed']).toContain(status);
      if (status === 'paid') {
        expect((await tom.json(`/api/orders/${order}/code/confirm`, { method: 'POST', body: { code } })).status).toBe(
          200,
        );
      }
      expect(await statusOf(ana, order)).toBe('completed');
      // Entering the code again pays nothing more.
      expect((await tom.json(`/api/orders/${order}/code/confirm`, { method: 'POST', body: { code } })).status).not.toBe(
        200,
      );
      const wallet = await tom.json<{ availableCents: number; earnings: { requestId: string }[] }>('/api/wallet');
      expect(wallet.data.earnings.filter((e) => e.requestId === order)).toHaveLength(1);
      console.info(`${engine}, code check cut: ${String(status)}${acknowledged ? ' (answered)' : ''}`);
    });

    it('a payout the sandbox made while the API died unanswered is found by our reference at the restart, and paid once', async () => {
      // The delivery above released USD 159.99 advanced + USD 22.50 to Tom (decision 049); money leaves only with a confirmed e-mail.
      await confirmEmailThrough(tom);
      // No notification reaches the API, and the sandbox makes the payout at once but answers 30 s later.
      relay.cut(true);
      await scenario('mock-payout=slow');
      const answer = mayDie(
        tom.json('/api/wallet/withdrawals', {
          method: 'POST',
          body: { amountCents: RELEASED_CENTS, destination: CBU },
        }),
      );
      // Past the sandbox's 4 s to settle the transfer, the API dies before it heard back.
      await sleep(4500);
      await api.kill9();
      expect(await answer).toBeNull();
      await scenario('mock-payout=default');
      await start();
      // At start it asks the provider about every pending withdrawal (decision 031), and logs it.
      await until(() => api.output().includes('pending withdrawals asked about'));
      expect(api.output()).toMatch(/"msg":"pending withdrawals asked about"[^\n]*"transferred":1/);
      const wallet = await tom.json<{
        availableCents: number;
        transferredCents: number;
        withdrawals: { id: string }[];
      }>('/api/wallet');
      expect(wallet.data).toMatchObject({ availableCents: 0, transferredCents: RELEASED_CENTS });
      // One payout at the provider for it; the same money cannot be asked for again.
      const [withdrawal] = wallet.data.withdrawals;
      expect(await payoutsFor(withdrawal?.id ?? '')).toEqual([{ status: 'transferred', amount_cents: RELEASED_CENTS }]);
      const again = await tom.json('/api/wallet/withdrawals', {
        method: 'POST',
        body: { amountCents: RELEASED_CENTS, destination: CBU },
      });
      expect(again.status).toBe(409);
      relay.cut(false);
    });
  },
);
