// Server mode (issues 2 and 16): /pedidos filters by text, purchase country, category and minimum
// reward as they change, through the API, keeping them in the URL (reload, back and forward). Five
// requests with one unique word are published through the API (support/server.ts) — other tests
// publish too, so every count is taken within that word. The static demo's examples (marked and
// removed in one action) stay on the static build: demo-examples.spec.ts.
import { expect, publish, test } from '../support/server';
import { choose } from '../buyer-helpers';

test('the list filters by text, country, category and minimum reward as they change, and keeps them in the URL', async ({
  market,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `Filtro${Date.now().toString(36)}`;
  const buyer = await market.member();
  for (const fields of [
    { productName: `Kindle Paperwhite ${tag}`, country: 'Estados Unidos', category: 'tecnologia' },
    { productName: `Perfume Chanel N°5 ${tag}`, country: 'Francia', category: 'perfumes' },
    { productName: `Nintendo Switch OLED ${tag}`, country: 'Japón', category: 'juegos', reward: '45' },
    { productName: `Auriculares Sony ${tag}`, country: 'Japón', category: 'tecnologia' },
    { productName: `Zapatillas Nike ${tag}`, country: 'Estados Unidos', category: 'ropa' },
  ])
    await publish(buyer, fields);

  await page.goto('/pedidos');
  await expect(page).toHaveTitle('Pedidos Disponibles - Conexión Global');
  const cards = page.getByRole('list', { name: 'Pedidos' }).getByRole('article');
  const bar = page.getByRole('search', { name: 'Filtrar pedidos' });
  const search = bar.getByRole('searchbox', { name: 'Buscar' });

  // Typing filters once the person pauses; no button to press. A pause mid-word filters too.
  await search.pressSequentially(tag.slice(0, 4), { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`q=${tag.slice(0, 4)}$`));
  await search.pressSequentially(tag.slice(4), { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`q=${tag}$`));
  await expect(cards).toHaveCount(5);

  // Reload keeps the filter.
  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(cards).toHaveCount(5);

  // One search is one step back, not one per keystroke or pause.
  await page.goBack();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(search).toHaveValue('');
  await page.goForward();
  await expect(search).toHaveValue(tag);
  await expect(cards).toHaveCount(5);

  // The purchase country; back returns to the text alone, forward to both.
  await choose(page, 'País de compra', 'Francia');
  await expect(page).toHaveURL(/pais=Francia/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Perfume Chanel');
  await page.goBack();
  await expect(cards).toHaveCount(5);
  await page.goForward();
  await expect(cards).toHaveCount(1);

  await page.goto(`/pedidos?q=${tag}`);
  await choose(page, 'Categoría', 'Tecnología');
  await expect(page).toHaveURL(/categoria=tecnologia/);
  await expect(cards).toHaveCount(2);

  // Minimum reward: 10 by default, steps of 10, by keyboard.
  await page.goto(`/pedidos?q=${tag}`);
  const minimum = page.getByRole('slider', { name: 'Recompensa mínima' });
  await expect(minimum).toHaveValue('10');
  await minimum.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(minimum).toHaveValue('40');
  await expect(page).toHaveURL(/recompensa=40/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Nintendo Switch OLED');
  await expect(page.getByRole('status').filter({ hasText: /^1 pedido de / })).toBeVisible();
  // The slider kept the focus while the list changed under it.
  await expect(minimum).toBeFocused();

  await bar.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(search).toHaveValue('');
  await expect(minimum).toHaveValue('10');

  // A pause right after a space keeps the space: the search reads as typed.
  await search.pressSequentially('Paperwhite ', { delay: 40 });
  await expect(page).toHaveURL(/q=Paperwhite(\+|%20)$/);
  await search.pressSequentially(tag, { delay: 40 });
  await expect(search).toHaveValue(`Paperwhite ${tag}`);
  await expect(page).toHaveURL(new RegExp(`q=Paperwhite(\\+|%20)${tag}`));
  await expect(cards).toHaveCount(1);

  // A filter with no match says so.
  await page.goto('/pedidos?q=zzzz-no-existe');
  await expect(page.getByText('Ningún pedido coincide con los filtros.')).toBeVisible();
});
