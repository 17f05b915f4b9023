// Server mode: /pedidos pages through the API with a keyset cursor in the URL (`?despues=`), so a
// shared or reloaded URL shows the same page, and new filters start again from the first.
import { expect, test } from '@playwright/test';
import { publishThroughApi } from '../support/server';
import { fillRegistration, newPerson } from '../support/accounts';

test('the request list shows 24 at a time and pages with "Ver más pedidos"', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/registro');
  await fillRegistration(page, newPerson({ firstName: 'Nora' }));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });

  // 26 requests with one tag, published through the API as this person (the form is tested elsewhere).
  const tag = `Lote${Date.now().toString(36)}`;
  for (let i = 1; i <= 26; i += 1) {
    await publishThroughApi(page, baseURL ?? '', { productName: `${tag} producto ${String(i).padStart(2, '0')}` });
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
