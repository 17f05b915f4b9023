import { describe, expect, it } from 'vitest';
import { draftAfterUrlChange } from './url-filters';

const key = (values: object) => JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)));

describe('the filter bar when the URL changes', () => {
  it('keeps what was typed while the list loaded its own last write', () => {
    // "K" was written to the URL after a pause; "i" came while the list loaded.
    const applied = { text: 'K', minReward: 10 };
    expect(draftAfterUrlChange({ text: 'Ki', minReward: 10 }, applied, key(applied), [key(applied)])).toEqual({
      draft: { text: 'Ki', minReward: 10 },
      pending: [],
    });
  });

  it('keeps it too when the next pause wrote again before the page showed the first write', () => {
    // CI at load 15: the pause after "Ki" wrote "Ki" before the router's render of "K" came; "K"
    // must not come back, or "ndle" typed next reads "Kndle".
    const k = { text: 'K', minReward: 10 };
    const ki = { text: 'Ki', minReward: 10 };
    const first = draftAfterUrlChange({ text: 'Ki', minReward: 10 }, k, key(k), [key(k), key(ki)]);
    expect(first).toEqual({ draft: { text: 'Ki', minReward: 10 }, pending: [key(ki)] });
    const typedOn = { text: 'Kindle', minReward: 10 };
    expect(draftAfterUrlChange(typedOn, ki, key(ki), first.pending)).toEqual({ draft: typedOn, pending: [] });
  });

  it('forgets writes a later one replaced once that later one shows', () => {
    const [k, ki, kin] = [
      { text: 'K', minReward: 10 },
      { text: 'Ki', minReward: 10 },
      { text: 'Kin', minReward: 10 },
    ];
    expect(draftAfterUrlChange({ text: 'Kind', minReward: 10 }, kin, key(kin), [key(k), key(ki), key(kin)])).toEqual({
      draft: { text: 'Kind', minReward: 10 },
      pending: [],
    });
  });

  it('shows any other change of the URL as it is: back/forward, a link, another tab', () => {
    const fromLink = { text: 'Drone', minReward: 40 };
    expect(
      draftAfterUrlChange({ text: 'Ki', minReward: 10 }, fromLink, key(fromLink), [key({ text: 'K', minReward: 10 })]),
    ).toEqual({ draft: fromLink, pending: [] });
    expect(draftAfterUrlChange({ text: 'Ki', minReward: 10 }, fromLink, key(fromLink), [])).toEqual({
      draft: fromLink,
      pending: [],
    });
  });
});
