// The static demo's first paint from this browser's storage (issue 19, decision 024): its data is
// in localStorage, so the documents read it while they parse (StaticFirstPaint.tsx) and paint the
// examples banner on `/` and a request's name, "Ejemplo" tag and default picture on
// `/pedidos/:id` before any of the app's JavaScript has run. Each test holds the app's modules
// back to see the document alone, then lets them through and checks the page took its place
// without moving it.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { watchConsole } from './support/page-checks';

const APP = /\/assets\/.*\.js$/;

/** Loads `path` with the app's modules held back; returns what lets them through. */
async function documentAlone(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return () => {
    release();
    return Promise.resolve();
  };
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Contenido de ejemplo' });

test('an empty browser sees the examples banner and an example request before the app, where the app puts them', async ({
  page,
}) => {
  const errors = watchConsole(page);
  let letThrough = await documentAlone(page, '/');
  await expect(banner(page)).toBeVisible();
  // Shown, but not pressable before the app can act on it.
  await expect(banner(page).getByRole('button', { name: 'Quitar ejemplos' })).toBeDisabled();
  const before = await banner(page).boundingBox();
  await letThrough();
  await expect(page.locator('footer')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Quitar ejemplos' })).toBeEnabled();
  expect(await banner(page).boundingBox()).toEqual(before);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  letThrough = await documentAlone(page, '/pedidos/example-request-2');
  const title = page.getByRole('heading', { level: 1, name: 'Nintendo Switch OLED' });
  await expect(title).toBeVisible();
  await expect(page.getByText('Ejemplo', { exact: true })).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const titleBox = await title.boundingBox();
  await letThrough();
  await expect(page.locator('footer')).toBeVisible();
  await expect(title).toBeVisible();
  expect(await title.boundingBox()).toEqual(titleBox);
  errors.assertNone();
});

test('after the examples are removed, the documents paint neither the banner nor a removed example', async ({
  page,
}) => {
  await page.goto('/');
  const remove = banner(page).getByRole('button', { name: 'Quitar ejemplos' });
  await remove.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ejemplos quitados' })).toBeVisible();

  let letThrough = await documentAlone(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conexión Global: Tu puerta al mundo');
  await expect(banner(page)).toHaveCount(0);
  await letThrough();
  await expect(page.locator('footer')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  letThrough = await documentAlone(page, '/pedidos/example-request-2');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando pedido…' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Nintendo Switch OLED' })).toHaveCount(0);
  await letThrough();
});
