import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { currentUserId, field, logIn, newPerson, register } from './support/accounts';

test('someone already logged in is told so on /login and /registro, and can still switch accounts', async ({
  page,
}) => {
  const first = await register(page, newPerson({ firstName: 'Lucía', lastName: 'Pérez' }));
  const firstId = await currentUserId(page);

  for (const path of ['/login', '/registro']) {
    await page.goto(path);
    const note = page.getByRole('note', { name: 'Sesión iniciada' });
    await expect(note).toContainText('Ya iniciaste sesión como Lucía Pérez.');
    await expect(note).toContainText(first.email);
    await expect(note).toContainText('se cerrará esta sesión');
    await expect(note.getByRole('link', { name: 'Ir a Mi Cuenta' })).toHaveAttribute('href', '/dashboard');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
  }

  // The form is still there: another person at this computer logs in with their own account.
  const second = newPerson({ firstName: 'Martín', lastName: 'Ruiz' });
  await register(page, second);
  const secondId = await currentUserId(page);
  expect(secondId).not.toBe(firstId);
  await logIn(page, first);
  expect(await currentUserId(page)).toBe(firstId);

  // A visitor sees no such note.
  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto('/login');
  await expect(field(page, 'Email')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Sesión iniciada' })).toHaveCount(0);
});
