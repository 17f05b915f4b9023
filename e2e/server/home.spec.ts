// The home page as a first-time visitor sees it: the spec's six sections, in order, with the
// example marketplace (4 trips, 5 requests of which the 4 newest show).
import { expect, test } from '@playwright/test';

test('the home page shows its six sections, the newest four of each tab, and promises only what the site does', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Conexión Global - Tu puerta al mundo');

  // 1. Hero (the footer repeats its two links: look inside the page's main content).
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Conexión Global: Tu puerta al mundo' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Quiero un producto' })).toHaveAttribute('href', '/comprador');
  await expect(main.getByRole('link', { name: 'Gana dinero viajando' })).toHaveAttribute('href', '/viajero');

  // 2. How it works: four steps.
  const how = page.getByRole('region', { name: '¿Cómo funciona?' });
  await expect(how.getByRole('listitem')).toHaveCount(4);

  // 3. Conecta y Gana: travellers by default, then requests.
  await expect(page.getByRole('heading', { level: 2, name: 'Conecta y Gana' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Viajeros Disponibles' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: 'Ver todos los viajeros' })).toHaveAttribute('href', '/viajeros');
  await page.getByRole('tab', { name: 'Pedidos Disponibles' }).click();
  await expect(panel.getByRole('article')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: 'Ver todos los pedidos' })).toHaveAttribute('href', '/pedidos');

  // 4. Success stories, scrolled by their buttons.
  const stories = page.getByRole('region', { name: 'Historias de Éxito' });
  const previous = stories.getByRole('button', { name: 'Historias anteriores' });
  const next = stories.getByRole('button', { name: 'Historias siguientes' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();

  // 5. Our promise: three cards; the price promise is the estimate the site really shows,
  //    not the specification's fixed "hasta un 50%".
  const promise = page.getByRole('region', { name: 'Nuestra Promesa' });
  await expect(promise.getByRole('listitem')).toHaveCount(3);
  await expect(promise).toContainText('Pago Seguro');
  await expect(promise).toContainText('Perfiles Verificados');
  await expect(promise).toContainText('cuánto pagarías con un viajero y cuánto con un courier');
  await expect(promise).not.toContainText('50%');

  // 6. Closing call to action.
  const closing = page.getByRole('region', { name: '¿Listo para comenzar?' });
  await expect(closing.getByRole('link', { name: 'Registrarse Gratis' })).toHaveAttribute('href', '/registro');
  await expect(closing.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
});

test('/about-us makes the same price promise, backed by the estimate on /comprador', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Precios Justos' })).toBeVisible();
  await expect(page.getByText('cuánto pagarías con un viajero y cuánto con un courier')).toBeVisible();
  await expect(page.getByText(/hasta un 50%/)).toHaveCount(0);

  await page.goto('/comprador');
  await expect(page.getByText(/courier/i).first()).toBeVisible();
});
