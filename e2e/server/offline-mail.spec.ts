// Server mode: someone with no page of the site open hears by e-mail that their request was
// accepted (read from the sandbox's outbox, as they would read their mail), with the link to it.
import { expect, test } from '@playwright/test';
import { attachPhoto, photo } from '../buyer-helpers';
import { choose, fillRegistration, newPerson, submitVerification } from '../support/accounts';
import { present } from '../support/present';

const sandbox = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';

test('a buyer who closed the site gets the acceptance by e-mail, with the link to the chat', async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = newPerson({ firstName: 'Inés', lastName: 'Vidal' });
  const phone = await browser.newContext({ locale: 'es-AR' });
  const page = await phone.newPage();
  await page.goto('/registro');
  await fillRegistration(page, buyer);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  await page.goto('/comprador');
  await page.getByLabel('Nombre del producto').fill(`Perfume ${Date.now().toString(36)}`);
  await page.getByLabel('Enlace del producto').fill('https://www.example.com/perfume');
  await page.getByRole('textbox', { name: 'Precio estimado' }).fill('90');
  await choose(page, 'País de compra', 'Francia');
  await choose(page, 'Categoría', 'Perfumes');
  await attachPhoto(page, photo);
  await page.getByRole('button', { name: 'Publicar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Perfume', { timeout: 20_000 });
  const id = present(page.url().split('/').pop(), 'the request id');
  // The buyer puts the phone away: no page of the site open.
  await phone.close();

  const laptop = await browser.newContext({ locale: 'es-AR' });
  const traveller = await laptop.newPage();
  await traveller.goto('/registro');
  await fillRegistration(traveller, newPerson({ firstName: 'Ramiro' }));
  await traveller.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(traveller.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  await traveller.goto('/verificacion-viajero');
  await submitVerification(traveller);
  await expect(traveller.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
  await traveller.goto(`/pedidos/${id}`);
  await traveller.getByRole('button', { name: 'Aceptar Pedido' }).click();
  await traveller.getByRole('dialog').getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(traveller.getByRole('link', { name: 'Ir al Chat' })).toBeVisible({ timeout: 15_000 });

  await expect(async () => {
    const { emails } = (await (await traveller.request.get(`${sandbox}/api/correo/_outbox`)).json()) as {
      emails: { to: string[]; subject: string; text: string }[];
    };
    const mail = emails.find((e) => e.to.includes(buyer.email) && e.subject === '¡Tu pedido fue aceptado!');
    expect(mail?.text).toContain(`/chat/${id}`);
  }).toPass({ timeout: 20_000 });
  await laptop.close();
});
