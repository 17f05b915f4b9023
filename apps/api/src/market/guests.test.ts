// Issue 32 item 5: publishing without an account is bounded per address — the publish itself and
// the guest token it needs (minted on request, so a new token is a new guest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, photo, requestForm, testDatabase, testServer } from '#src/testing/market';
import { registered } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

describe('guests', () => {
  it('publish at most the address limit a window; other addresses and accounts are not counted', async () => {
    const server = await testServer({ limits: { guestPublishPerAddress: 2 }, trustProxy: true });
    const guestAt = async (address: string) => {
      const guest = browser(server.app, undefined, { headers: { 'X-Forwarded-For': address } });
      expect((await guest.request('/api/guest', { method: 'POST' })).status).toBe(204);
      return guest;
    };
    const publish = async (b: ReturnType<typeof browser>) =>
      b.json<{ code: string; title: string }>('/api/requests', {
        method: 'POST',
        body: requestForm(await photo(64, 64)),
      });
    // A fresh guest token per request does not make a fresh allowance.
    for (let i = 0; i < 2; i++) expect((await publish(await guestAt('203.0.113.7'))).status).toBe(201);
    const over = await publish(await guestAt('203.0.113.7'));
    expect([over.status, over.data.title]).toEqual([429, 'Demasiados intentos']);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await publish(await guestAt('198.51.100.4'))).status).toBe(201);
    // An account publishes under its own limit, from the same address.
    const ana = await registered(server, 'Ana');
    expect(
      (await ana.request('/api/requests', { method: 'POST', body: requestForm(await photo(64, 64)) })).status,
    ).toBe(201);
    const listed = await browser(server.app).json<unknown[]>('/api/requests');
    expect(listed.data).toHaveLength(4);
  });

  it('get at most the address limit of new tokens a window; a browser keeping its token asks nothing more', async () => {
    const server = await testServer({ limits: { guestTokenPerAddress: 2 } });
    const mint = () => browser(server.app).request('/api/guest', { method: 'POST' });
    for (let i = 0; i < 2; i++) expect((await mint()).status).toBe(204);
    const over = await mint();
    expect(over.status).toBe(429);
    expect(over.headers.get('Set-Cookie')).toBeNull();
    // Mostly, people keep theirs: asking again with it changes nothing and counts nothing.
    const kept = browser(server.app);
    kept.cookies.set('cg_guest', 'un-token-que-ya-tengo');
    expect((await kept.request('/api/guest', { method: 'POST' })).status).toBe(204);
  });
});
