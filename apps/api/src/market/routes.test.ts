// The API in-process (app.request) over PGlite: two and three people with their own cookies, the
// whole loop, and what a hostile browser tries.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, person, photo, requestForm, testDatabase, testServer } from '#src/testing/market';
import { billing, cardToken, paidOrder, publish, registered, supportAccount, verified } from '#src/testing/people';

// A PGlite copied from the migrated template: a few seconds, once per file.
beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** Field names and values that must never leave the server, whoever asks. */
const PRIVATE = [/"password"/, /\$argon2id\$/, /"documentNumber"/, /"guestToken"/, /"tokenHash"/, /"encoded"/];

function expectNothingPrivate(responses: unknown[]) {
  const all = JSON.stringify(responses);
  for (const pattern of PRIVATE) expect(all).not.toMatch(pattern);
}

/** A PNG whose header claims `width`×`height` pixels, with almost no data behind it. */
function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(4096))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('accounts and sessions', () => {
  it('registers with an HttpOnly, SameSite=Lax session cookie, and logs out', async () => {
    const server = await testServer();
    const ana = browser(server.app);
    const res = await ana.request('/api/accounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(person('Ana', 'ana@example.com')),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cg_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // Only the token's SHA-256 is stored.
    const token = ana.cookies.get('cg_session') ?? '';
    expect(token).toHaveLength(43);
    const stored = JSON.stringify(await server.database.db.execute('select token_hash from sessions'));
    expect(stored).not.toContain(token);
    expect((await ana.json<{ firstName: string }>('/api/me')).data.firstName).toBe('Ana');
    expect((await ana.request('/api/session', { method: 'DELETE' })).status).toBe(204);
    expect((await ana.json('/api/me')).data).toBeNull();
    expectNothingPrivate(ana.responses);
  });

  it('stores the password as argon2id, never as given', async () => {
    const server = await testServer();
    await registered(server, 'Ana');
    const rows = JSON.stringify(await server.database.db.execute('select password from users'));
    expect(rows).toContain('$argon2id$');
    expect(rows).not.toContain('secreto123');
  });

  it('answers a wrong password and an unknown account with the same Spanish message', async () => {
    const server = await testServer();
    await registered(server, 'Ana');
    const b = browser(server.app);
    const wrong = await b.json<{ title: string; code: string }>('/api/session', {
      method: 'POST',
      body: { email: 'ana@example.com', password: 'otra-clave' },
    });
    const unknown = await b.json<{ title: string; code: string }>('/api/session', {
      method: 'POST',
      body: { email: 'nadie@example.com', password: 'otra-clave' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.data).toEqual(unknown.data);
    expect(wrong.data.code).toBe('authentication_failed');
    expect(wrong.data.title).toBe('Error de autenticación');
  });

  it('gives a new token on login, and a password change ends the other sessions', async () => {
    const server = await testServer();
    const phone = await registered(server, 'Ana');
    const laptop = browser(server.app);
    await laptop.json('/api/session', { method: 'POST', body: { email: 'ana@example.com', password: 'secreto123' } });
    expect(laptop.cookies.get('cg_session')).not.toBe(phone.cookies.get('cg_session'));
    const before = phone.cookies.get('cg_session');
    const changed = await phone.json('/api/me/password', {
      method: 'POST',
      body: { currentPassword: 'secreto123', newPassword: 'otraclave456', confirmNewPassword: 'otraclave456' },
    });
    expect(changed.status).toBe(204);
    expect(phone.cookies.get('cg_session')).not.toBe(before);
    expect((await phone.json<{ firstName: string } | null>('/api/me')).data?.firstName).toBe('Ana');
    expect((await laptop.json('/api/me')).data).toBeNull();
  });

  it('deletes an account behind its password and ends every session of it', async () => {
    const server = await testServer();
    const phone = await registered(server, 'Ana');
    const laptop = browser(server.app);
    await laptop.json('/api/session', { method: 'POST', body: { email: 'ana@example.com', password: 'secreto123' } });
    const wrong = await phone.json<{ code: string; fieldErrors: Record<string, string> }>('/api/me/delete', {
      method: 'POST',
      body: { currentPassword: 'otra-clave' },
    });
    expect([wrong.status, wrong.data.code, wrong.data.fieldErrors.currentPassword]).toEqual([
      422,
      'wrong_password',
      'La contraseña es incorrecta.',
    ]);
    expect(
      (await phone.json('/api/me/delete', { method: 'POST', body: { currentPassword: 'secreto123' } })).status,
    ).toBe(204);
    expect((await phone.json('/api/me')).data).toBeNull();
    expect((await laptop.json('/api/me')).data).toBeNull();
    const rows = JSON.stringify(await server.database.db.execute('select email, first_name, phone from users'));
    expect(rows).not.toContain('ana@example.com');
    const login = await laptop.json('/api/session', {
      method: 'POST',
      body: { email: 'ana@example.com', password: 'secreto123' },
    });
    expect(login.status).toBe(401);
    expectNothingPrivate(phone.responses);
  });

  it("imports a 'your data' file into one's own account, never a verified status or another account", async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const file = JSON.stringify({
      profile: { verificationStatus: 'verified', email: 'otra@example.com' },
      users: [{ id: 'u1', email: 'intrusa@example.com', verificationStatus: 'verified' }],
      requests: [],
      trips: [
        {
          originCountry: 'España',
          province: 'Córdoba',
          departureDate: '2027-01-10',
          returnDate: '2027-01-20',
          availableSpace: 'medium',
        },
      ],
      photos: {},
    });
    const imported = await ana.request('/api/me/data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: file,
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ requests: 0, trips: 1, duplicates: 0, refused: 0 });
    const me = (await ana.json<{ email: string; verificationStatus: string }>('/api/me')).data;
    expect([me.email, me.verificationStatus]).toEqual(['ana@example.com', 'not_verified']);
    const users = JSON.stringify(await server.database.db.execute('select email from users'));
    expect(users).not.toContain('intrusa@example.com');
    const broken = await ana.request('/api/me/data', { method: 'POST', body: '{"requests":' });
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as { title: string }).title).toBe('Archivo no válido');
    const visitor = await browser(server.app).request('/api/me/data', { method: 'POST', body: file });
    expect(visitor.status).toBe(401);
  });

  it('ends a session unused for 7 days, and any session after 30', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    server.clock.advance(6 * 24 * 3600_000);
    expect((await ana.json('/api/me')).data).not.toBeNull();
    server.clock.advance(6 * 24 * 3600_000);
    expect((await ana.json('/api/me')).data).not.toBeNull();
    server.clock.advance(8 * 24 * 3600_000);
    expect((await ana.json('/api/me')).data).toBeNull();
    const again = await registered(server, 'Bea');
    for (let day = 0; day < 31; day += 5) {
      server.clock.advance(5 * 24 * 3600_000);
      await again.json('/api/me');
    }
    expect((await again.json('/api/me')).data).toBeNull();
  });

  it('lets a guest publish and hands the request to the account on registration', async () => {
    const server = await testServer();
    const guest = browser(server.app);
    expect((await guest.request('/api/guest', { method: 'POST' })).status).toBe(204);
    const token = guest.cookies.get('cg_guest') ?? '';
    expect(token).toHaveLength(43);
    const request = await publish(guest);
    const stored = JSON.stringify(await server.database.db.execute('select guest_token_hash from requests'));
    expect(stored).not.toContain(token);
    // The guest who published is its owner: owner actions, not "Aceptar Pedido".
    const action = await guest.json<{ action: string }>(`/api/requests/${request.id}/action`);
    const stranger = await browser(server.app).json<{ action: string }>(`/api/requests/${request.id}/action`);
    expect([action.data.action, stranger.data.action]).toEqual(['own_request', 'accept']);
    const res = await guest.json<{ claimedRequests: number }>('/api/accounts', {
      method: 'POST',
      body: person('Gus', 'gus@example.com'),
    });
    expect(res.data.claimedRequests).toBe(1);
    expect(guest.cookies.has('cg_guest')).toBe(false);
    const mine = await guest.json<{ id: string }[]>('/api/orders/mine');
    expect(mine.data.map((r) => r.id)).toEqual([request.id]);
  });

  it('resets a forgotten password from the e-mailed link, ending every session; an unknown e-mail gets the same answer', async () => {
    const server = await testServer();
    const phone = await registered(server, 'Ana');
    const laptop = browser(server.app);
    const asked = await laptop.json<{ title: string }>('/api/password-reset', {
      method: 'POST',
      body: { email: 'ana@example.com' },
    });
    const unknown = await laptop.json<{ title: string }>('/api/password-reset', {
      method: 'POST',
      body: { email: 'nadie@example.com' },
    });
    expect([asked.status, unknown.status]).toEqual([202, 202]);
    expect(asked.data).toEqual(unknown.data);
    expect(asked.data.title).toBe('Revisa tu correo');
    // The link is issued after the answer (decision 033), and e-mailed after that.
    await server.market.background.idle();
    const resetMail = () =>
      server.market.sandbox.outbox.to('ana@example.com').find((m) => m.subject.includes('Restablece'));
    for (let waited = 0; !resetMail() && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    // The link as the sandbox's outbox received it (the token is in the link, nowhere else).
    const mail = resetMail();
    const token = /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(64);
    expect(server.market.sandbox.outbox.to('nadie@example.com')).toEqual([]);
    expect(JSON.stringify(await server.database.db.execute('select token_hash from email_tokens'))).not.toContain(
      token,
    );
    const reset = { token, newPassword: 'otraclave456', confirmNewPassword: 'otraclave456' };
    expect((await laptop.json('/api/password-reset/confirm', { method: 'POST', body: reset })).status).toBe(204);
    // Whoever was logged in with the old password is out.
    expect((await phone.json('/api/me')).data).toBeNull();
    const again = await laptop.json<{ code: string }>('/api/password-reset/confirm', { method: 'POST', body: reset });
    expect([again.status, again.data.code]).toEqual([422, 'invalid_token']);
    const login = await laptop.json('/api/session', {
      method: 'POST',
      body: { email: 'ana@example.com', password: 'otraclave456' },
    });
    expect(login.status).toBe(200);
    expect(server.logLines.join('\n')).not.toContain(token);
  });

  it('limits login attempts per account and address with 429 and Retry-After', async () => {
    const server = await testServer({ limits: { loginPerAccountAddress: 3 } });
    await registered(server, 'Ana');
    const b = browser(server.app);
    const attempt = () =>
      b.json<{ code: string; title: string }>('/api/session', {
        method: 'POST',
        body: { email: 'Ana@Example.com', password: 'mala' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.data.title).toBe('Demasiados intentos');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('behind a trusted proxy counts each client on its own, by the address the proxy appended', async () => {
    const server = await testServer({ limits: { registerPerAddress: 2 }, trustProxy: true });
    const signUp = (n: number, forwardedFor: string) =>
      browser(server.app).json('/api/accounts', {
        method: 'POST',
        headers: { 'X-Forwarded-For': forwardedFor },
        body: person('Ana', `ana${String(n)}@example.com`),
      });
    // Two people behind one load balancer: each has their own two sign-ups.
    for (const n of [1, 2]) expect((await signUp(n, '203.0.113.7')).status).toBe(201);
    expect((await signUp(3, '198.51.100.4')).status).toBe(201);
    expect((await signUp(4, '203.0.113.7')).status).toBe(429);
    // What the client itself put before the proxy's entry does not make it someone else.
    expect((await signUp(5, '192.0.2.99, 203.0.113.7')).status).toBe(429);
  });
});

describe('the loop between two people', () => {
  it('publish, accept, chat, pay, deliver with the code: each sees only their own', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const traveller = await verified(server, 'Tomás');
    const stranger = await registered(server, 'Eva');

    const request = await publish(buyer);
    // Everyone sees the public request; its photo was re-encoded as WebP, at most 1600 px.
    const listed = await stranger.json<{ id: string }[]>('/api/requests?text=kindle');
    expect(listed.data.map((r) => r.id)).toEqual([request.id]);
    const photoRes = await stranger.request(`/api/photos/${request.imageId}`);
    expect(photoRes.headers.get('Content-Type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await photoRes.arrayBuffer())).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(meta.exif).toBeUndefined();

    expect((await traveller.json(`/api/orders/${request.id}/accept`, { method: 'POST' })).status).toBe(200);
    const again = await stranger.json<{ code: string }>(`/api/orders/${request.id}/accept`, { method: 'POST' });
    expect([again.status, again.data.code]).toEqual([403, 'verification_required']);

    await buyer.json(`/api/orders/${request.id}/messages`, { method: 'POST', body: { text: '¿Cuándo llegás?' } });
    const chat = await traveller.json<{ text: string }[]>(`/api/orders/${request.id}/messages`);
    expect(chat.data.map((m) => m.text)).toEqual(['¿Cuándo llegás?']);

    // The buyer pays: the body carries no amount, the server computes it from the stored request.
    const quote = await buyer.json<{ totalUsdCents: number }>(`/api/orders/${request.id}/quote`);
    const paid = await buyer.json<{ status: string }>(`/api/orders/${request.id}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardToken(server), amount: 1, totalUsdCents: 1 },
    });
    expect(paid.data.status).toBe('paid');
    const order = await buyer.json<{ payment: { totalUsdCents: number } }>(`/api/orders/${request.id}`);
    expect(order.data.payment.totalUsdCents).toBe(quote.data.totalUsdCents);

    const code = (await buyer.json<{ code: string }>(`/api/orders/${request.id}/code`)).data.code;
    expect(code).toMatch(/^\d{6}$/);
    // Nobody else gets the code: the traveller and a stranger get a 404.
    expect((await traveller.json(`/api/orders/${request.id}/code`)).status).toBe(404);
    expect((await stranger.json(`/api/orders/${request.id}/code`)).status).toBe(404);

    const wrong = code === '111111' ? '222222' : '111111';
    const miss = await traveller.json<{ code: string }>(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code: wrong },
    });
    expect([miss.status, miss.data.code]).toEqual([422, 'wrong_code']);
    const done = await traveller.json<{ payoutCents: number }>(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    expect(done.status).toBe(200);
    expect((await traveller.json<{ available: number }>('/api/wallet')).status).toBe(200);
    expect((await buyer.json<{ status: string }>(`/api/orders/${request.id}`)).data.status).toBe('completed');

    // "Your data": each person's own, as a file; the stranger's holds nothing of this order.
    const exported = await buyer.request('/api/me/data');
    expect(exported.headers.get('Content-Disposition')).toContain('attachment');
    expect(JSON.stringify(await exported.json())).toContain(request.id);
    expect(JSON.stringify((await stranger.json('/api/me/data')).data)).not.toContain(request.id);

    for (const person of [buyer, traveller, stranger]) expectNothingPrivate(person.responses);
  });

  it('tells a third person nothing about another pair’s order, chat or code', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const traveller = await verified(server, 'Tomás');
    const stranger = await verified(server, 'Eva');
    const request = await publish(buyer);
    await traveller.json(`/api/orders/${request.id}/accept`, { method: 'POST' });
    const paths: [string, { method?: string; body?: unknown }][] = [
      [`/api/orders/${request.id}`, {}],
      [`/api/orders/${request.id}/messages`, {}],
      [`/api/orders/${request.id}/messages`, { method: 'POST', body: { text: 'hola' } }],
      [`/api/orders/${request.id}/code`, {}],
      [`/api/orders/${request.id}/code/confirm`, { method: 'POST', body: { code: '123456' } }],
      [`/api/orders/${request.id}/code/reissue`, { method: 'POST' }],
      [`/api/orders/${request.id}/quote`, {}],
      [`/api/orders/${request.id}/payment`, {}],
      [`/api/orders/${request.id}/payment`, { method: 'POST', body: { billing, cardToken: 'tok' } }],
      // The frozen quote is the buyer's: a 404 like the rest (it answered 200 null — issue 32).
      [`/api/orders/${request.id}/payment`, {}],
    ];
    const unknown = await stranger.json(`/api/orders/no-existe`);
    for (const [path, init] of paths) {
      const res = await stranger.json(path, init);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.data).toEqual(unknown.data);
    }
    expectNothingPrivate(stranger.responses);
  });
});

describe('editing, withdrawing and cancelling by agreement (decision 022)', () => {
  it('lets the owner edit and withdraw a request nobody accepted; nobody else', async () => {
    const server = await testServer();
    const buyer = await registered(server, 'Ana');
    const stranger = await registered(server, 'Eva');
    const request = await publish(buyer);
    const edit = (b: typeof buyer, overrides: Record<string, string>) =>
      b.json<{ productName: string; imageId: string; code: string }>(`/api/requests/${request.id}`, {
        method: 'PUT',
        body: requestForm(null, overrides),
      });
    expect((await edit(stranger, { productName: 'Otra cosa' })).status).toBe(404);
    const edited = await edit(buyer, { productName: 'Kindle Colorsoft', estimatedPrice: '279,99' });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ productName: 'Kindle Colorsoft', imageId: request.imageId });
    const invalid = await edit(buyer, { productUrl: 'javascript:alert(1)' });
    expect([invalid.status, invalid.data.code]).toEqual([422, 'validation']);

    expect((await stranger.json(`/api/requests/${request.id}/cancel`, { method: 'POST' })).status).toBe(404);
    const cancelled = await buyer.json<{ status: string }>(`/api/requests/${request.id}/cancel`, { method: 'POST' });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await stranger.json<{ id: string }[]>('/api/requests')).data.map((r) => r.id)).not.toContain(request.id);
    const again = await buyer.json<{ code: string }>(`/api/requests/${request.id}/cancel`, { method: 'POST' });
    expect([again.status, again.data.code]).toEqual([409, 'already_cancelled']);
    for (const person of [buyer, stranger]) expectNothingPrivate(person.responses);
  });

  it('cancels a paid order only with both parties, refunding through the provider sandbox', async () => {
    let refunds: 'default' | 'refundRejected' | 'providerDown' = 'default';
    const server = await testServer({ scenarios: { payment: () => refunds } });
    const buyer = await registered(server, 'Ana');
    const traveller = await verified(server, 'Tomás');
    const stranger = await registered(server, 'Eva');
    const request = await publish(buyer);
    await traveller.json(`/api/orders/${request.id}/accept`, { method: 'POST' });
    const paid = await buyer.json<{ status: string }>(`/api/orders/${request.id}/payment`, {
      method: 'POST',
      body: { billing, cardToken: await cardToken(server) },
    });
    expect(paid.data.status).toBe('paid');

    const path = (step = '') => `/api/orders/${request.id}/cancellation${step}`;
    expect((await stranger.json(path(), { method: 'POST' })).status).toBe(404);
    expect((await buyer.json(path(), { method: 'POST' })).status).toBe(200);
    const own = await buyer.json<{ code: string }>(path('/accept'), { method: 'POST' });
    expect([own.status, own.data.code]).toEqual([409, 'invalid_transition']);
    expect((await stranger.json(path('/accept'), { method: 'POST' })).status).toBe(404);

    refunds = 'refundRejected';
    const rejected = await traveller.json<{ code: string; title: string }>(path('/accept'), { method: 'POST' });
    expect([rejected.status, rejected.data.code, rejected.data.title]).toEqual([
      402,
      'refund_failed',
      'Reembolso rechazado',
    ]);
    refunds = 'providerDown';
    const down = await traveller.json<{ code: string; description: string }>(path('/accept'), { method: 'POST' });
    expect([down.status, down.data.code]).toEqual([503, 'provider_unavailable']);
    expect(down.data.description).toMatch(/no se perdió nada/);
    const still = await buyer.json<{ status: string; refund: { status: string } }>(`/api/orders/${request.id}`);
    expect([still.data.status, still.data.refund.status]).toEqual(['paid', 'failed']);

    refunds = 'default';
    const done = await traveller.json<{ status: string; refund: { status: string; amountUsdCents: number } }>(
      path('/accept'),
      { method: 'POST' },
    );
    expect([done.status, done.data.status, done.data.refund.status]).toEqual([200, 'cancelled', 'approved']);
    const seen = await buyer.json<{ status: string; refund: { status: string } }>(`/api/orders/${request.id}`);
    expect([seen.data.status, seen.data.refund.status]).toEqual(['cancelled', 'approved']);
    // The sandbox's books: the payment is refunded, once.
    const payment = await server.market.paymentClient.checkOrderPayment(request.id);
    expect(payment.paid).toBe(false);
    const kinds = (await buyer.json<{ kind: string }[]>('/api/notifications')).data.map((n) => n.kind);
    expect(kinds).toContain('order_cancelled');
    for (const person of [buyer, traveller, stranger]) expectNothingPrivate(person.responses);
    expect(JSON.stringify([buyer.responses, traveller.responses])).not.toContain('attemptKey');
  });
});

describe('deadlines, disputes and support (decision 026)', () => {
  it("serves a dispute's photos to the two parties and support only: anyone else gets a missing photo's 404", async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const admin = await supportAccount(server);
    const visitor = browser(server.app);
    const form = new FormData();
    form.set('reason', 'not_delivered');
    form.set('text', 'Pasó la fecha y no recibí nada.');
    form.append('photos', await photo(), 'foto.png');
    const opened = await buyer.json<{ dispute: { statements: { photos: string[] }[] } }>(
      `/api/orders/${request.id}/dispute`,
      { method: 'POST', body: form },
    );
    const photoId = opened.data.dispute.statements[0]?.photos[0] ?? '';
    expect(photoId).not.toBe('');
    for (const reader of [buyer, traveller, admin]) {
      const res = await reader.request(`/api/photos/${photoId}`);
      expect([res.status, res.headers.get('Content-Type')]).toEqual([200, 'image/webp']);
      // Evidence between three people: never kept by a shared cache.
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const missing = await visitor.request('/api/photos/no-such-photo');
    for (const outsider of [stranger, visitor]) {
      const res = await outsider.request(`/api/photos/${photoId}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(await missing.clone().text());
    }
    // The request's own photo stays public, cacheable by anyone.
    const requestPhoto = await visitor.request(`/api/photos/${request.imageId}`);
    expect([requestPhoto.status, requestPhoto.headers.get('Cache-Control')]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
  });

  it('opens a dispute with a photo; delivery waits; only support sees and resolves it, by refund', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const admin = await supportAccount(server);
    const form = new FormData();
    form.set('reason', 'not_delivered');
    form.set('text', 'Pasó la fecha y no recibí nada.');
    form.append('photos', await photo(), 'foto.png');
    expect((await stranger.json(`/api/orders/${request.id}/dispute`, { method: 'POST', body: form })).status).toBe(404);
    const opened = await buyer.json<{ dispute: { status: string; statements: { photos: string[] }[] } }>(
      `/api/orders/${request.id}/dispute`,
      { method: 'POST', body: form },
    );
    expect(opened.status).toBe(201);
    expect(opened.data.dispute.status).toBe('open');
    const [photoId] = opened.data.dispute.statements[0]?.photos ?? [];
    expect((await admin.request(`/api/photos/${photoId ?? ''}`)).status).toBe(200);
    const notImage = new FormData();
    notImage.set('reason', 'other');
    notImage.set('text', 'Esto no es una foto de verdad.');
    notImage.append('photos', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    const refused = await traveller.json<{ code: string }>(`/api/orders/${request.id}/dispute`, {
      method: 'POST',
      body: notImage,
    });
    expect([refused.status, refused.data.code]).toEqual([422, 'image_invalid']);

    const code = (await buyer.json<{ code: string }>(`/api/orders/${request.id}/code`)).data.code;
    const held = await traveller.json<{ code: string }>(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code },
    });
    expect([held.status, held.data.code]).toEqual([409, 'dispute_open']);
    const told = (await traveller.json<{ kind: string }[]>('/api/notifications')).data.map((n) => n.kind);
    expect(told).toContain('dispute_opened');

    for (const person of [buyer, traveller, stranger]) {
      expect((await person.json<{ support: boolean }>('/api/support/me')).data.support).toBe(false);
      expect((await person.json('/api/support/disputes')).status).toBe(404);
      const tried = await person.json(`/api/support/disputes/${request.id}/resolve`, {
        method: 'POST',
        body: { outcome: 'release' },
      });
      expect(tried.status).toBe(404);
    }
    expect((await buyer.json<{ status: string }>(`/api/orders/${request.id}`)).data.status).toBe('paid');
    expect((await admin.json<{ support: boolean }>('/api/support/me')).data.support).toBe(true);
    const list = await admin.json<{ order: { id: string; securityCode: string | null } }[]>('/api/support/disputes');
    expect(list.data.map((d) => d.order.id)).toEqual([request.id]);
    expect(list.data[0]?.order.securityCode).toBeNull();
    const bad = await admin.json(`/api/support/disputes/${request.id}/resolve`, {
      method: 'POST',
      body: { outcome: 'both' },
    });
    expect(bad.status).toBe(400);
    const done = await admin.json<{ status: string; dispute: { status: string } }>(
      `/api/support/disputes/${request.id}/resolve`,
      { method: 'POST', body: { outcome: 'refund', message: 'No consta la entrega: se reembolsa el pago.' } },
    );
    expect([done.status, done.data.status, done.data.dispute.status]).toEqual([200, 'cancelled', 'refunded']);
    const again = await admin.json<{ code: string }>(`/api/support/disputes/${request.id}/resolve`, {
      method: 'POST',
      body: { outcome: 'release', message: 'La entrega consta: se libera el pago.' },
    });
    expect([again.status, again.data.code]).toEqual([409, 'dispute_not_open']);
    expect((await server.market.paymentClient.checkOrderPayment(request.id)).paid).toBe(false);
    for (const person of [buyer, traveller]) {
      const kinds = (await person.json<{ kind: string }[]>('/api/notifications')).data.map((n) => n.kind);
      expect(kinds).toContain('dispute_resolved');
    }
    for (const person of [buyer, traveller, stranger, admin]) expectNothingPrivate(person.responses);
  });

  it('lets the buyer cancel for a refund only after the delivery deadline, by the server clock', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const order = await buyer.json<{ deliveryDeadline: string }>(`/api/orders/${request.id}`);
    expect(order.data.deliveryDeadline).toBeTruthy();
    const path = `/api/orders/${request.id}/overdue-cancellation`;
    const early = await buyer.json<{ code: string }>(path, { method: 'POST' });
    expect([early.status, early.data.code]).toEqual([409, 'deadline_not_passed']);
    // Only the buyer, ever (the traveller's session would not outlive the wait).
    expect((await traveller.json(path, { method: 'POST' })).status).toBe(404);
    server.clock.advance(Date.parse(order.data.deliveryDeadline) - server.clock.now().getTime() + 1000);
    await buyer.json('/api/session', { method: 'POST', body: { email: 'ana@example.com', password: 'secreto123' } });
    const done = await buyer.json<{ status: string; refund: { status: string } }>(path, { method: 'POST' });
    expect([done.status, done.data.status, done.data.refund.status]).toEqual([200, 'cancelled', 'approved']);
  });

  it('registering with an e-mail gives no support role', async () => {
    const server = await testServer();
    const person = await registered(server, 'Soporte');
    expect((await person.json<{ support: boolean }>('/api/support/me')).data.support).toBe(false);
    expect((await person.json('/api/support/disputes')).status).toBe(404);
    await expect(
      server.market.setUpSupportAccount({
        email: 'soporte@example.com',
        password: 'soporte-secreto',
        firstName: 'S',
        lastName: 'S',
      }),
    ).rejects.toThrow(/Ya existe una cuenta/);
  });
});

describe('hostile input', () => {
  it('refuses a text file named .jpg and an SVG with a script by their bytes', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    for (const file of [
      new Blob(['hola, no soy una imagen'], { type: 'image/jpeg' }),
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' }),
    ]) {
      const res = await ana.json<{ code: string }>('/api/requests', { method: 'POST', body: requestForm(file) });
      expect([res.status, res.data.code]).toEqual([422, 'image_invalid']);
    }
    expect((await ana.json<unknown[]>('/api/requests')).data).toEqual([]);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    // A PNG that says 20000×20000 (400 Mpx, 1.2 GB decoded) in a few hundred bytes.
    const bomb = pngClaiming(20000, 20000);
    const started = performance.now();
    const res = await ana.json<{ code: string }>('/api/requests', {
      method: 'POST',
      body: requestForm(new Blob([bomb], { type: 'image/png' })),
    });
    expect([res.status, res.data.code]).toEqual([422, 'image_processing']);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a 9 MB photo (8 MB per file) with 413 in Spanish, and keeps nothing', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const res = await ana.json<{ title: string; description: string }>('/api/requests', {
      method: 'POST',
      body: requestForm(new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/png' })),
    });
    expect(res.status).toBe(413);
    expect(res.data.description).toContain('(8 MB)');
    expect((await ana.json<unknown[]>('/api/requests')).data).toEqual([]);
  });

  it('refuses 50 MB with 413 in Spanish', async () => {
    const server = await testServer();
    const ana = await registered(server, 'Ana');
    const res = await ana.json<{ title: string }>('/api/requests', {
      method: 'POST',
      body: requestForm(new Blob([new Uint8Array(50 * 1024 * 1024)], { type: 'image/png' })),
    });
    expect(res.status).toBe(413);
    expect(res.data.title).toBe('Contenido demasiado grande');
  });

  it('refuses a write from another site', async () => {
    const server = await testServer();
    const res = await server.app.request('http://localhost/api/accounts', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(person('Eva', 'eva@example.com')),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('forbidden_origin');
  });

  it('answers a body that is not JSON with 400 in Spanish', async () => {
    const server = await testServer();
    const b = browser(server.app);
    const res = await b.request('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{no es json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { title: string }).title).toBe('Solicitud no válida');
  });

  it('logs no password, code or token', async () => {
    const server = await testServer();
    await registered(server, 'Ana');
    const log = server.logLines.join('\n');
    expect(log).not.toContain('secreto123');
    expect(log).not.toMatch(/cg_session=/);
  });
});
