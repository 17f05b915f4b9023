import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { VerificationProviderError } from '../domain';
import { verificationClient } from '../testing/clients';
import { createVerificationStore } from './store';
import {
  verificationDeclined,
  verificationDeclinedThenApproved,
  verificationDown,
  verificationHandlers,
  verificationMalformed,
  verificationResubmission,
  verificationSlow,
} from './handlers';
import type { CreateVerificationSessionInput } from '@cg/domain';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fast = { latencyMs: 0, readLatencyMs: 0, decisionDelayMs: 0 } as const;
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const traveller: CreateVerificationSessionInput = {
  userId: 'user-7',
  documentType: 'DNI',
  firstName: 'Martín',
  lastName: 'Gómez',
  email: 'martin@example.com',
};

/** Session, three photos, submit: what /verificacion-viajero does. */
async function submitDocuments(client = verificationClient()) {
  const { sessionId } = await client.createSession(traveller);
  await client.upload(sessionId, 'front', png);
  await client.upload(sessionId, 'back', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])]));
  await client.upload(sessionId, 'selfie', png);
  await client.submit(sessionId);
  return { client, sessionId };
}

describe('identity verification provider', () => {
  it('is pending right after submit and approved once the decision delay has passed', async () => {
    let now = Date.parse('2026-11-21T15:00:00Z');
    const store = createVerificationStore({ now: () => now });
    server.use(...verificationHandlers({ latencyMs: 0, readLatencyMs: 0, store }));
    const { client, sessionId } = await submitDocuments();
    await expect(client.getDecision(sessionId)).resolves.toMatchObject({ status: 'pending', providerStatus: null });
    now += 4999;
    await expect(client.getDecision(sessionId)).resolves.toMatchObject({ status: 'pending' });
    now += 1;
    await expect(client.getDecision(sessionId)).resolves.toMatchObject({
      status: 'verified',
      providerStatus: 'approved',
      canRetry: false,
      decidedAt: '2026-11-21T15:00:05.000Z',
    });
    expect(store.sessions()[0]).toMatchObject({ vendorData: 'user-7', documentType: 'ID_CARD' });
  });

  it('waitForDecision polls until the decision arrives', async () => {
    let now = 0;
    const store = createVerificationStore({ now: () => now, decisionDelayMs: 5000 });
    server.use(...verificationHandlers({ latencyMs: 0, readLatencyMs: 0, store }));
    const { client, sessionId } = await submitDocuments();
    const sleeps: number[] = [];
    const decision = await client.waitForDecision(sessionId, {
      intervalMs: 1000,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    expect(decision.status).toBe('verified');
    expect(sleeps).toHaveLength(5);
  });

  it('gives up waiting with a timeout error', async () => {
    server.use(...verificationHandlers({ latencyMs: 0, readLatencyMs: 0, decisionDelayMs: 60_000 }));
    const { client, sessionId } = await submitDocuments();
    await expect(
      client.waitForDecision(sessionId, { intervalMs: 10, maxWaitMs: 20, sleep: async () => {} }),
    ).rejects.toMatchObject({ kind: 'timeout', title: 'Error de verificación' });
  });

  it('refuses to submit without the three photos: "Información incompleta"', async () => {
    server.use(...verificationHandlers(fast));
    const client = verificationClient();
    const { sessionId } = await client.createSession(traveller);
    await client.upload(sessionId, 'front', png);
    const error = await client.submit(sessionId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerificationProviderError);
    expect(error).toMatchObject({ kind: 'rejected', status: 400, title: 'Información incompleta' });
  });

  it('refuses a file that is not PNG or JPEG, whatever type it declares', async () => {
    server.use(...verificationHandlers(fast));
    const client = verificationClient();
    const { sessionId } = await client.createSession(traveller);
    await expect(client.upload(sessionId, 'front', 'data:image/png;base64,R0lGODlhAQABAAAAACw=')).rejects.toMatchObject(
      {
        kind: 'rejected',
        status: 400,
      },
    );
    const gif = new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/jpeg' });
    await expect(client.upload(sessionId, 'back', gif)).rejects.toMatchObject({ status: 400 });
    await expect(client.upload(sessionId, 'selfie', 'not a data url')).rejects.toMatchObject({ status: 400 });
  });

  it('answers 404 for an unknown session', async () => {
    server.use(...verificationHandlers(fast));
    await expect(verificationClient().getDecision('nope')).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('keeps sessions across a reload when given a storage', async () => {
    const { createMemoryStorage } = await import('../storage');
    const storage = createMemoryStorage();
    server.use(...verificationHandlers({ ...fast, store: createVerificationStore({ storage, decisionDelayMs: 0 }) }));
    const { sessionId } = await submitDocuments();
    server.resetHandlers(
      ...verificationHandlers({ ...fast, store: createVerificationStore({ storage, decisionDelayMs: 0 }) }),
    );
    await expect(verificationClient().getDecision(sessionId)).resolves.toMatchObject({ status: 'verified' });
  });
});

describe('identity verification scenarios', () => {
  it('verificationDeclined declines with a Spanish reason, final', async () => {
    server.use(...verificationDeclined(fast));
    const { client, sessionId } = await submitDocuments();
    await expect(client.getDecision(sessionId)).resolves.toMatchObject({
      status: 'declined',
      providerStatus: 'declined',
      canRetry: false,
      reasonCode: 103,
      reason: 'La persona de la selfie no coincide con la foto del documento.',
    });
  });

  it('verificationResubmission asks for new photos (declined for the port, canRetry)', async () => {
    server.use(...verificationResubmission(fast));
    const { client, sessionId } = await submitDocuments();
    const decision = await client.getDecision(sessionId);
    expect(decision).toMatchObject({
      status: 'declined',
      providerStatus: 'resubmission_requested',
      canRetry: true,
      reasonCode: 204,
    });
    expect(decision.reason).toMatch(/no se ven con claridad/);
  });

  it('verificationDeclinedThenApproved declines the first submission and approves the next', async () => {
    server.use(...verificationDeclinedThenApproved(fast));
    const first = await submitDocuments();
    await expect(first.client.getDecision(first.sessionId)).resolves.toMatchObject({ status: 'declined' });
    const second = await submitDocuments();
    await expect(second.client.getDecision(second.sessionId)).resolves.toMatchObject({ status: 'verified' });
  });

  it('verificationDown fails with the Spanish provider error, retryable', async () => {
    server.use(...verificationDown(fast));
    await expect(verificationClient().createSession(traveller)).rejects.toMatchObject({
      provider: 'verification',
      kind: 'unavailable',
      status: 503,
      retryable: true,
      title: 'Error de verificación',
    });
  });

  it('slow times out on the client', async () => {
    server.use(...verificationSlow({ ...fast, slowLatencyMs: 300 }));
    await expect(verificationClient(50).createSession(traveller)).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
  });

  it('malformed answers are refused', async () => {
    server.use(...verificationMalformed(fast));
    await expect(verificationClient().createSession(traveller)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('requires the API key header', async () => {
    server.use(...verificationHandlers(fast));
    const response = await fetch('http://localhost/api/verificacion/v1/sessions', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
