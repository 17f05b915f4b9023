// The request form's command carries an optional text fact added to the domain's list, with no
// other line of the site edited (decision 036): the list gets a `brand` here, as the trial adds it.
import { describe, expect, it, vi } from 'vitest';

vi.mock('@cg/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cg/domain')>()),
  REQUEST_TEXT_FACTS: [{ key: 'brand', label: 'Marca', max: 60 }],
}));

const { requestCommandOf } = await import('./request-command');

describe("the request form's command", () => {
  it('carries every field the form sends, the text facts of the list included', () => {
    const data = new FormData();
    const fields = {
      productName: 'Auriculares WH-1000XM5',
      productUrl: 'https://electronics.sony.com/wh1000xm5',
      estimatedPrice: '399,99',
      currency: 'EUR',
      country: 'Estados Unidos',
      reward: '35',
      category: 'tecnologia',
      notes: 'Color plata.',
      brand: 'Sony',
    };
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    // What the page adds for itself is not the request's.
    data.set('editId', 'r1');
    const image = new Blob(['x'], { type: 'image/png' });
    expect(requestCommandOf(data, image)).toEqual({ ...fields, image });
    expect(requestCommandOf(new FormData(), null)).toMatchObject({ brand: '', notes: '', image: null });
  });
});
