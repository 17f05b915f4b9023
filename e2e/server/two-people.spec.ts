// Server mode (issue 16): the site on the API, people in separate browser contexts (separate
// cookies and storage, as two devices). A buyer on a phone publishes; a traveller on a laptop
// finds the request from its shared link, verifies, accepts; they chat; the buyer pays; the
// traveller enters the code. Each sees the other's step appear without reloading. A third person
// gets "not found" for what is not theirs and changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { attachPhoto, cards, fillCard, photo } from '../buyer-helpers';
import { choose, fillRegistration, newPerson, submitVerification, type Person } from '../support/accounts';
import { present } from '../support/present';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What a person sees of the other's action: at most this long after it, with no reload. */
const LIVE_MS = 5000;

const phone = { viewport: { width: 390, height: 844 } } as const;

async function person(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

async function registerOn(page: Page, who: Person): Promise<void> {
  await page.goto('/registro');
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
}

async function publishOn(page: Page, productName: string): Promise<string> {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill(productName);
  await page.getByLabel('Enlace del producto').fill('https://www.example.com/producto');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('200');
  await choose(page, 'País de compra', 'Estados Unidos');
  await choose(page, 'Categoría', 'Tecnología');
  await attachPhoto(page, photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible({ timeout: 20_000 });
  return present(page.url().split('/').pop(), 'the request id in the URL');
}

async function verifyOn(page: Page): Promise<void> {
  await page.goto('/verificacion-viajero');
  await submitVerification(page);
  await expect(page.getByText('Documentos enviados').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
}

async function close(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((c) => c.close()));
}

test.describe.configure({ mode: 'parallel' });

test('a buyer and a traveller on two devices trade, each seeing the other live', async ({ browser }) => {
  test.setTimeout(240_000);
  const buyer = await person(browser, phone);
  const traveller = await person(browser);
  const intruder = await person(browser);
  const product = `Cámara Fujifilm X100VI ${Date.now().toString(36)}`;
  const ana = newPerson({ firstName: 'Ana', lastName: 'Suárez' });
  const tomas = newPerson({ firstName: 'Tomás', lastName: 'Gómez' });

  // The buyer, on a phone, registers and publishes.
  await registerOn(buyer.page, ana);
  const id = await publishOn(buyer.page, product);

  // The traveller, on a laptop, registers and verifies; the request opens from its shared link.
  await registerOn(traveller.page, tomas);
  await verifyOn(traveller.page);
  await traveller.page.goto(`/pedidos/${id}`);
  await expect(traveller.page.getByRole('heading', { level: 1, name: product })).toBeVisible();

  // The buyer waits on their dashboard; the traveller accepts: the buyer's page shows it.
  await buyer.page.goto('/dashboard');
  await expect(buyer.page.getByText(product).first()).toBeVisible();
  await traveller.page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await traveller.page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(traveller.page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });
  await expect(buyer.page.getByRole('button', { name: /Notificaciones/ }).first()).toBeVisible();
  await expect(buyer.page.getByText('Aceptado').first()).toBeVisible({ timeout: LIVE_MS });

  // They chat: each message appears on the other's open chat.
  await buyer.page.goto(`/chat/${id}`);
  await traveller.page.goto(`/chat/${id}`);
  const buyerLog = buyer.page.getByRole('log', { name: 'Mensajes' });
  const travellerLog = traveller.page.getByRole('log', { name: 'Mensajes' });
  await traveller.page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola Ana, la compro el martes en Nueva York.');
  await traveller.page.keyboard.press('Enter');
  await expect(buyerLog).toContainText('la compro el martes', { timeout: LIVE_MS });
  await buyer.page.getByRole('textbox', { name: 'Mensaje' }).fill('¡Genial, gracias Tomás!');
  await buyer.page.keyboard.press('Enter');
  await expect(travellerLog).toContainText('gracias Tomás', { timeout: LIVE_MS });

  // The intruder: not found for the order, the chat and the code; nothing changes.
  await registerOn(intruder.page, newPerson({ firstName: 'Eva', lastName: 'Ríos' }));
  for (const path of [`/api/orders/${id}`, `/api/orders/${id}/messages`, `/api/orders/${id}/code`]) {
    expect((await intruder.page.request.get(path)).status(), path).toBe(404);
  }
  const forged = await intruder.page.request.post(`/api/orders/${id}/messages`, {
    data: { text: 'Soy otra persona' },
    headers: { Origin: new URL(intruder.page.url()).origin },
  });
  expect(forged.status()).toBe(404);
  await intruder.page.goto(`/chat/${id}`);
  await expect(intruder.page).not.toHaveURL(new RegExp(`/chat/${id}`));
  await expect(buyerLog).not.toContainText('Soy otra persona');

  // The traveller waits on the request's page; the buyer pays from the phone.
  await traveller.page.goto(`/pedidos/${id}`);
  await buyer.page.goto(`/checkout/${id}`);
  await buyer.page.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Santa Fe 1234, CABA');
  await fillCard(buyer.page, cards.approved);
  // The instalments the provider offers, asked by its SDK through this site (issue 18, item 11).
  await buyer.page.getByRole('button', { name: /Cuotas/ }).click();
  await buyer.page.getByRole('option', { name: /^3 cuotas/ }).click();
  await buyer.page.getByRole('button', { name: /^Pagar / }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 40_000 });
  const code = present(
    await buyer.page
      .getByText(/^\d{6}$/)
      .first()
      .textContent(),
    'the delivery code',
  ).trim();
  await expect(traveller.page.getByText('Pagado').first()).toBeVisible({ timeout: LIVE_MS });

  // The traveller enters the code; the buyer, back on the dashboard, sees the delivery confirmed.
  await buyer.page.goto('/dashboard');
  await traveller.page.goto(`/confirmar-entrega/${id}`);
  await traveller.page.getByRole('textbox', { name: 'Código de seguridad' }).fill(code);
  await traveller.page.getByRole('button', { name: 'Liberar Pago' }).click();
  await expect(traveller.page.getByText('¡Entrega Confirmada!').first()).toBeVisible({ timeout: 20_000 });
  await expect(buyer.page.getByText('Completado').first()).toBeVisible({ timeout: LIVE_MS });

  await close(buyer.context, traveller.context, intruder.context);
});

