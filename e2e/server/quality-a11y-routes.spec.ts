// Accessibility gate (issue 8): axe with the WCAG 2.0–2.2 A/AA rules on every route of the site,
// as a visitor and as a logged-in person, in Chromium, with no console error; the content and
// account pages' own titles and headings, and the account shell when logged in. Server mode: the
// dynamic routes show one order made through the API (support/server.ts) — its request, its
// traveller's profile, its checkout while accepted, then its chat, payment result and delivery
// confirmation once paid, its receipts pack (with its buttons reached by keyboard) — to a visitor,
// its buyer and its traveller. The only axe run per page:
// other files check what a page does, not axe again on the same first screen. Moved from the
// static build, where the demo's example ids gave the dynamic routes their content.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from '../support/page-checks';
import { expect, pay, test } from '../support/server';

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
  '/tus-datos',
  '/una-ruta-que-no-existe',
];

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
  '/tus-datos': { title: 'Tus datos - Conexión Global', heading: 'Privacidad y datos', account: true },
};

/**
 * Opens each route fresh (a deep link) and checks it: its title (by name where it has its own),
 * axe, no console error; logged in, the account shell and no login gate on account pages.
 * `shows`: the main heading a dynamic route must show, so that the order's own page is what is
 * checked (not a login gate, a redirect or a "not found").
 */
async function sweep(
  page: Page,
  routes: readonly string[],
  as: 'visitor' | 'member',
  shows: Readonly<Record<string, string | RegExp>> = {},
) {
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
      const heading = shows[route];
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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

// The fixed routes in two halves for the logged-in person, so that the two workers share the sweep.
const half = Math.ceil(staticRoutes.length / 2);

test.describe('axe finds nothing on any route', () => {
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor: the fixed routes', async ({ page }) => {
    await sweep(page, staticRoutes, 'visitor');
  });

  test('logged in: the first half of the fixed routes, and the main ones at 360 px wide', async ({ market }) => {
    const { page } = await market.member();
    await sweep(page, staticRoutes.slice(0, half), 'member');
    await page.setViewportSize({ width: 360, height: 740 });
    await sweep(page, ['/', '/pedidos', '/comprador', '/viajero', '/dashboard', '/settings'], 'member');
  });

  test("an order's pages as a visitor, its buyer and its traveller; the rest of the fixed routes logged in", async ({
    market,
    page,
  }) => {
    const order = await market.acceptedOrder({ productName: 'Cámara Fujifilm X100VI' });
    const { id, productName, buyer, traveller } = order;
    // What anyone may see of it (the rest asks a visitor to log in).
    const publicPages = {
      [`/pedidos/${id}`]: productName,
      [`/profile/${traveller.id}`]: new RegExp(`^${traveller.person.firstName}`),
    };
    const shows = {
      ...publicPages,
      [`/checkout/${id}`]: 'Pagar pedido',
      [`/chat/${id}`]: new RegExp(`^Chat con ${traveller.person.firstName}`),
      [`/confirmar-entrega/${id}`]: 'Confirmar entrega',
      [`/pedidos/${id}/comprobantes`]: `Comprobantes del pedido: ${productName}`,
      [`/payment-success?order_id=${id}&status=approved`]: '¡Pago Exitoso!',
      [`/payment-cancel?order_id=${id}`]: 'Pago Cancelado',
      [`/payment-cancelled?order_id=${id}`]: 'Pago Cancelado',
    };
    // Accepted, not paid yet: the checkout form, and the way back from a cancelled payment.
    await sweep(
      buyer.page,
      [`/checkout/${id}`, `/payment-cancel?order_id=${id}`, `/payment-cancelled?order_id=${id}`],
      'member',
      shows,
    );
    await pay(order);
    // Paid: the request, the traveller, the chat, the code; the buyer's payment in their history.
    await sweep(
      buyer.page,
      [
        `/pedidos/${id}`,
        `/profile/${traveller.id}`,
        `/chat/${id}`,
        `/payment-success?order_id=${id}&status=approved`,
        `/pedidos/${id}/comprobantes`,
        ...staticRoutes.slice(half),
      ],
      'member',
      shows,
    );
    // The receipts pack (decision 053): "Imprimir" and "Descargar PDF" reached with Tab, in that order.
    await test.step('the receipts pack by keyboard', async () => {
      const pack = buyer.page;
      await pack.goto(`/pedidos/${id}/comprobantes`);
      await expect(pack.getByRole('heading', { level: 1, name: shows[`/pedidos/${id}/comprobantes`] })).toBeVisible();
      await pack.waitForLoadState('networkidle');
      const print = pack.getByRole('button', { name: 'Imprimir' });
      for (let tabs = 0; tabs < 60 && !(await print.evaluate((el) => el === document.activeElement)); tabs++) {
        await pack.keyboard.press('Tab');
      }
      await expect(print).toBeFocused();
      await pack.keyboard.press('Tab');
      await expect(pack.getByRole('link', { name: 'Descargar PDF' })).toBeFocused();
    });
    await sweep(traveller.page, [`/confirmar-entrega/${id}`], 'member', shows);
    await sweep(
      page,
      [
        `/pedidos/${id}`,
        `/profile/${traveller.id}`,
        `/checkout/${id}`,
        `/chat/${id}`,
        `/confirmar-entrega/${id}`,
        `/payment-success?order_id=${id}&status=approved`,
        `/payment-cancel?order_id=${id}`,
        `/payment-cancelled?order_id=${id}`,
      ],
      'visitor',
      publicPages,
    );
  });
});
