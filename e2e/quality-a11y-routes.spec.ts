// Accessibility gate (issue 8): axe with the WCAG 2.0–2.2 A/AA rules on every route of the site,
// as a visitor and as a logged-in person, in Chromium, with no console error. Dynamic routes use
// the first-visit examples' ids, so the pages show real content.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from './page-checks';
import { register } from './support/accounts';
import { present } from './support/present';

const staticRoutes = [
  '/',
  '/comprador',
  '/viajero',
  '/pedidos',
  '/viajeros',
  '/dashboard',
  '/login',
  '/registro',
  '/recuperar-contrasena',
  '/restablecer-contrasena?token=enlace-de-prueba-0123456789',
  '/confirmar-email?token=enlace-de-prueba-0123456789',
  '/verificacion-viajero',
  '/faq',
  '/contact',
  '/about-us',
  '/blog',
  '/terms',
  '/privacy-policy',
  '/help-center',
  '/payment-history',
  '/wallet',
  '/coupons',
  '/settings',
  '/payment-methods',
  '/una-ruta-que-no-existe',
];

/** The id at the end of a link's href ("/pedidos/abc" → "abc"). */
const lastSegment = (href: string | null, what: string) => present(present(href, what).split('/').pop(), what);

/** Ids of an example request and of its requester, read from the list as a person would find them. */
async function exampleIds(page: Page): Promise<{ requestId: string; profileId: string }> {
  await page.goto('/pedidos');
  const link = page.locator('a[href^="/pedidos/"]').first();
  await expect(link).toBeVisible();
  const requestId = lastSegment(await link.getAttribute('href'), 'the request link');
  await page.goto(`/pedidos/${requestId}`);
  const profile = page.locator('a[href^="/profile/"]').first();
  await expect(profile).toBeVisible();
  const profileId = lastSegment(await profile.getAttribute('href'), 'the profile link');
  return { requestId, profileId };
}

function dynamicRoutes(ids: { requestId: string; profileId: string }) {
  return [
    `/pedidos/${ids.requestId}`,
    `/profile/${ids.profileId}`,
    `/checkout/${ids.requestId}`,
    `/chat/${ids.requestId}`,
    `/confirmar-entrega/${ids.requestId}`,
    `/payment-success?order_id=${ids.requestId}&status=approved`,
    `/payment-cancel?order_id=${ids.requestId}`,
    `/payment-cancelled?order_id=${ids.requestId}`,
  ];
}

async function sweep(page: Page, routes: string[]) {
  for (const route of routes) {
    await test.step(route, async () => {
      const console = watchConsole(page);
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      // Let redirects and loaders settle before judging the page.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(/Conexión Global/);
      await expectNoAxeViolations(page);
      console.assertNone();
    });
  }
}

test.describe('axe finds nothing on any route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor', async ({ page }) => {
    const ids = await exampleIds(page);
    await sweep(page, [...staticRoutes, ...dynamicRoutes(ids)]);
  });

  test('logged in', async ({ page }) => {
    await register(page);
    const ids = await exampleIds(page);
    await sweep(page, [...staticRoutes, ...dynamicRoutes(ids)]);
  });

  test('logged in, at 360 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await register(page);
    await sweep(page, ['/', '/pedidos', '/comprador', '/viajero', '/dashboard', '/settings']);
  });
});
