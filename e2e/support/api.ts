// Server mode: state set up through the API as the site itself would send it (the person's own
// cookie, this site's Origin) — for tests where the publish form is not what is being tested.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { photo } from '../buyer-helpers';

/** Publishes a request as whoever `page` is logged in as (or as a guest); the request's id. */
export async function publishThroughApi(
  page: Page,
  origin: string,
  fields: { readonly productName: string } & Partial<Record<string, string>>,
): Promise<string> {
  const response = await page.request.post('/api/requests', {
    headers: { Origin: origin },
    multipart: {
      productUrl: 'https://www.example.com/producto',
      estimatedPrice: '100',
      currency: 'USD',
      country: 'Estados Unidos',
      reward: '25',
      category: 'tecnologia',
      notes: '',
      ...fields,
      image: { name: 'producto.png', mimeType: 'image/png', buffer: readFileSync(photo) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
