// Accessibility gate (issue 8): axe with the WCAG 2.0–2.2 A/AA rules on every route of the site,
// as a visitor and as a logged-in person, in Chromium, with no console error; the content and
// account pages' own titles and headings, and the account shell when logged in. Dynamic routes
// use the first-visit examples' ids, so the pages show real content. The only axe run per page:
// other files check what a page does, not axe again on the same first screen.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from '../support/page-checks';
import { register } from '../support/accounts';
import { present } from '../support/present';

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

/**
 * Pages with their own title and main heading (content and account pages): each is checked by
 * name here, where the sweep already opens it (they were separate tests once, opening each page
 * again for the same axe run).
 */
const named: Record<string, { title: string; heading: string; account?: true }> = {
  '/faq': { title: 'Preguntas Frecuentes - Conexión Global', heading: 'Preguntas Frecuentes' },
  '/contact': { title: 'Contacto - Conexión Global', heading: 'Contacto' },
  '/about-us': { title: 'Sobre Nosotros - Conexión Global', heading: 'Sobre Nosotros' },
  '/blog': { title: 'Blog - Conexión Global', heading: 'Blog' },
  '/terms': { title: 'Términos y Condiciones - Conexión Global', heading: 'Términos y Condiciones' },
  '/privacy-policy': { title: 'Política de Privacidad - Conexión Global', heading: 'Política de Privacidad' },
  '/help-center': { title: 'Centro de Ayuda - Conexión Global', heading: 'Centro de Ayuda' },
  '/payment-history': { title: 'Historial de pagos - Conexión Global', heading: 'Historial de pagos', account: true },
  '/wallet': { title: 'Billetera - Conexión Global', heading: 'Billetera', account: true },
  '/coupons': { title: 'Cupones - Conexión Global', heading: 'Cupones', account: true },
  '/settings': { title: 'Ajustes - Conexión Global', heading: 'Ajustes', account: true },
  '/payment-methods': { title: 'Métodos de pago - Conexión Global', heading: 'Métodos de pago', account: true },
};

/**
 * Opens each route fresh (a deep link) and checks it: its title (by name where it has its own),
 * axe, no console error; logged in, the account shell and no login gate on account pages.
 */
async function sweep(page: Page, routes: readonly string[], as: 'visitor' | 'member') {
  for (const route of routes) {
    await test.step(route, async () => {
      const console = watchConsole(page);
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      // Let redirects and loaders settle before judging the page.
      await page.waitForLoadState('networkidle');
      const own = named[route];
      if (own) {
        await expect(page).toHaveTitle(own.title);
        await expect(page.getByRole('heading', { level: 1, name: own.heading })).toBeVisible();
      } else {
        await expect(page).toHaveTitle(/Conexión Global/);
      }
      if (as === 'member') {
        // The account shell (its bell, at every width; the avatar menu folds into the phone's menu).
        await expect(page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
        if (own?.account) await expect(page.getByRole('region', { name: 'Acceso Denegado' })).toHaveCount(0);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      console.assertNone();
    });
  }
}

// The routes in two halves per person, so that the two workers share the sweep.
const half = Math.ceil(staticRoutes.length / 2);

test.describe('axe finds nothing on any route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor: the first half of the fixed routes', async ({ page }) => {
    await sweep(page, staticRoutes.slice(0, half), 'visitor');
  });

  test("as a visitor: the rest, and an example's pages", async ({ page }) => {
    const ids = await exampleIds(page);
    await sweep(page, [...staticRoutes.slice(half), ...dynamicRoutes(ids)], 'visitor');
  });

  test('logged in: the first half of the fixed routes', async ({ page }) => {
    await register(page);
    await sweep(page, staticRoutes.slice(0, half), 'member');
  });

  test("logged in: the rest, and an example's pages", async ({ page }) => {
    await register(page);
    const ids = await exampleIds(page);
    await sweep(page, [...staticRoutes.slice(half), ...dynamicRoutes(ids)], 'member');
  });

  test('logged in, at 360 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await register(page);
    await sweep(page, ['/', '/pedidos', '/comprador', '/viajero', '/dashboard', '/settings'], 'member');
  });
});
