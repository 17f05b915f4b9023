import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '#src/ports/payment';
import { topUpAnswerIn } from '#src/services/owed-money';
import { topUpOrderOf } from '#src/services/top-ups';

const attempt = { amountUsdCents: 840, requestedAt: '2026-11-29T12:00:00.000Z' };
const payment = (over: Partial<PaymentRecord>): PaymentRecord => ({
  id: 'p-1',
  externalReference: 'o-1:top-up',
  status: 'approved',
  amountCents: 840,
  currency: 'USD',
  createdAt: '2026-11-29T12:00:01.000Z',
  ...over,
});

describe("a top-up's reference (decision 052)", () => {
  it('names its order; any other reference names none', () => {
    expect(topUpOrderOf('o-1:top-up')).toBe('o-1');
    for (const reference of ['o-1', ':top-up', 'o-1:top-up:o-2', 'o-1:top-upx', 'o-1:TOP-UP', 'a:b:top-up', ''])
      expect([reference, topUpOrderOf(reference)]).toEqual([reference, null]);
  });
});

describe("the provider's answer to a pending top-up (topUpAnswerIn)", () => {
  it('an approved payment of its reference, in USD, for exactly its amount, answers it — even before a later refusal', () => {
    const approved = payment({ id: 'p-ok' });
    const later = payment({ id: 'p-no', status: 'rejected', createdAt: '2026-11-29T12:05:00.000Z' });
    expect(topUpAnswerIn('o-1', attempt, [later, approved])?.id).toBe('p-ok');
  });

  it('another amount, another currency, another order, or the checkout answers nothing: it stays pending', () => {
    for (const other of [
      payment({ amountCents: 841 }),
      payment({ currency: 'EUR' }),
      payment({ externalReference: 'o-2:top-up' }),
      payment({ externalReference: 'o-1' }),
      payment({ status: 'in_process' }),
    ])
      expect(topUpAnswerIn('o-1', attempt, [other])).toBeNull();
    expect(topUpAnswerIn('o-1', attempt, [])).toBeNull();
  });

  it("a refusal answers it only when it is the reference's newest, made once the attempt was asked", () => {
    const now = payment({ id: 'p-now', status: 'rejected', createdAt: attempt.requestedAt });
    expect(topUpAnswerIn('o-1', attempt, [now])?.id).toBe('p-now');
    // An earlier attempt's refusal (recorded when it came) is not this one's answer.
    const earlier = payment({ id: 'p-old', status: 'rejected', createdAt: '2026-11-29T11:59:59.999Z' });
    expect(topUpAnswerIn('o-1', attempt, [earlier])).toBeNull();
    // A payment in process after the refusal is newer: nothing is known yet.
    const pending = payment({ id: 'p-wait', status: 'in_process', createdAt: '2026-11-29T12:00:02.000Z' });
    expect(topUpAnswerIn('o-1', attempt, [now, pending])).toBeNull();
  });
});
