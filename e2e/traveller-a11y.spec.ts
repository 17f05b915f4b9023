// The account and traveller pages with real content, at 1280 and 360 px: no axe violation
// (WCAG 2.2 AA), no horizontal scrolling, no console error. TRAVELLER_SHOTS=dir also saves
// full-page screenshots there for a person to look at.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths, watchConsole } from './page-checks';
import { fillRegistration, newPerson, register } from './support/accounts';

test.setTimeout(240_000);

test('login, registration (with errors shown) and verification pages', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/viajeros'); // an empty browser: the example trips
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkAtBothWidths(page, 'viajeros');
  await page.goto('/login');
  await checkAtBothWidths(page, 'login');
  await page.goto('/registro');
  await checkAtBothWidths(page, 'registro');
  await fillRegistration(page, newPerson(), 'no-coincide-123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Las contraseñas no coinciden' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await checkAtBothWidths(page, 'registro-error');
  await register(page);
  await page.goto('/verificacion-viajero');
  await checkAtBothWidths(page, 'verificacion');
  await page.goto('/viajero');
  await checkAtBothWidths(page, 'viajero-sin-verificar');
  console.assertNone();
});
