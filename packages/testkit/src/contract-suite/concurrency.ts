import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '@cg/domain/constants';
import { DomainError } from '@cg/domain/errors';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';
import type { Repositories } from '@cg/domain/ports/repositories';

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof DomainError ? r.reason.code : r.status;

/** Repositories whose `area.method` throws, as a database failing mid-transaction would. */
function failing(area: keyof Repositories, method: string) {
  return (repos: Repositories): Repositories => ({
    ...repos,
    [area]: {
      ...repos[area],
      [method]: () => Promise.reject(new Error(`${area}.${method} failed`)),
    },
  });
}

export function concurrencyContract(engine: EngineFactory) {
  describe('concurrent use cases', () => {
    it('lets exactly one of 20 concurrent accepts of one request win', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const travellers = [];
      for (let i = 0; i < 20; i++) travellers.push(await s.traveller());
      const request = await s.publish(buyer);
      const results = await Promise.allSettled(travellers.map((t) => s.market.requests.accept(t, request.id)));
      expect(results.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(1);
      expect(results.map(codeOf).filter((c) => c === 'already_accepted')).toHaveLength(19);
      const winner = travellers[results.findIndex((r) => r.status === 'fulfilled')];
      expect((await s.market.requests.order(buyer, request.id))?.acceptedBy).toBe(winner?.id);
      // The winner's accept alone told the buyer, and opened the chat once.
      const news = (await s.market.notifications.list(buyer)).filter((n) => n.kind === 'request_accepted');
      expect(news).toHaveLength(1);
      expect(await s.market.chats.messages(buyer, request.id)).toEqual([]);
    });

    it('counts every one of concurrent wrong codes and locks at the fifth', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const wrong = code === '111111' ? '222222' : '111111';
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => s.market.requests.confirmDelivery(traveller, request.id, wrong)),
      );
      const codes = results.map(codeOf);
      expect(codes.filter((c) => c === 'wrong_code')).toHaveLength(MAX_CODE_ATTEMPTS - 1);
      expect(codes.filter((c) => c === 'code_locked')).toHaveLength(8 - (MAX_CODE_ATTEMPTS - 1));
      const order = await s.market.requests.order(buyer, request.id);
      expect(order).toMatchObject({ codeAttempts: MAX_CODE_ATTEMPTS, codeLocked: true, status: 'paid' });
      expect((await rejection(s.market.requests.confirmDelivery(traveller, request.id, code))).code).toBe(
        'code_locked',
      );
    });

    it('confirms a delivery once when the right code is sent twice at once', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const results = await Promise.allSettled([
        s.market.requests.confirmDelivery(traveller, request.id, code),
        s.market.requests.confirmDelivery(traveller, request.id, code),
      ]);
      expect(results.map(codeOf).sort()).toEqual(['fulfilled', 'invalid_transition']);
      const news = (await s.market.notifications.list(buyer)).filter((n) => n.kind === 'delivery_confirmed');
      expect(news).toHaveLength(1);
      expect((await s.market.wallet.wallet(traveller)).earnings).toHaveLength(1);
    });

    it('leaves nothing half-written when a step fails mid-use-case', async () => {
      let broken = false;
      const breakNotifications = failing('notifications', 'put');
      const s = scenario(engine, { decorateRepositories: (repos) => (broken ? breakNotifications(repos) : repos) });
      const buyer = await s.user();
      const traveller = await s.traveller();
      const request = await s.publish(buyer);
      broken = true;
      // The accept updates the request and opens the chat before telling the buyer; the failure
      // at the last step leaves the request active, no chat and no notification.
      await expect(s.market.requests.accept(traveller, request.id)).rejects.toThrow(
        s.failure('notifications.put failed'),
      );
      broken = false;
      expect((await s.market.requests.get(buyer, request.id))?.status).toBe('active');
      expect(await s.market.requests.deliveries(traveller)).toEqual([]);
      expect((await s.market.notifications.list(buyer)).filter((n) => n.kind === 'request_accepted')).toEqual([]);
      expect((await rejection(s.market.chats.messages(buyer, request.id))).code).toBe(s.forbidden);
      // Once the failure is gone the same accept goes through.
      expect((await s.market.requests.accept(traveller, request.id)).status).toBe('accepted');
    });

    it('leaves a verification and a chat message as they were when telling the other person fails', async () => {
      let broken = false;
      const breakNotifications = failing('notifications', 'put');
      const s = scenario(engine, { decorateRepositories: (repos) => (broken ? breakNotifications(repos) : repos) });
      const { buyer, request } = await s.accepted();
      const newcomer = await s.user({ firstName: 'Nueva' });
      broken = true;
      await expect(s.verify(newcomer)).rejects.toThrow(s.failure('notifications.put failed'));
      await expect(s.market.chats.send(buyer, request.id, 'Hola')).rejects.toThrow(
        s.failure('notifications.put failed'),
      );
      broken = false;
      // Submitted (no notification there), but the decision was not stored without its notification.
      expect(await s.market.verification.status(newcomer)).toBe('pending');
      expect(await s.market.chats.messages(buyer, request.id)).toEqual([]);
      expect(await s.market.verification.refresh(newcomer)).toBe('verified');
      expect((await s.market.notifications.list(newcomer)).map((n) => n.kind)).toEqual(['verification_finished']);
    });
  });
}
