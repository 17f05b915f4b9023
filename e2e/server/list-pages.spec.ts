// Server mode: /pedidos pages through the API with a keyset cursor in the URL (`?despues=`), so a
// shared or reloaded URL shows the same page, and new filters start again from the first; a new
// page takes the keyboard's focus to its list. /viajeros pages the same way (trip-pages.spec.ts).
import { expect, test } from '@playwright/test';
import { holdNextApiCall, publishThroughApi } from '../support/server';
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

  // From the keyboard: the focus goes on from the new page's list, not from the link the page
  // replaced (it stayed there, at the bottom, or fell to the document when the link was gone).
  await page.getByRole('link', { name: 'Ver más pedidos' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([`${tag} producto 02`, `${tag} producto 01`]);
  await expect(page.getByRole('link', { name: 'Ver más pedidos' })).toHaveCount(0);
  await expect(list).toBeFocused();

  // The page is in the URL: a reload shows it again; "Ver los más recientes" goes back to the first.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Ver los más recientes' }).click();
  await expect(page).not.toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(24);
});

test('letters typed while the list loads are kept: the bar never goes back to what it sent', async ({ page }) => {
  await page.goto('/pedidos');
  const search = page.getByRole('search', { name: 'Filtrar pedidos' }).getByRole('searchbox', { name: 'Buscar' });
  const count = page.getByRole('status').filter({ hasText: /^\d+ pedidos?( de \d+)?$/ });
  await expect(search).toBeEditable();
  // A slow network: the list for "K" answers only when the test says so.
  const listForK = await holdNextApiCall(page, /\/api\/requests\/page\?(.*&)?text=K(&|$)/);
  await search.pressSequentially('K');
  await listForK.requested; // a pause: "K" is applied, its list is on its way
  // "i" is typed while it loads. Whether the list for "K" lands before the pause after "i" writes
  // "Ki" or after it depends on the machine; either way the bar must still read "Ki".
  await search.pressSequentially('i');
  listForK.release();
  await expect(page).toHaveURL(/q=Ki?$/);
  await expect(count).not.toHaveAttribute('aria-busy', 'true');
  await expect(search).toHaveValue('Ki');
  await search.pressSequentially('ndle');
  await expect(page).toHaveURL(/q=Kindle$/);
  await expect(search).toHaveValue('Kindle');
});

test('before any JavaScript, the document paints the list loading: its bar and the cards’ shapes, styled', async ({
  browser,
  baseURL,
}) => {
  // A slow phone: what the HTML and its stylesheets show while the scripts are still on their way.
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    // The API's Content-Security-Policy refuses style attributes in HTML: the browser says so here.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/pedidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos Disponibles' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Buscando pedidos…' })).toBeAttached();
    // The bar as it will be: a "Filtros" button on a phone, the fields inline on a laptop.
    if (width < 700) await expect(page.getByRole('button', { name: 'Filtros' })).toBeDisabled();
    else await expect(page.getByText('Recompensa mínima')).toBeVisible();
    // The page's own stylesheet is linked from the document: the content is inset, not at the edge.
    const left = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().left);
    expect(left, `${width}px`).toBeGreaterThanOrEqual(16);
    expect(errors, `${width}px`).toEqual([]);
    await context.close();
  }
});
