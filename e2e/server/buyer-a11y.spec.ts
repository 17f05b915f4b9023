import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { acceptedOrder, cards, fillCard } from '../buyer-helpers';
import { present } from '../support/present';

const shots = process.env.BUYER_SHOTS_DIR;

/** No WCAG 2.2 AA violations, nothing wider than the screen; a screenshot when asked for. */
async function check(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Lazily loaded parts (the shell's account menu) settle first: the page as people use it.
  await page.waitForLoadState('networkidle');
  // react-aria's live announcer briefly keeps a pending Button's announcement (role=img pointing
  // at the unmounted button's label) after a redirect: an off-screen log, not page content.
  const results = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    ),
    name,
  ).toEqual([]);
  const { width } = present(page.viewportSize(), 'the viewport size');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(
    width,
  );
  if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
}

// At 1280 px the route sweep (quality-a11y-routes.spec.ts) runs axe and the width check on these
// pages; the phone is checked here.
for (const width of [360]) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width, height: 900 } });

    test('the public buyer pages pass axe and fit the screen', async ({ page }) => {
      await page.goto('/');
      await check(page, 'home');
      await expect(page).toHaveTitle('Conexión Global - Tu puerta al mundo');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Argentina/);
      await page.goto('/pedidos');
      await check(page, 'pedidos');
      await page.goto('/pedidos/example-request-5');
      await check(page, 'pedido');
      await page.goto('/comprador');
      await check(page, 'comprador');
      await page.goto('/dashboard');
      await check(page, 'dashboard-visitante');
      await page.goto('/payment-cancelled?order_id=x');
      await check(page, 'pago-cancelado');
    });
  });
}

test.describe('a buyer paying, at 360 px', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  test('checkout, payment result and Mi Cuenta pass axe and fit the screen', async ({ page }) => {
    const { id } = await acceptedOrder(page, 'Drone DJI Mini 4 Pro');
    await page.goto(`/checkout/${id}`);
    await check(page, 'checkout');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Belgrano 10, Mendoza');
    await fillCard(page, cards.approved);
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
    await check(page, 'pago-exitoso');
    await page.goto('/dashboard');
    await check(page, 'dashboard');
  });
});

test('the home tabs work with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const travellers = page.getByRole('tab', { name: 'Viajeros Disponibles' });
  await expect(travellers).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Viajero verificado');
  await expect(page.getByRole('tabpanel')).not.toContainText('Verified Traveller');
  await travellers.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Pedidos Disponibles' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: 'Ver todos los pedidos' })).toBeVisible();
});

test('the first load of / and /pedidos leaves the providers and their service worker out', async ({ page }) => {
  for (const path of ['/', '/pedidos']) {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((u) => /msw|providers\.client|browser-|mockServiceWorker/.test(u)),
      path,
    ).toEqual([]);
    expect(
      await page.evaluate(() => ('serviceWorker' in navigator ? navigator.serviceWorker.controller : null)),
      path,
    ).toBeNull();
    page.removeAllListeners('request');
  }
});
