// Orders in a given state for the traveller-side tests, reached through the site the way people
// do it: the buyer registers and publishes, the verified demo traveller accepts on
// /pedidos/{id}, the buyer pays on /checkout/{id} and reads the code on /payment-success.
// One person at a time holds this browser (all data lives in its storage): switching is a
// log-out done on storage (the shell's menu is tested with the shell) and a log-in on /login.
import { expect, type Page } from '@playwright/test';
import { choosePayerIfAsked, publishRequest } from '../buyer-helpers';
import { logIn, newPerson, register, type Person } from './accounts';

/** The verified traveller the domain seeds (README). */
export const demoTraveller = {
  email: 'demo@conexionglobal.com.ar',
  password: 'demo12345',
  id: 'demo-user',
  shortName: 'Demo V.',
} as const;

export async function switchTo(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await logIn(page, person);
}

export interface Order {
  readonly id: string;
  readonly productName: string;
  readonly buyer: Person;
}

/** A buyer's request accepted by the demo traveller, who is logged in afterwards. */
export async function acceptedOrder(
  page: Page,
  productName = `Auriculares ${Date.now().toString(36)}`,
): Promise<Order> {
  const buyer = await register(page, newPerson({ firstName: 'Bruno', lastName: 'Paz' }));
  const id = await publishRequest(page, { productName, country: 'Estados Unidos', price: '100' });
  await switchTo(page, demoTraveller);
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await choosePayerIfAsked(page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(page.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });
  return { id, productName, buyer };
}

/**
 * An accepted order paid by its buyer with the simulated provider's approving test card.
 * Returns the 6-digit code shown to the buyer; the demo traveller is logged in afterwards.
 */
export async function paidOrder(page: Page, productName?: string): Promise<Order & { readonly code: string }> {
  const order = await acceptedOrder(page, productName);
  await switchTo(page, order.buyer);
  await page.goto(`/checkout/${order.id}`);
  await page
    .getByRole('textbox', { name: /^Nombre completo/ })
    .fill(`${order.buyer.firstName} ${order.buyer.lastName}`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(order.buyer.email);
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Corrientes 1234, CABA');
  await page.getByRole('textbox', { name: /^Número de tarjeta/ }).fill('4509953566233704');
  await page.getByRole('textbox', { name: /^Vencimiento/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Código de seguridad/ }).fill('123');
  await page.getByRole('textbox', { name: /^Nombre en la tarjeta/ }).fill('BRUNO PAZ');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible({ timeout: 30_000 });
  const code =
    (
      await page
        .getByText(/^\d{6}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await switchTo(page, demoTraveller);
  return { ...order, code };
}
