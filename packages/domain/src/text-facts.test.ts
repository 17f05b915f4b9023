// What the request's page and its card show of an optional text fact added to the list, with no
// other line edited (decision 036): the list gets a `brand` here, as the trial adds it.
import { describe, expect, it, vi } from 'vitest';

vi.mock('#src/labels', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/labels')>()),
  REQUEST_TEXT_FACTS: [
    { key: 'brand', label: 'Marca', max: 60 },
    { key: 'model', label: 'Modelo', max: 60 },
  ],
}));

const { textFactsOf } = await import('#src/text-facts');

describe("a request's optional text facts, as shown", () => {
  it('are the list’s facts the request has, by their labels and in the list’s order', () => {
    expect(textFactsOf({ model: 'WH-1000XM5', brand: 'Sony', notes: 'Color plata.' })).toEqual([
      { key: 'brand', label: 'Marca', value: 'Sony' },
      { key: 'model', label: 'Modelo', value: 'WH-1000XM5' },
    ]);
  });

  it('leave out one not given, blank, or stored before the field existed', () => {
    expect(textFactsOf({ brand: '  ', model: '' })).toEqual([]);
    expect(textFactsOf({ productName: 'Kindle' })).toEqual([]);
  });
});
