// Server mode (issues 5 and 16): a public profile shows what the marketplace knows — to a visitor,
// who is asked to log in to contact; to another person, who sees the contact details the traveller
// chose to show; and to its owner. The verified traveller (verified through the sandbox) and the
// other person are set up through the API (support/server.ts); the static build used its seeded
// demo traveller.
import { expectAlert } from '../support/accounts';
import { expect, test } from '../support/server';

test('a public profile as a visitor, another person and its owner see it', async ({ market, page }) => {
  test.setTimeout(120_000);
  const [traveller, viewer] = await Promise.all([
    market.member({ firstName: 'Tomás', lastName: 'Gómez', verified: true }),
    market.member({ firstName: 'Elena', lastName: 'Ruiz' }),
  ]);
  await traveller.api.patch('/api/me', { location: 'Buenos Aires, Argentina', showContact: true });
  const path = `/profile/${traveller.id}`;

  // A visitor. Decision 010: other people appear by first name and last initial (full names only
  // to the two parties of an order).
  await page.goto(path);
  await expect(page).toHaveTitle('Tomás G. - Perfil - Conexión Global');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Tomás G.');
  await expect(heading).not.toContainText('Gómez');
  await expect(heading).not.toContainText('Viajero');
  await expect(page.getByRole('img', { name: 'Viajero Verificado' })).toBeVisible();
  await expect(page.getByText('Buenos Aires, Argentina')).toBeVisible();
  await expect(page.getByText('Sin reseñas todavía')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  await expect(page.getByText('Inicia sesión para ver los datos de contacto.')).toBeVisible();
  await expect(page.getByText(traveller.person.email)).toHaveCount(0);
  await page.getByRole('button', { name: 'Contactar' }).click();
  await expectAlert(page, 'Debes iniciar sesión para contactar a un usuario.');
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fprofile%2F${traveller.id}$`));

  // Another person: the details the traveller chose to show; contacting says messaging is coming.
  await viewer.page.goto(path);
  await expect(viewer.page.getByText(traveller.person.email)).toBeVisible();
  await viewer.page.getByRole('button', { name: 'Contactar' }).click();
  await expect(viewer.page.getByText('Mensajería en camino')).toBeVisible();

  // A new account's own profile: full name, no verified mark, no reviews, nobody to contact.
  await viewer.page.goto(`/profile/${viewer.id}`);
  await expect(viewer.page.getByRole('heading', { level: 1 })).toHaveText('Elena Ruiz');
  await expect(viewer.page.getByRole('img', { name: 'Viajero Verificado' })).toHaveCount(0);
  await expect(viewer.page.getByText('Sin reseñas todavía')).toBeVisible();
  await expect(viewer.page.getByRole('button', { name: 'Contactar' })).toHaveCount(0);
});
