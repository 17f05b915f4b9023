// Server mode (issue 32 item 4): /viajeros shows the trips a page at a time, as /pedidos shows the
// requests — the API pages with a keyset cursor carried in the URL (`?despues=`), so a reload
// shows the same page — with the count of all that match and "Ver más viajes". Moving to another
// page from the keyboard, the focus goes on from the new page's list, not from the bottom of the
// page it replaced. The trips are registered through the API (the form has its own test).
import { expect, registerTrip, test } from '../support/server';

const day = (n: number) => String(n).padStart(2, '0');

test('the trips list shows 24 at a time and pages with "Ver más viajes", the keyboard following', async ({
  market,
  page,
}) => {
  test.setTimeout(120_000);
  // The travellers' names are what the search finds; one person has at most 20 trips ahead.
  const tag = `Lote${Date.now().toString(36)}`;
  const [older, newer] = await Promise.all([
    market.member({ firstName: `${tag}a`, lastName: 'Paz' }),
    market.member({ firstName: `${tag}b`, lastName: 'Paz' }),
  ]);
  for (let i = 1; i <= 26; i += 1) {
    await registerTrip(i <= 13 ? older : newer, {
      departureDate: `2027-04-${day(i)}`,
      returnDate: `2027-05-${day(i)}`,
    });
  }

  await page.goto(`/viajeros?q=${tag}`);
  const list = page.getByRole('list', { name: 'Viajes' });
  await expect(page.getByRole('status').filter({ hasText: '26 viajes encontrados' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(24);
  // Newest first: the last one registered leads.
  await expect(list.getByRole('article').first()).toContainText('26 de abril');

  // From the keyboard: the link, Enter, and the focus is on the new page's list.
  const more = page.getByRole('link', { name: 'Ver más viajes' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toBeFocused();
  await expect(list.getByRole('article', { name: `Viaje de ${tag}a P.` })).toHaveCount(2);
  await expect(list.getByRole('article').last()).toContainText('1 de abril');
  await expect(page.getByRole('status').filter({ hasText: '26 viajes encontrados' })).toBeVisible();
  await expect(more).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: /Ver Perfil y Contactar/ }).first()).toBeFocused();

  // The page is in the URL: a reload shows it again; "Ver los más recientes" goes back to the first.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Ver los más recientes' }).click();
  await expect(page).not.toHaveURL(/despues=/);
  await expect(list.getByRole('listitem')).toHaveCount(24);
  await expect(list).toBeFocused();

  // New filters start again from the first page.
  await page.getByRole('link', { name: 'Ver más viajes' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${tag}b`);
  await expect(page).toHaveURL(new RegExp(`q=${tag}b$`));
  await expect(page.getByRole('status').filter({ hasText: '13 viajes encontrados' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(13);
  await expect(page.getByRole('navigation', { name: 'Páginas de viajes' })).toHaveCount(0);
});
