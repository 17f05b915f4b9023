// Server mode: /pedidos pages through the API with a keyset cursor in the URL (`?despues=`), so a
// shared or reloaded URL shows the same page, and new filters start again from the first.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { photo } from '../buyer-helpers';
import { fillRegistration, newPerson } from '../support/accounts';

test('the request list shows 24 at a time and pages with "Ver más pedidos"', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/registro');
  await fillRegistration(page, newPerson({ firstName: 'Nora' }));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });

  // 26 requests with one tag, published through the API as this person (the form is tested elsewhere).
  const tag = `Lote${Date.now().toString(36)}`;
  const image = readFileSync(photo);
  for (let i = 1; i <= 26; i += 1) {
    const response = await page.request.post('/api/requests', {
      headers: { Origin: baseURL ?? '' },
      multipart: {
        productName: `${tag} producto ${String(i).padStart(2, '0')}`,
        productUrl: 'https://www.example.com/producto',
        estimatedPrice: '100',
        currency: 'USD',
        country: 'Estados Unidos',
        reward: '25',
        category: 'tecnologia',
        notes: '',
        image: { name: 'producto.png', mimeType: 'image/png', buffer: image },
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto(`/pedidos?q=${tag}`);
  const list = page.getByRole('list', { name: 'Pedidos' });
  await expect(page.getByRole('status').filter({ hasText: /^26 pedidos( de \d+)?$/ })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(24);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(`${tag} producto 26`);

  await page.getByRole('link', { name: 'Ver más pedidos' }).click();
  await expect(page).toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([`${tag} producto 02`, `${tag} producto 01`]);
  await expect(page.getByRole('link', { name: 'Ver más pedidos' })).toHaveCount(0);

  // The page is in the URL: a reload shows it again; "Ver los más recientes" goes back to the first.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Ver los más recientes' }).click();
  await expect(page).not.toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(24);
});
