import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { PHONE, colombiaDate, createAdmin, createVerifiedBooking, loginAdmin, openBookingForm } from './support';

// Issue 6 "Done when": an admin created with `npm run admin:create` logs in, blocks a whole day
// (the public date picker refuses it), edits a booking, exports the agenda as CSV and logs out;
// /admin/dashboard without a token lands on the login page.

const ADMIN = { username: 'coach-e2e', email: 'coach-e2e@sitio.test', password: 'Clave-e2e-2030' };

/** Opens the /registro date picker on the month of `fecha` and checks that day cannot be chosen. */
async function expectDateDisabledInPicker(page: Page, fecha: string) {
  await openBookingForm(page);
  await page.locator('#reg-fechaAsesoria').click();
  const today = colombiaDate(0);
  const monthsAhead = (Number(fecha.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(fecha.slice(5, 7)) - Number(today.slice(5, 7));
  for (let i = 0; i < monthsAhead; i++) await page.locator('.react-datepicker__navigation--next').click();
  const day = page.locator(`.react-datepicker__day--0${fecha.slice(8, 10)}:not(.react-datepicker__day--outside-month)`);
  await expect(day).toHaveCount(1);
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await expect(day).toHaveClass(/react-datepicker__day--disabled/);
}

const login = (page: Page) => loginAdmin(page, ADMIN);

test.describe('admin back office', () => {
  test.beforeAll(() => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  });

  test('/admin/dashboard without a token lands on the admin login', async ({ page }) => {
    await page.goto('/admin/dashboard/agenda');
    await expect(page).toHaveURL(/\/login-admin-r21$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login de Administrador' })).toBeVisible();
  });

  test('a wrong password shows the message with the recovery link', async ({ page }) => {
    await page.goto('/login-admin-r21');
    await page.getByLabel('Usuario').fill(ADMIN.username);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText(/credenciales inválidas/)).toBeVisible();
    await page.getByRole('link', { name: /Olvidaste tu contraseña/ }).click();
    await expect(page).toHaveURL(/\/admin\/recuperar-contrasena$/);
  });

  test('log in, block a day, edit a booking, export the agenda and log out', async ({ page, request }) => {
    // A verified booking, made through the public API and its e-mailed link.
    await createVerifiedBooking(request, {
      nombre: 'Valentina',
      apellidos: 'Ríos Agenda',
      fechaAsesoria: colombiaDate(20),
      horaAsesoria: '10:00',
    });

    await login(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');

    // Whole-day block
    const blocked = colombiaDate(13);
    const nav = page.getByRole('navigation', { name: 'Menú de administración' });
    await nav.getByRole('link', { name: 'Gestionar Bloqueos' }).click();
    await page.getByLabel('Fecha').fill(blocked);
    await expect(page.getByLabel('Bloquear el día completo')).toBeChecked();
    await page.getByLabel('Motivo').fill('Congreso de nutrición');
    await page.getByRole('button', { name: 'Crear Bloqueo' }).click();
    await expect(page.getByText('¡Bloqueo creado exitosamente!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Congreso de nutrición' });
    await expect(row).toContainText('Día completo');

    // The public side refuses that date: in the API and in the date picker of /registro.
    const publicBlocks = (await (await request.get('/api/bloqueos')).json()) as string[];
    expect(publicBlocks).toContain(blocked);
    const visitor = await page.context().newPage();
    await expectDateDisabledInPicker(visitor, blocked);
    await visitor.close();

    // Edit the booking
    await nav.getByRole('link', { name: 'Agenda' }).click();
    const booking = page.getByRole('row').filter({ hasText: 'Valentina Ríos Agenda' });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText('10:00');
    await booking.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: /Editar registro/ });
    await dialog.getByLabel('Ocupación').fill('Ingeniera de datos');
    await dialog.getByLabel(/Hora \(Colombia\)/).selectOption('11:00');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('¡Registro actualizado exitosamente!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(booking).toContainText('11:00');
    await booking.getByRole('button', { name: /^Detalles/ }).click();
    const details = page.getByRole('dialog', { name: /Detalles de Valentina/ });
    await expect(details).toContainText('Ingeniera de datos');
    await expect(details).toContainText('Gastritis');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Export the agenda
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Valentina');
    expect(csv).toContain('Ingeniera de datos');

    // Log out
    await nav.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login-admin-r21$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login-admin-r21$/);
  });

  test('the sidebar collapses into a menu on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page);
    const nav = page.getByRole('navigation', { name: 'Menú de administración' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/agenda$/);
    await expect(nav).toBeHidden();
  });
});
