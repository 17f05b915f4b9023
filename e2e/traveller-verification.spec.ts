import { expect, test } from '@playwright/test';
import {
  choose,
  documentImage,
  expectAlert,
  pickImage,
  register,
  submitVerification,
  useVerificationScenario,
  verifyTraveller,
} from './support/accounts';

test.setTimeout(120_000);

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto('/verificacion-viajero');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fverificacion-viajero$/);
});

test('documents without the three images are refused and each missing one is named', async ({ page }) => {
  await register(page);
  await page.goto('/verificacion-viajero');
  await expect(page).toHaveTitle('Verificación de identidad - Conexión Global');
  await choose(page, 'Tipo de documento', 'Pasaporte');
  await pickImage(page, 'Frente del documento', documentImage);
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expectAlert(page, 'Información incompleta');
  await expectAlert(page, 'Por favor sube el dorso del documento.');
  await expectAlert(page, 'Por favor sube una selfie sosteniendo el documento.');
  await expect(page.getByRole('img', { name: /Vista previa/ })).toHaveCount(1); // what was chosen stays
  await expect(page.getByRole('button', { name: /Tipo de documento/ })).toContainText('Pasaporte');
});

test('a traveller is verified by the provider and then kept away from the page', async ({ page }) => {
  await register(page);
  await verifyTraveller(page);
  await expect(page).toHaveURL(/\/viajero$/);
  await expect(page.getByRole('note', { name: 'Estado de verificación' })).toContainText('Viajero Verificado');
  await page.goto('/verificacion-viajero');
  await expect(page).toHaveURL(/\/viajero$/);
});

test('a declined verification can be sent again and then passes', async ({ page }) => {
  await register(page);
  await useVerificationScenario(page, 'verificationDeclinedThenApproved');
  await page.goto('/verificacion-viajero');
  await submitVerification(page);
  await expect(page.getByRole('button', { name: 'Enviando documentos...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documentos enviados' })).toBeVisible({ timeout: 20_000 });
  await expectAlert(page, 'Verificación rechazada', 30_000);
  await expect(page.getByRole('note', { name: 'Resultado de la verificación' })).toBeVisible();

  await submitVerification(page, 'DNI');
  await expect(page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/viajero$/);
});

test('a pending verification sends the traveller to /viajero', async ({ page }) => {
  await register(page);
  await page.goto('/verificacion-viajero');
  await submitVerification(page);
  await expect(page.getByText('Documentos enviados').first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/verificacion-viajero');
  await expect(page).toHaveURL(/\/viajero$/);
  await expect(page.getByRole('note', { name: 'Estado de verificación' })).toContainText('Verificación en revisión');
  // The decision still arrives while on /viajero.
  await expect(page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('note', { name: 'Estado de verificación' })).toContainText('Viajero Verificado');
});
