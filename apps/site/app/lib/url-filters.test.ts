import { describe, expect, it } from 'vitest';
import { draftAfterUrlChange } from './url-filters';

const key = (values: object) => JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)));

describe('the filter bar when the URL changes', () => {
  it('keeps what was typed while the list loaded its own last write', () => {
    // "K" was written to the URL after a pause; "i" came while the list loaded.
    const applied = { text: 'K', minReward: 10 };
    expect(draftAfterUrlChange({ text: 'Ki', minReward: 10 }, applied, key(applied), key(applied))).toEqual({
      text: 'Ki',
      minReward: 10,
    });
  });

  it('shows any other change of the URL as it is: back/forward, a link, another tab', () => {
    const fromLink = { text: 'Drone', minReward: 40 };
    expect(
      draftAfterUrlChange({ text: 'Ki', minReward: 10 }, fromLink, key(fromLink), key({ text: 'K', minReward: 10 })),
    ).toEqual(fromLink);
    expect(draftAfterUrlChange({ text: 'Ki', minReward: 10 }, fromLink, key(fromLink), null)).toEqual(fromLink);
  });
});
