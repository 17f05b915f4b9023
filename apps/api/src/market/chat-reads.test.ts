// Issue 35 items 12 and 13, through the API in-process: reading a chat is stored per person (the
// conversations' unread count and the chat's "new message" notification), only a party can mark
// it; the fifth wrong delivery code tells the buyer, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, testDatabase, testServer } from '#src/testing/market';
import { paidOrder } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

interface Conversation {
  readonly request: { readonly id: string };
  readonly unread: number;
}
interface Notification {
  readonly kind: string;
  readonly title: string;
  readonly link: string;
  readonly readAt: string | null;
}

describe('reading a chat', () => {
  it('is stored for the reader: the unread count and the message notification clear; a stranger is not found and changes nothing', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    for (const text of ['Uno', 'Dos', 'Tres']) {
      server.clock.advance(1000);
      const sent = await buyer.json(`/api/orders/${request.id}/messages`, { method: 'POST', body: { text } });
      expect(sent.status).toBe(201);
    }
    const unread = async () =>
      (await traveller.json<Conversation[]>('/api/conversations')).data.find((c) => c.request.id === request.id)
        ?.unread;
    const messageNews = async () =>
      (await traveller.json<Notification[]>('/api/notifications')).data.filter((n) => n.kind === 'new_message');
    expect(await unread()).toBe(3);
    expect((await messageNews()).map((n) => n.readAt)).toEqual([null]);

    const refused = await Promise.all(
      [stranger, browser(server.app)].map(async (outsider) => {
        const res = await outsider.json<{ code: string }>(`/api/orders/${request.id}/read`, { method: 'POST' });
        return [res.status, res.data.code];
      }),
    );
    expect(refused).toEqual([
      [404, 'not_found'],
      [401, 'login_required'],
    ]);
    expect(await unread()).toBe(3);

    server.clock.advance(1000);
    const read = await traveller.json(`/api/orders/${request.id}/read`, { method: 'POST' });
    expect(read.status).toBe(200);
    expect(await unread()).toBe(0);
    expect((await messageNews()).every((n) => n.readAt !== null)).toBe(true);

    // What arrives after the reading is new again.
    server.clock.advance(1000);
    await buyer.json(`/api/orders/${request.id}/messages`, { method: 'POST', body: { text: 'Cuatro' } });
    expect(await unread()).toBe(1);
  });
});

describe('a locked delivery code', () => {
  it('tells the buyer once, on the fifth wrong try, in her notifications', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const code = (await buyer.json<{ code: string }>(`/api/orders/${request.id}/code`)).data.code;
    const wrong = code === '111111' ? '222222' : '111111';
    const locks = async () =>
      (await buyer.json<Notification[]>('/api/notifications')).data.filter((n) => n.kind === 'code_locked');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await traveller.json<{ code: string }>(`/api/orders/${request.id}/code/confirm`, {
        method: 'POST',
        body: { code: wrong },
      });
      codes.push(res.data.code);
      if (i === 3) expect(await locks()).toEqual([]);
    }
    // Four misses, the lock, and a try on the locked code that tells her nothing more.
    expect(codes).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'code_locked', 'code_locked']);
    expect((await locks()).map((n) => [n.title, n.link, n.readAt])).toEqual([
      ['Tu código de entrega se bloqueó', '/dashboard', null],
    ]);
  });
});
