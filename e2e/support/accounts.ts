// Reusable steps for end-to-end tests, done the way people do them: through /registro, /login
// and /verificacion-viajero, by label and visible text. Shared by the traveller, account and
// full-loop tests.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

export interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly birthDate: string;
  readonly documentNumber: string;
  readonly phone: string;
}

let counter = 0;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The control labelled exactly `label`; a required field's label ends with an asterisk that is
 * hidden from screen readers but not from Playwright's label matching, hence the pattern.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}

/** A new person with a unique e-mail (unique across workers and runs). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  counter += 1;
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
  return {
    firstName: 'Ana',
    lastName: 'García',
    email: `ana.${unique}@ejemplo.com`,
    password: 'clave-segura-123',
    birthDate: '1992-05-17',
    documentNumber: '30123456',
    phone: '11 2345-6789',
    ...overrides,
  };
}

/** An error announced to screen readers (a role=alert toast) containing `text`. */
export async function expectAlert(page: Page, text: string | RegExp, timeout = 30_000): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({ timeout });
}

/**
 * Types an ISO date (YYYY-MM-DD) into a labelled date field: the library's DatePicker (day,
 * month and year segments, dd/mm/aaaa in Spanish) or a native date input.
 */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^${escape(label)}`) });
  if ((await group.count()) > 0) {
    const [year, month, day] = iso.split('-');
    await group.first().getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
    return;
  }
  await field(page, label).fill(iso);
}

/** Fills /registro (already open) with the person's data; does not submit. */
export async function fillRegistration(page: Page, person: Person, confirmPassword = person.password): Promise<void> {
  await field(page, 'Nombre').fill(person.firstName);
  await field(page, 'Apellido').fill(person.lastName);
  await field(page, 'E-mail').fill(person.email);
  await fillDate(page, 'Fecha de nacimiento', person.birthDate);
  await field(page, 'Número de teléfono').fill(person.phone);
  await field(page, 'Número de documento').fill(person.documentNumber);
  await field(page, 'Contraseña').fill(person.password);
  await field(page, 'Confirmar contraseña').fill(confirmPassword);
}

/**
 * Registers through /registro and waits for '¡Cuenta creada!'. The person is logged in
 * afterwards (the session is shared by every page of the browser context).
 */
export async function register(
  page: Page,
  person: Person = newPerson(),
  options: { redirectTo?: string } = {},
): Promise<Person> {
  await page.goto(options.redirectTo ? `/registro?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/registro');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // 1 s simulated, a PBKDF2 hash and the confirmation e-mail: slow on a busy machine.
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible({ timeout: 30_000 });
  return person;
}

