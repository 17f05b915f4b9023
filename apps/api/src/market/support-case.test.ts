// Support's case of a disputed order over HTTP (issue 35 item 2, decision 026): support only (anyone
// else reads a page that does not exist), the order's chat only while the dispute is open — the read
// told to both parties in their chat — and a resolution that needs a message both parties receive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo, testDatabase, testServer } from '#src/testing/market';
import { paidOrder, supportAccount } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

interface Case {
  order: { id: string; securityCode: string | null };
  history: { text: string }[];
  money: { totalUsdCents: number; refundUsdCents: number; releaseUsdCents: number } | null;
  chat: { senderName: string; text: string }[] | null;
}

describe("support's case of a disputed order", () => {
  it('is support’s only, with the chat only under an open dispute, its read told in the chat', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const admin = await supportAccount(server);
    await buyer.json(`/api/orders/${request.id}/messages`, { method: 'POST', body: { text: '¿Llegaste ya?' } });
    const path = `/api/support/disputes/${request.id}`;
    // No dispute yet: nothing to show, support included.
    expect((await admin.json(path)).status).toBe(404);

    const form = new FormData();
    form.set('reason', 'not_delivered');
    form.set('text', 'Pasó la fecha y no recibí nada.');
    // Two photos: the field repeats (issue 32).
    for (const n of [1, 2]) form.append('photos', await photo(200 + n, 120), `foto-${String(n)}.png`);
    const opened = await buyer.json<{ dispute: { statements: { photos: string[] }[] } }>(
      `/api/orders/${request.id}/dispute`,
      { method: 'POST', body: form },
    );
    expect(opened.data.dispute.statements[0]?.photos).toHaveLength(2);

    for (const person of [buyer, traveller, stranger]) {
      const res = await person.json(path);
      expect(res.status).toBe(404);
    }
    const chatBefore = await buyer.json<unknown[]>(`/api/orders/${request.id}/messages`);
    expect(chatBefore.data).toHaveLength(1);

    const seen = await admin.json<Case>(path);
    expect(seen.status).toBe(200);
    expect(seen.data.order.securityCode).toBeNull();
    expect(seen.data.money?.refundUsdCents).toBe(seen.data.money?.totalUsdCents);
    expect(seen.data.history.at(-1)?.text).toMatch(/abrió una disputa/);
    expect(seen.data.chat?.map((m) => m.senderName)).toEqual(['Ana', 'Soporte']);
    for (const party of [buyer, traveller]) {
      const chat = await party.json<{ text: string }[]>(`/api/orders/${request.id}/messages`);
      expect(chat.data.at(-1)?.text).toMatch(/^Soporte leyó este chat/);
    }

    // A resolution without a message is refused, and moves nothing.
    const silent = await admin.json<{ code: string; fieldErrors: { message?: string } }>(`${path}/resolve`, {
      method: 'POST',
      body: { outcome: 'refund' },
    });
    expect([silent.status, silent.data.code, typeof silent.data.fieldErrors.message]).toEqual([
      422,
      'validation',
      'string',
    ]);
    expect((await buyer.json<{ status: string }>(`/api/orders/${request.id}`)).data.status).toBe('paid');

    const message = 'Revisamos las fotos y el chat: no consta la entrega, se reembolsa.';
    const done = await admin.json<{ status: string }>(`${path}/resolve`, {
      method: 'POST',
      body: { outcome: 'refund', message },
    });
    expect([done.status, done.data.status]).toEqual([200, 'cancelled']);
    for (const party of [buyer, traveller]) {
      const told = (await party.json<{ kind: string; text: string }[]>('/api/notifications')).data.find(
        (n) => n.kind === 'dispute_resolved',
      );
      expect(told?.text).toContain(`«${message}»`);
    }
    // Resolved: the case stays, its chat is the parties' again.
    const after = await admin.json<Case>(path);
    expect(after.data.chat).toBeNull();
    expect(after.data.history.at(-1)?.text).toMatch(/^Soporte resolvió la disputa con un reembolso.*«Revisamos/);
    expect(after.data.history.map((h) => h.text).join(' ')).not.toMatch(/común acuerdo/);
  });
});
