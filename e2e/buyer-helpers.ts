// Shared steps for the buyer-side end-to-end tests, done the way people do them (labels, roles,
// visible text). One exception, said where it is used: switching the person at the keyboard.
import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { choose as chooseOption, chooseThrough, fillRegistration, logIn, newPerson } from './support/accounts';
import { present } from './support/present';

export const photo = fileURLToPath(new URL('./fixtures/producto.png', import.meta.url));
export const notAnImage = fileURLToPath(new URL('./fixtures/no-es-imagen.png', import.meta.url));

/** The verified demo traveller the domain seeds on the first login (packages/domain/README.md). */
export const demo = { email: 'demo@conexionglobal.com.ar', password: 'demo12345' } as const;

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@ejemplo.com.ar`;
}

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(firstName: string, lastName: string): Account {
  return { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: 'clave-segura-1' };
}

/** Creates an account on /registro (which also logs it in), with the traveller side's steps. */
export async function register(page: Page, account: Account): Promise<void> {
  await page.goto('/registro');
  await fillRegistration(page, newPerson(account));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // Done when the site leaves /registro (the welcome toast is soon replaced by the e-mail notice).
  await expect(page).not.toHaveURL(/\/registro/, { timeout: 45_000 });
}

/** Logs in on /login. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await logIn(page, { email, password });
}

/**
 * Another person takes the keyboard of this browser. All data lives in this browser's storage,
 * so buyer and traveller must share it; the log-out is done on storage directly so these tests
 * do not depend on the shell's avatar menu (tested with the shell).
 */
export async function switchTo(page: Page, email: string, password: string): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await login(page, email, password);
}

/** Picks an option of a @cg/ui Select or CountryPicker (the traveller side's step). */
export const choose = chooseOption;

/** Picks a file through the photo zone's 'Seleccionar imagen' button (the system file dialog). */
export async function attachPhoto(page: Page, file: string): Promise<void> {
  await chooseThrough(page, page.getByRole('button', { name: /Seleccionar imagen|Cambiar imagen/ }), file);
  // As a person does: the photo is there once its preview shows (a big one takes a moment).
  // (Attached, not visible: a file that is not really an image shows a broken preview.)
  await expect(page.getByRole('img', { name: `Vista previa de ${path.basename(file)}` })).toBeAttached({
    timeout: 30_000,
  });
}

export interface RequestInput {
  productName: string;
  url?: string;
  price?: string;
  country?: string;
  category?: string;
  withPhoto?: boolean;
}

/** Publishes a request on /comprador and waits for its page. Returns its id. */
export async function publishRequest(page: Page, input: RequestInput): Promise<string> {
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill(input.productName);
  await page.getByLabel('Enlace del producto').fill(input.url ?? 'https://www.example.com/producto');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill(input.price ?? '100');
  await choose(page, 'País de compra', input.country ?? 'Estados Unidos');
  await choose(page, 'Categoría', input.category ?? 'Tecnología');
  if (input.withPhoto !== false) await attachPhoto(page, photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: input.productName })).toBeVisible({ timeout: 15_000 });
  return present(page.url().split('/').pop(), 'the request id in the URL');
}

/**
 * A buyer's request accepted by the verified demo traveller, with the buyer logged in again:
 * ready to pay. Returns the request id and the buyer.
 */
export async function acceptedOrder(page: Page, productName: string): Promise<{ id: string; buyer: Account }> {
  const buyer = newAccount('Carla', 'Méndez');
  await register(page, buyer);
  const id = await publishRequest(page, { productName, price: '200', country: 'Estados Unidos' });
  await switchTo(page, demo.email, demo.password);
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await choosePayerIfAsked(page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible();
  await switchTo(page, buyer.email, buyer.password);
  return { id, buyer };
}

/** Payments the simulated provider holds for an order (its ledger lives in this browser). */
export async function chargesFor(page: Page, orderId: string): Promise<{ status: string; amount: number }[]> {
  return page.evaluate((id) => {
    const raw = window.localStorage.getItem('mock:paymentProvider');
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { data?: unknown; payments?: unknown };
    const state = (parsed.payments ? parsed : parsed.data) as {
      payments: Record<string, { wire: { external_reference: string; status: string; transaction_amount: number } }>;
    };
    return Object.values(state.payments)
      .filter((p) => p.wire.external_reference === id)
      .map((p) => ({ status: p.wire.status, amount: p.wire.transaction_amount }));
  }, orderId);
}

export const cards = { approved: '4509 9535 6623 3704', declined: '4000 0000 0000 0002' } as const;

/** Fills the card on /checkout (billing comes prefilled from the account except the address). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await page.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('CARLA MENDEZ');
}

/**
 * Issue 37 (decision 047): once the traveller's accepted orders of the month pass the customs
 * franchise, the accept dialog asks who pays the tax on the excess and waits for an answer; the
 * traveller takes it on (their reward pays it), so the escrow is the one the test expects.
 */
export async function choosePayerIfAsked(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('button', { name: 'Confirmar y aceptar' })).toBeVisible();
  if ((await dialog.getByRole('radiogroup', { name: /Quién paga el impuesto/ }).count()) > 0) {
    await dialog.getByText('Yo, quien viaja', { exact: false }).click();
  }
}
