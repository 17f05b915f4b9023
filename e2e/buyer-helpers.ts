// Shared steps for the buyer-side end-to-end tests, done the way people do them (labels, roles,
// visible text). One exception, said where it is used: switching the person at the keyboard.
import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

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

/** Creates an account on /registro (which also logs it in). */
export async function register(page: Page, account: Account): Promise<void> {
  await page.goto('/registro');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Apellido' }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-01');
  await page.getByLabel('Número de documento').fill('30123456');
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).not.toHaveURL(/\/registro/, { timeout: 20_000 });
}

/** Logs in on /login. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
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

/** Picks an option of a @cg/ui Select (a button that opens a listbox). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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
  if (input.withPhoto !== false) await page.getByLabel('Imagen del producto').setInputFiles(photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: input.productName })).toBeVisible({ timeout: 15_000 });
  return page.url().split('/').pop()!;
}
