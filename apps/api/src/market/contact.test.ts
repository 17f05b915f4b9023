// The contact form delivered (issue 35 item 14, decision 044): a visitor's message reaches support
// as a notification (what /soporte lists) and as an e-mail through the sandbox; refusals in
// Spanish change nothing; a visitor's address is limited as the other anonymous POSTs are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, testDatabase, testServer, type TestServer } from '#src/testing/market';
import { registered, supportAccount } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

const message = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  message: 'Hola: ¿puedo pedir un perfume de Francia?\nGracias.',
};

/** The e-mails the sandbox accepted for `to`, after the answer's work settled. */
async function mailsTo(server: TestServer, to: string) {
  await server.market.background.idle();
  return server.market.sandbox.outbox.to(to);
}

interface Note {
  kind: string;
  title: string;
  text: string;
  link: string;
}

describe('the contact form (decision 044)', () => {
  it('a visitor’s message reaches support as a notification and an e-mail with whom to answer', async () => {
    const server = await testServer();
    const admin = await supportAccount(server);
    const visitor = browser(server.app);
    const sent = await visitor.json<{ sent: boolean }>('/api/contact', { method: 'POST', body: message });
    expect([sent.status, sent.data]).toEqual([201, { sent: true }]);

    const notes = await admin.json<Note[]>('/api/notifications');
    const contact = notes.data.filter((n) => n.kind === 'contact_message');
    expect(contact).toEqual([
      expect.objectContaining({
        title: 'Mensaje de contacto de Lucía Fernández',
        text: `lucia@example.com escribió: ${message.message}`,
        link: '/soporte',
      }),
    ]);
    const mails = await mailsTo(server, 'soporte@example.com');
    const mail = mails.find((m) => m.subject.includes('Mensaje de contacto de Lucía Fernández'));
    expect(mail?.text).toContain('perfume de Francia');
    expect(mail?.text).toContain('lucia@example.com');
  });

  it('a person with an account writes the same way; nobody else is told', async () => {
    const server = await testServer();
    const admin = await supportAccount(server);
    const ana = await registered(server, 'Ana');
    expect((await ana.json('/api/contact', { method: 'POST', body: message })).status).toBe(201);
    const anasNotes = await ana.json<Note[]>('/api/notifications');
    expect(anasNotes.data.some((n) => n.kind === 'contact_message')).toBe(false);
    const supportNotes = await admin.json<Note[]>('/api/notifications');
    expect(supportNotes.data.filter((n) => n.kind === 'contact_message')).toHaveLength(1);
  });

  it('refuses a missing field, a malformed e-mail or an over-long message in Spanish, sending nothing', async () => {
    const server = await testServer();
    const admin = await supportAccount(server);
    const visitor = browser(server.app);
    const cases = [
      [{ ...message, name: '  ' }, 'name', 'Este campo es obligatorio.'],
      [{ ...message, email: 'lucia' }, 'email', 'El formato del email es inválido.'],
      [{ ...message, message: 'x'.repeat(5001) }, 'message', 'Máximo 5000 caracteres.'],
      [{ name: 'Lucía', email: 'lucia@example.com' }, 'message', 'Este campo es obligatorio.'],
    ] as const;
    for (const [body, field, text] of cases) {
      const res = await visitor.json<{ code: string; fieldErrors: Record<string, string> }>('/api/contact', {
        method: 'POST',
        body,
      });
      expect([res.status, res.data.code, res.data.fieldErrors[field]]).toEqual([422, 'validation', text]);
    }
    const notes = await admin.json<Note[]>('/api/notifications');
    expect(notes.data.filter((n) => n.kind === 'contact_message')).toEqual([]);
    expect(await mailsTo(server, 'soporte@example.com')).toEqual([]);
  });

  it('with no support account set up, says the message could not be sent', async () => {
    const server = await testServer();
    const res = await browser(server.app).json<{ code: string }>('/api/contact', { method: 'POST', body: message });
    expect(res.status).toBe(503);
    expect(res.data.code).toBe('provider_unavailable');
  });

  it('limits a visitor’s address to 5 messages a window, as the other anonymous POSTs are limited', async () => {
    const server = await testServer({ limits: { contactPerAddress: 5, windowMs: 15 * 60 * 1000 } });
    const admin = await supportAccount(server);
    const visitor = browser(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await visitor.json('/api/contact', { method: 'POST', body: message })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const notes = await admin.json<Note[]>('/api/notifications');
    expect(notes.data.filter((n) => n.kind === 'contact_message')).toHaveLength(5);
  });
});
