// Server mode (issue 32 item 1): a profile picture is a file the person uploads in Ajustes, never
// an id the browser names. It is sent as soon as it is chosen, shows in the header and on their
// public profile (to a visitor too), and "Quitar foto" removes it — the stored photo with it. A
// file over 8 MB is refused on the page before anything is sent. The person is set up through the
// API (support/server.ts).
import type { Page } from '@playwright/test';
import { chooseThrough } from '../support/accounts';
import { header } from '../support/header';
import { checkAtBothWidths, watchConsole } from '../support/page-checks';
import { photo } from '../buyer-helpers';
import { expect, holdNextApiCall, test } from '../support/server';

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const pictureField = (page: Page) => page.getByRole('group', { name: 'Foto de perfil' });
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Menú de cuenta de/ });

/** Drawn, not only attached: the browser fetched the photo and it decoded as an image. */
async function expectDrawn(image: ReturnType<Page['locator']>): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a picture uploaded in Ajustes shows in the header and on the public profile, then is removed', async ({
  market,
  page: visitor,
}) => {
  const me = await market.member({ firstName: 'Valeria', lastName: 'Sosa' });
  const { page } = me;
  const console = watchConsole(page);
  await page.goto('/settings');
  const field = pictureField(page);
  await expect(field.getByText('JPG, PNG, WebP o GIF, hasta 8 MB.')).toBeVisible();
  await expect(field.getByText('VS')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
  await expect(accountButton(page).locator('img')).toHaveCount(0);

  // Chosen, it is sent at once; while the answer is held the field says so and takes no presses.
  const upload = await holdNextApiCall(page, '/me/picture');
  await chooseThrough(page, field.getByRole('button', { name: 'Subir foto' }), photo);
  await upload.requested;
  await expect(field.getByRole('button', { name: 'Subiendo foto…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(field).toHaveAttribute('aria-busy', 'true');
  upload.release();

  await expect(toastWith(page, 'Foto actualizada')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Cambiar foto' })).toBeEnabled();
  const picture = field.locator('img');
  await expectDrawn(picture);
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/api\/photos\/[^/]+$/);
  // The header's avatar changed with it, without a reload.
  await expectDrawn(accountButton(page).locator(`img[src="${src}"]`));
  // The page with its picture: axe, and nothing sideways at 1280 and 360 px.
  const viewport = page.viewportSize();
  await checkAtBothWidths(page, 'ajustes-con-foto');
  if (viewport) await page.setViewportSize(viewport);

  // The public profile: to its owner, and to a visitor.
  for (const viewer of [page, visitor]) {
    await viewer.goto(`/profile/${me.id}`);
    await expect(viewer.getByRole('heading', { level: 1 })).toContainText('Valeria');
    await expectDrawn(viewer.getByRole('main').locator(`img[src="${src}"]`));
  }

  // "Quitar foto": the initials come back everywhere, and the stored photo is gone.
  await page.goto('/settings');
  await field.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(toastWith(page, 'Foto quitada')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Subir foto' })).toBeFocused();
  await expect(field.locator('img')).toHaveCount(0);
  await expect(field.getByText('VS')).toBeVisible();
  await expect(accountButton(page).locator('img')).toHaveCount(0);
  expect((await page.request.get(src ?? '')).status()).toBe(404);
  await visitor.goto(`/profile/${me.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Valeria');
  await expect(visitor.getByRole('main').locator('img')).toHaveCount(0);
  console.assertNone();
});

test('a picture over 8 MB is refused on the page, and nothing is sent', async ({ market }) => {
  const { page } = await market.member({ firstName: 'Iván', lastName: 'Luna' });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/me/picture')) sent.push(request.method());
  });
  await page.goto('/settings');
  const field = pictureField(page);
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Subir foto' }).click();
  await (
    await chooser
  ).setFiles({ name: 'vacaciones.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(9 * 1024 * 1024) });
  await expect(field.getByRole('alert')).toHaveText(
    'Foto demasiado grande. La foto pesa 9 MB y el máximo es 8 MB. Elige una más liviana.',
  );
  await expect(field.getByRole('button', { name: 'Subir foto' })).toBeEnabled();
  expect(sent).toEqual([]);
});

test("the server's refusal of a file that is not an image shows in the field", async ({ market }) => {
  const { page } = await market.member({ firstName: 'Iván', lastName: 'Luna' });
  await page.goto('/settings');
  const field = pictureField(page);
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Subir foto' }).click();
  // Named and typed as a PNG, but its bytes are text: only the server can tell.
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(field.getByRole('alert')).toHaveText('Archivo no válido. Por favor, selecciona un archivo de imagen.');
  await expect(field.getByRole('button', { name: 'Subir foto' })).toBeEnabled();
  await expect(accountButton(page).locator('img')).toHaveCount(0);
  // Shown in the field only: a toast would say it a second time.
  await expect(page.getByRole('alert').filter({ hasText: 'Archivo no válido' })).toHaveCount(1);
  await checkAtBothWidths(page, 'ajustes-foto-rechazada');
});