/** Logs in through /login and waits for '¡Bienvenido!'. */
export async function logIn(
  page: Page,
  person: Pick<Person, 'email' | 'password'>,
  options: { redirectTo?: string } = {},
): Promise<void> {
  await page.goto(options.redirectTo ? `/login?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/login');
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('¡Bienvenido!')).toBeVisible({ timeout: 30_000 });
}

/**
 * Picks an option in a labelled choice, whether it is a native select or the library's Select
 * (a button opening a listbox), so tests survive the swap.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: new RegExp(escape(label)) });
  const wanted = page.getByRole('option', { name: option }).first();
  if ((await combobox.count()) > 0) {
    // A searchable picker (CountryPicker): type, then pick the option once its list has settled
    // where a person sees it. Clicking it earlier can make Playwright scroll the page to reach it,
    // and react-aria closes a combobox's list when the page scrolls: the option is gone (seen once
    // in CI: "not stable", then "detached" until the test's timeout).
    await pickOption(label, wanted, () => combobox.first().fill(option));
    return;
  }
  const control = field(page, label);
  const tag = await control.first().evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select' && (await control.first().isVisible())) {
    const value = await control.first().locator('option').filter({ hasText: option }).first().getAttribute('value');
    await control.first().selectOption(value ?? option);
    return;
  }
  const trigger = page.getByRole('button', { name: new RegExp(escape(label)) }).first();
  await pickOption(label, wanted, async () => {
    // Opened again only when its list is not showing: pressing the trigger of an open list closes it.
    if (!(await page.getByRole('listbox').first().isVisible())) await trigger.click();
  });
}

/**
 * Opens a list with `open` and picks `option`, opening it again (twice at most) when the list
 * closed before the click landed — a page revalidating under a live change (other tests publish
 * at the same time) re-renders the popover and its options are detached (seen in CI at a load of
 * 20: "element was detached from the DOM" until the test's timeout).
 */
async function pickOption(label: string, option: Locator, open: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await open();
    try {
      await expect(option).toBeInViewport({ timeout: 5_000 });
      await option.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      test.info().annotations.push({ type: 'opened again', description: `the list of "${label}" closed first` });
    }
  }
}

export const documentImage = fileURLToPath(new URL('../fixtures/producto.png', import.meta.url));

/** Chooses the simulated verification provider's scenario for this browser (mocks/README). */
export async function useVerificationScenario(
  page: Page,
  scenario:
    | 'default'
    | 'verificationApproved'
    | 'verificationDeclined'
    | 'verificationDeclinedThenApproved'
    | 'verificationDown',
): Promise<void> {
  await page.evaluate((s) => {
    if (s === 'default') window.localStorage.removeItem('mock:scenario:verification');
    else window.localStorage.setItem('mock:scenario:verification', s);
  }, scenario);
}

/**
 * Picks a file for the labelled image field: a native file input, or the library's drop zone
 * (its 'Seleccionar imagen' button opens the system file dialog).
 */
export async function pickImage(page: Page, label: string, path: string): Promise<void> {
  const native = field(page, label);
  if (
    (await native.count()) > 0 &&
    (await native.first().evaluate((el) => el instanceof HTMLInputElement && el.type === 'file'))
  ) {
    await native.first().setInputFiles(path);
    return;
  }
  const zone = page.locator('div', { has: page.getByText(new RegExp(`^${escape(label)}\\s*\\*?$`)) }).last();
  await chooseThrough(page, zone.getByRole('button', { name: /Seleccionar imagen|Cambiar imagen/ }).first(), path);
  const preview = zone.getByRole('img', { name: /Vista previa/ });
  await expect(preview).toBeVisible();
  // Drawn, not only attached: the next zone's button is where a person sees it before they press it.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/**
 * Presses `button` and gives `path` to the file dialog it opens. Once, on a machine at load 15 in
 * CI, a press on the verification's third zone opened no dialog in 3 minutes (the zone above had
 * just drawn its preview); a person who sees no dialog presses again, and so does this, once,
 * saying so in the report.
 */
export async function chooseThrough(page: Page, button: Locator, path: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    await button.click();
    try {
      await (await chooser).setFiles(path);
      return;
    } catch (error) {
      if (attempt > 1) throw error;
      test.info().annotations.push({ type: 'pressed again', description: 'no file dialog after the first press' });
    }
  }
}

/** Uploads the three images and the document type on /verificacion-viajero (already open) and submits. */
export async function submitVerification(
  page: Page,
  documentType: 'DNI' | 'Pasaporte' | 'Registro vehicular' = 'DNI',
): Promise<void> {
  await choose(page, 'Tipo de documento', documentType);
  for (const label of ['Frente del documento', 'Dorso del documento', 'Selfie con el documento'])
    await pickImage(page, label, documentImage);
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
}

/**
 * Verifies the logged-in person as a traveller through /verificacion-viajero with the default
 * (approving) provider and waits for '¡Verificación completada!' (about 7 s: 2 s submit, 5 s decision).
 */
export async function verifyTraveller(page: Page): Promise<void> {
  await page.goto('/verificacion-viajero');
  await submitVerification(page);
  await expect(page.getByText('Documentos enviados').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('¡Verificación completada!').first()).toBeVisible({ timeout: 30_000 });
}
