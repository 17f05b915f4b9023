import { describe, expect, it, vi } from 'vitest';
import type { Marketplace } from '@cg/domain';

type Notification = Awaited<ReturnType<Marketplace['notifications']['list']>>[number];

const list = vi.fn<() => Promise<Notification[]>>();
vi.mock('./marketplace.client', () => ({ getMarketplace: () => ({ notifications: { list } }) }));

const { loadNotifications } = await import('./conversations');

const stored = (id: string, link: string): Notification => ({
  id,
  userId: 'u1',
  kind: 'new_message',
  title: 'Nuevo mensaje',
  text: 'Hola',
  link,
  orderId: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  readAt: null,
});

describe('the notifications the header shows', () => {
  it('keep links that are paths of this site', async () => {
    list.mockResolvedValue([stored('n1', '/chat/o1'), stored('n2', '/dashboard')]);
    expect((await loadNotifications('u1')).map((n) => n.link)).toEqual(['/chat/o1', '/dashboard']);
  });

  it('drop a stored link to another site (hand-edited or imported): the item stays, without a link', async () => {
    list.mockResolvedValue([
      stored('n1', '//evil.example'),
      stored('n2', '/\\evil.example'),
      stored('n3', 'https://evil.example/chat/o1'),
      stored('n4', '/chat/o1'),
    ]);
    const shown = await loadNotifications('u1');
    expect(shown.map((n) => [n.id, n.link])).toEqual([
      ['n1', null],
      ['n2', null],
      ['n3', null],
      ['n4', '/chat/o1'],
    ]);
  });
});
