import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  bookingData,
  colombiaDate,
  createAdmin,
  createVerifiedBooking,
  createVerifiedUser,
  freeSlot,
  linkFrom,
  spanishDate,
  waitForEmail,
} from './support';

// Issue 17: the booking form, the admin login and the admin agenda work with the keyboard alone
// (Tab, Shift+Tab, Enter, Space, arrow keys and typing; no clicks), every stop shows its focus, and
// dialogs keep focus inside while open and give it back when they close.

const ADMIN = { username: 'teclado-e2e', email: 'teclado-e2e@sitio.test', password: 'Clave-teclado-2030' };

/**
 * True when the focused element shows a focus indicator: the site's outline (3 px) or the form
 * controls' ring (a 3 px box-shadow), on the element or on the chip / phone field that wraps it.
 * Videos are left to the browser, whose native controls draw their own ring inside the player.
 * The form controls' ring fades in (a transition), hence the retries.
 */
async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const { visible, element } = await focusIsVisible(page);
        return visible ? 'visible' : `no visible focus on ${element}`;
      },
      { timeout: 2_000 },
    )
    .toBe('visible');
}

function focusIsVisible(page: Page): Promise<{ visible: boolean; element: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const element = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // the body: Tab went past the last element (to the browser's own controls)
    if (el === document.body || el instanceof HTMLVideoElement) return { visible: true, element };
    const ring = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || /0px 0px 0px [2-9]px/.test(s.boxShadow);
    const wrappers = [el, el.closest('.chip'), el.closest('.react-tel-input')].filter((x): x is HTMLElement => !!x);
    return { visible: wrappers.some((w) => ring(getComputedStyle(w))), element };
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return (await target.count()) === 1 && target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus shows at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field and types into it (End first: tabbing into a field selects its text). */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

/** The dialog keeps the focus: `presses` Tabs one way, then the other, never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} ${i + 1} stays in the dialog`).toBe(true);
      await expectFocusVisible(page);
    }
  }
}

/** The day the keyboard books on, reached from today with the calendar's arrow keys. */
const KEYBOARD_DAY = 27;

test('a visitor books an advisory session with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const fecha = colombiaDate(KEYBOARD_DAY);
  const hora = await freeSlot(request, fecha);
  const visitor = bookingData({ nombre: 'Teclado', apellidos: 'Sin Ratón', fechaAsesoria: fecha, horaAsesoria: hora });

  await page.goto('/registro');
  // The skip link is the first stop and takes the visitor past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenido')).toBeFocused();

  // Down the funnel sections to the form, which loads while the visitor tabs towards it.
  await typeInto(page, page.getByLabel(/^Nombre/), visitor.nombre as string);
  await typeInto(page, page.getByLabel(/^Apellidos/), visitor.apellidos as string);
  await typeInto(page, page.getByLabel(/^Correo electrónico/), visitor.email as string);
  await typeInto(page, page.getByLabel(/^Teléfono/), '3001234567');
  // a closed select changes with the arrow keys
  await tabTo(page, page.getByLabel(/^Sexo/));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel(/^Sexo/)).toHaveValue('femenino');
  await typeInto(page, page.getByLabel(/^Ocupación/), visitor.ocupacion as string);
  await typeInto(page, page.getByLabel(/^País/), visitor.pais as string);
  await typeInto(page, page.getByLabel(/^Edad/), String(visitor.edad));
  await typeInto(page, page.getByLabel(/^Peso actual/), String(visitor.peso_actual));
  await typeInto(page, page.getByLabel(/^Estatura/), String(visitor.estatura));
  // checkboxes with Space
  await tabTo(page, page.getByRole('checkbox', { name: 'Gastritis' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Más energía' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Gastritis' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Más energía' })).toBeChecked();

  // The date picker: focus opens the calendar, ArrowDown enters it on today, arrows move by day
  // and week, Enter picks the day.
  const dateInput = page.getByLabel('Fecha de la asesoría');
  await tabTo(page, dateInput);
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const weeks = Math.floor(KEYBOARD_DAY / 7);
  for (let i = 0; i < weeks; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < KEYBOARD_DAY - weeks * 7; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dateInput).toHaveValue(fecha);
  await expect(page.locator('.react-datepicker')).toHaveCount(0);

  // The hour: the first free slot of the day is the first one the arrow reaches.
  const time = page.getByLabel(/^Hora de la asesoría/);
  await expect(time).toBeEnabled();
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await expect(time).toHaveValue(hora);

  await tabTo(page, page.getByRole('checkbox', { name: /acepto las/ }));
  await page.keyboard.press('Space');
  const submit = page.getByRole('button', { name: 'Agendar mi asesoría' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verification-pending$/);

  const raw = await waitForEmail(visitor.email as string, /confirmar-asesoria\//);
  await page.goto(linkFrom(raw, '/confirmar-asesoria/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Teclado Sin Ratón!');
  await expect(page.getByText(spanishDate(fecha))).toBeVisible();
  await expect(page.getByText(`${hora} (hora de Colombia)`)).toBeVisible();
});

test('the mobile menu keeps the focus while open and gives it back to its button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const hamburger = page.getByRole('button', { name: 'Abrir menú' });
  await tabTo(page, hamburger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  await expectFocusTrapped(page, menu, (await menu.locator('a[href], button').count()) + 2);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test('an admin logs in, opens a booking, edits it and closes the dialogs with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const apellidos = `Teclado ${Date.now()}`;
  await createVerifiedBooking(request, { nombre: 'Marta', apellidos, fechaAsesoria: colombiaDate(KEYBOARD_DAY) });
  await page.setViewportSize(DESKTOP);

  await page.goto('/login-admin-r21');
  await typeInto(page, page.getByLabel('Usuario'), ADMIN.username);
  await typeInto(page, page.getByLabel('Contraseña'), ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');

  await tabTo(page, page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Agenda' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard\/agenda$/);
  await expect(page.getByRole('row').filter({ hasText: apellidos })).toBeVisible();

  // Details: a read-only dialog; Escape closes it and the focus goes back to its button.
  const details = page.getByRole('button', { name: `Detalles de Marta ${apellidos}` });
  await tabTo(page, details, { max: 300 });
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog', { name: /Detalles de Marta/ });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();

  // Edit: the focus stays in the form dialog; a change saved with Enter.
  const edit = page.getByRole('button', { name: `Editar Marta ${apellidos}` });
  await tabTo(page, edit);
  await page.keyboard.press('Space');
  dialog = page.getByRole('dialog', { name: /Editar registro/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog, (await dialog.locator('input, select, textarea, button').count()) + 2);
  const ocupacion = dialog.getByLabel('Ocupación');
  await tabTo(page, ocupacion);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Profesora de yoga');
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡Registro actualizado exitosamente!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  await tabTo(page, details, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Detalles de Marta/ })).toContainText('Profesora de yoga');
  await page.keyboard.press('Escape');
  await expect(details).toBeFocused();
});

test('a user logs in and out with the keyboard alone', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Correo electrónico'), user.email as string);
  await typeInto(page, page.getByLabel('Contraseña', { exact: false }).first(), user.password as string);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/perfil$/);
  const logout = page.getByRole('button', { name: 'Cerrar sesión' });
  await tabTo(page, logout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
