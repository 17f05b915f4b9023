import { describe, expect, it } from 'vitest';
import { type EngineFactory, scenario, validBilling } from '#src/contract-suite/engine';
import type { Change } from '@cg/domain/ports/changes';

export function changesContract(engine: EngineFactory) {
  describe('the change feed', () => {
    it('tells what an accept changed and for whom: the request for everyone, the chat and the news for the parties', async () => {
      const s = scenario(engine);
      const buyer = await s.user();
      const traveller = await s.traveller();
      const request = await s.publish(buyer);
      const heard: Change[] = [];
      const off = s.changes.subscribe((c) => heard.push(c));
      await s.market.requests.accept(traveller, request.id);
      off();
      expect(heard).toContainEqual({ topic: 'requests', ids: [request.id], audience: 'everyone' });
      expect(heard).toContainEqual({ topic: 'chats', ids: [request.id], audience: [buyer.id, traveller.id] });
      const news = heard.find((c) => c.topic === 'notifications');
      expect(news?.audience).toEqual([buyer.id]);
      expect(news?.ids).toHaveLength(1);
    });

    it('keeps private changes to the people concerned', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const heard: Change[] = [];
      s.changes.subscribe((c) => heard.push(c));
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      await s.market.requests.reissueCode(buyer, request.id);
      await s.market.chats.markRead(traveller, request.id);
      await s.market.notifications.markAllRead(buyer);
      expect(heard).toContainEqual({ topic: 'payments', ids: [request.id], audience: [buyer.id] });
      expect(heard.filter((c) => c.topic === 'requests').at(-1)).toEqual({
        topic: 'requests',
        ids: [request.id],
        audience: [buyer.id, traveller.id],
      });
      expect(heard).toContainEqual({ topic: 'chats', ids: [request.id], audience: [traveller.id] });
      expect(heard.filter((c) => c.topic === 'notifications').at(-1)?.audience).toEqual([buyer.id]);
    });

    it('tells nothing when nothing was stored', async () => {
      const s = scenario(engine);
      const { traveller, request } = await s.accepted();
      const heard: Change[] = [];
      s.changes.subscribe((c) => heard.push(c));
      await s.market.requests.accept(traveller, request.id).catch(() => undefined);
      await s.allRequests();
      expect(heard).toEqual([]);
    });
  });
}
