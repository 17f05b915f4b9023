import { expect, test } from '@playwright/test';
import { choose, expectAlert, field, fillDate, register } from '../support/accounts';

test('a visitor is told to log in before registering a trip', async ({ page }) => {
  await page.goto('/viajero');
  await expect(page).toHaveTitle('Registrar un viaje - Conexión Global');
  await expect(field(page, 'País de destino')).toHaveValue('Argentina');
  await expect(field(page, 'País de destino')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Registrar viaje' }).click();
  await expectAlert(page, 'Debes iniciar sesión para registrar un viaje.');
  await expectAlert(page, 'Inicia sesión');
  await expect(page.getByText('Gana entre 50 y 300 USD por producto')).toBeVisible();
});

test('missing trip fields are named next to each field and what was chosen stays', async ({ page }) => {
  await register(page);
  await page.goto('/viajero');
  await choose(page, 'Provincia de destino', 'Córdoba');
  await page.getByRole('button', { name: 'Registrar viaje' }).click();
  await expectAlert(page, 'Campos requeridos');
  await expect(page.getByText('Por favor completa todos los campos obligatorios.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Provincia de destino/ })).toContainText('Córdoba');
});

test('a logged-in traveller registers a trip and finds it in the list, filterable from the URL', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await register(page);
  // The example travellers (verified) are seeded on a first visit: wait for them before adding a
  // trip, or an early trip would make the browser non-empty and no examples would come.
  const verifiedOne = page.getByRole('article', { name: /^Viaje de (Lucía F|Martín G|Sofía R|Diego L)\./ }).first();
  await page.goto('/viajeros');
  await expect(verifiedOne).toBeVisible({ timeout: 15_000 });
  await page.goto('/viajero');
  await expect(page.getByText('Verifica tu identidad')).toBeVisible();
  await choose(page, 'País de origen', 'Japón');
  await choose(page, 'Provincia de destino', 'Mendoza');
  await fillDate(page, 'Fecha de salida', '2027-03-01');
  await fillDate(page, 'Fecha de regreso', '2027-03-20');
  await choose(page, 'Espacio disponible', 'Mediano');
  await page.getByRole('button', { name: 'Registrar viaje' }).click();
  await expect(page.getByText('¡Viaje registrado!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/viajeros$/);

  const name = `${person.firstName} ${person.lastName.charAt(0)}.`;
  const card = page.getByRole('article', { name: `Viaje de ${name}` });
  await expect(card).toContainText('Japón');
  // Issue 18: the badge is earned. This traveller has not verified their identity yet; the
  // example travellers have.
  await expect(card).not.toContainText(/verificad|verified/i);
  await expect(verifiedOne).toContainText('Viajero verificado');
  await expect(card).toContainText(/20 de marzo|20 mar/);

  // Filters live in the URL.
  await page.goto('/viajeros?origen=Jap%C3%B3n&hasta=2027-03-31');
  await expect(page.getByRole('article', { name: `Viaje de ${name}` })).toBeVisible();
  await page.goto('/viajeros?origen=Jap%C3%B3n&hasta=2027-03-10');
  await expect(page.getByRole('article', { name: `Viaje de ${name}` })).toHaveCount(0);
  await page.goto(`/viajeros?q=${encodeURIComponent(person.firstName)}`);
  await expect(page.getByRole('article', { name: `Viaje de ${name}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz');
  await expect(page).toHaveURL(/q=zzzz/);
  await expect(page.getByText('No hay viajes que coincidan con los filtros.')).toBeVisible();

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/viajeros$/);
  await choose(page, 'País de origen', 'Japón');
  await expect(page).toHaveURL(/origen=Jap/);
  await page
    .getByRole('article', { name: `Viaje de ${name}` })
    .getByRole('link', { name: /Ver Perfil y Contactar/ })
    .click();
  await expect(page).toHaveURL(/\/profile\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${person.firstName} ${person.lastName}`);
});
