// Issue 18, phone items, in server mode: at 360 px the tabs show their whole labels and /pedidos
// shows the results first with the filters in a sheet opened from "Filtros". Each check also runs
// axe and looks for sideways scrolling of the page (the payment history as cards: wallet.spec.ts).
// The person and the requests are set up through the API (support/server.ts); other tests publish
// too, so the list is looked at within one unique word. PHONE_SHOTS=dir also saves screenshots.
import type { Locator, Page } from '@playwright/test';
import { choose } from '../buyer-helpers';
import { expectNoAxeViolations } from '../support/page-checks';
import { expect, publish, test } from '../support/server';

const phone = { width: 360, height: 740 } as const;
test.use({ viewport: phone });

const shots = process.env.PHONE_SHOTS;
async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function expectNoPageOverflow(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(phone.width);
}

/** Every tab shows its whole label: nothing cut inside the tab, the tab inside the list and the screen. */
async function expectWholeTabs(tabList: Locator) {
  const list = await tabList.boundingBox();
  if (!list) throw new Error('tab list not rendered');
  for (const tab of await tabList.getByRole('tab').all()) {
    const name = (await tab.textContent()) ?? '';
    const { scrollWidth, clientWidth } = await tab.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `«${name}» is cut inside its tab`).toBeLessThanOrEqual(clientWidth);
    const box = await tab.boundingBox();
    if (!box) throw new Error(`tab «${name}» not rendered`);
    expect(box.x, `«${name}» starts off the list`).toBeGreaterThanOrEqual(list.x - 0.5);
    expect(box.x + box.width, `«${name}» ends off the list`).toBeLessThanOrEqual(list.x + list.width + 0.5);
    expect(box.x + box.width, `«${name}» ends off the screen`).toBeLessThanOrEqual(phone.width);
  }
}

test('at 360 px the home and account tabs show their whole labels and still work with the arrows', async ({
  page,
  market,
}) => {
  await page.goto('/');
  const home = page.getByRole('tablist', { name: 'Conecta y Gana' });
  await expect(home.getByRole('tab')).toHaveText(['Viajeros Disponibles', 'Pedidos Disponibles']);
  await expectWholeTabs(home);
  await home.getByRole('tab', { name: 'Viajeros Disponibles' }).focus();
  await page.keyboard.press('ArrowRight');
  const wanted = home.getByRole('tab', { name: 'Pedidos Disponibles' });
  await expect(wanted).toBeFocused();
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await expectWholeTabs(home);
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);

  const person = (await market.member({ viewport: phone })).page;
  await person.goto('/dashboard');
  const account = person.getByRole('tablist', { name: 'Mi actividad' });
  await expect(account.getByRole('tab')).toHaveText(['Mis Pedidos', 'Mis Viajes', 'Mis Entregas']);
  await expectWholeTabs(account);
  await expectNoPageOverflow(person);
  await shoot(person, 'mi-cuenta-360');
});

test('at 360 px /pedidos shows the results first and the filters open from «Filtros», applied through the URL', async ({
  page,
  market,
}) => {
  const tag = `Movil${Date.now().toString(36)}`;
  const buyer = await market.member();
  for (const fields of [
    { productName: `Kindle Paperwhite ${tag}`, category: 'tecnologia' },
    { productName: `Auriculares Sony ${tag}`, category: 'tecnologia' },
    { productName: `Perfume Chanel N°5 ${tag}`, category: 'perfumes', country: 'Francia' },
  ])
    await publish(buyer, fields);

  await page.goto(`/pedidos?q=${tag}`);
  const cards = page.getByRole('list', { name: 'Pedidos' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  // The first result starts on the first screen; the filters wait behind a button.
  const first = await cards.first().boundingBox();
  expect(first?.y, 'the first result is below the fold').toBeLessThan(phone.height);
  await expect(page.getByRole('search', { name: 'Filtrar pedidos' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Filtros (1)' });
  await expect(open).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);

  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('search', { name: 'Filtrar pedidos' })).toBeVisible();
  await expect(sheet.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(tag);
  await shoot(page, 'pedidos-filtros-360');
  await expectNoAxeViolations(page);
  await choose(page, 'Categoría', 'Tecnología');
  await expect(page).toHaveURL(/categoria=tecnologia/);
  await sheet.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(sheet).toBeHidden();
  await expect(cards).toHaveCount(2);
  const filtered = page.getByRole('button', { name: 'Filtros (2)' });
  await expect(filtered).toBeFocused();

  // The URL carries the filters: a reload keeps them and the count.
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(filtered).toBeVisible();

  // Keyboard: Enter opens the sheet, Escape closes it, focus comes back to the button.
  await filtered.focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const none = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(none).toBeFocused();
  await expect(cards.first()).toBeVisible();

  // At 1280 px the filters stay in the page, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('search', { name: 'Filtrar pedidos' })).toBeVisible();
  await expect(none).toBeHidden();
});