test('two travellers race to accept one request: one wins, the other is told', async ({ browser }) => {
  test.setTimeout(180_000);
  const buyer = await person(browser);
  const first = await person(browser);
  const second = await person(browser);
  await registerOn(buyer.page, newPerson({ firstName: 'Laura' }));
  const id = await publishOn(buyer.page, `Nintendo Switch 2 ${Date.now().toString(36)}`);
  await registerOn(first.page, newPerson({ firstName: 'Pablo' }));
  await registerOn(second.page, newPerson({ firstName: 'Sofía' }));
  await Promise.all([verifyOn(first.page), verifyOn(second.page)]);
  for (const t of [first, second]) {
    await t.page.goto(`/pedidos/${id}`);
    await t.page.getByRole('button', { name: 'Aceptar Pedido' }).click();
    await expect(t.page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' })).toBeEnabled();
  }
  await Promise.all(
    [first, second].map((t) => t.page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click()),
  );
  const won = (t: typeof first) => t.page.getByRole('link', { name: 'Ir al Chat' });
  // The loser hears it ('Otro viajero ya aceptó este pedido.'), and the page no longer offers to accept.
  const told = (t: typeof first) => t.page.getByText('Otro viajero ya aceptó este pedido.');
  await expect(won(first).or(told(first)).first()).toBeVisible({ timeout: 15_000 });
  await expect(won(second).or(told(second)).first()).toBeVisible({ timeout: 15_000 });
  const winners = (await won(first).count()) + (await won(second).count());
  expect(winners).toBe(1);
  const loser = (await won(first).count()) > 0 ? second : first;
  await expect(loser.page.getByRole('button', { name: 'Pedido ya aceptado' })).toBeDisabled();
  await close(buyer.context, first.context, second.context);
});

test('the server-mode site keeps nothing private in the browser and runs no simulated provider', async ({ page }) => {
  await registerOn(page, newPerson({ firstName: 'Marta' }));
  await expect(page.getByRole('button', { name: /Menú de cuenta de Marta/ }).first()).toBeVisible();
  // No session, user or password hash in storage: the session is an HttpOnly cookie.
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
  expect(stored).not.toMatch(/currentUser|passwordHash|Marta/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'cg_session')?.httpOnly).toBe(true);
  // No service worker (MSW) and `?mock-payment=` does nothing.
  await page.goto('/pedidos?mock-payment=providerDown');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  // No provider secret and no simulated provider in anything the server-mode build ships.
  const assets = path.join(root, 'apps/site', process.env.SITE_SERVER_BUILD_DIR ?? 'build-server', 'client/assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const file of scripts) {
    expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toMatch(/TEST-5549|mockServiceWorker|setupWorker/);
  }
});
