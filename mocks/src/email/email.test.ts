import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { EmailProviderError, registrationConfirmationEmail } from '../domain';
import { emailClient } from '../testing/clients';
import { createEmailOutbox } from './outbox';
import { emailDown, emailHandlers, emailMalformed, emailOk, emailSlow } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fast = { latencyMs: 0, readLatencyMs: 0 } as const;
const newUser = { to: 'sofia@example.com', firstName: 'Sofía', lastName: 'Pérez' };

describe('e-mail provider', () => {
  it('delivers the registration confirmation, in Spanish, to the outbox', async () => {
    const outbox = createEmailOutbox();
    server.use(...emailOk({ ...fast, outbox }));
    await emailClient().sendRegistrationConfirmation(newUser);
    const [email] = outbox.to('SOFIA@example.com');
    expect(email).toMatchObject({
      to: ['sofia@example.com'],
      from: 'Conexión Global <hola@conexionglobal.com.ar>',
      subject: '¡Cuenta creada! Te damos la bienvenida a Conexión Global',
      tags: [{ name: 'category', value: 'registration-confirmation' }],
    });
    expect(email?.text).toContain('¡Hola, Sofía!');
    expect(email?.text).toContain('https://conexionglobal.example/login');
  });

  it('shows the outbox over HTTP and empties it', async () => {
    server.use(...emailHandlers(fast));
    const sent = await emailClient().send(
      registrationConfirmationEmail({ firstName: 'Ana', email: 'ana@example.com', siteUrl: 'https://x.example/' }),
    );
    const outbox = (await (await fetch('http://localhost/api/correo/_outbox')).json()) as { emails: { id: string }[] };
    expect(outbox.emails.map((email) => email.id)).toEqual([sent.id]);
    await fetch('http://localhost/api/correo/_outbox', { method: 'DELETE' });
    const after = (await (await fetch('http://localhost/api/correo/_outbox')).json()) as { emails: unknown[] };
    expect(after.emails).toEqual([]);
  });

  it('emailDown fails with the Spanish sending error; the outbox stays empty', async () => {
    const outbox = createEmailOutbox();
    server.use(...emailDown({ ...fast, outbox }));
    const error = await emailClient()
      .sendRegistrationConfirmation(newUser)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailProviderError);
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, title: 'Error de envío', retryable: true });
    expect(outbox.list()).toEqual([]);
  });

  it('slow times out on the client', async () => {
    server.use(...emailSlow({ ...fast, slowLatencyMs: 300 }));
    await expect(emailClient(50).sendRegistrationConfirmation(newUser)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('malformed answers are refused', async () => {
    server.use(...emailMalformed(fast));
    await expect(emailClient().sendRegistrationConfirmation(newUser)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('refuses a request without the API key', async () => {
    server.use(...emailHandlers(fast));
    const response = await fetch('http://localhost/api/correo/emails', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
