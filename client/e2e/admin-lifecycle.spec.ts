import fs from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { colombiaDate, createAdmin, createVerifiedBooking, loginAdmin, uniqueEmail, waitForEmail, DESKTOP, PHONE, snap } from './support';

// The team's side: the agenda's state filter, un-verifying keeps the booking reachable
// under "Pendiente", attendance on a booking that has taken place, and a deletion that tells the
// client; at 390 px and 1280 px, with no sideways scroll. E2E_SCREENSHOT_DIR, when set, keeps
// pictures of the agenda and its dialogs for review.

const ADMIN = { username: 'coach-ciclo', email: 'coach-ciclo@sitio.test', password: 'Clave-ciclo-2030' };
/**
 * The day these bookings are made on (this file's own database: no other file books it). The booking
 * each run moves to yesterday has an hour of its own: a freed slot would be offered again.
 */
const ADMIN_LIFECYCLE_DAY = 40;

async function login(page: Page) {
  await loginAdmin(page, ADMIN);
  await page.goto('/admin/dashboard/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda de Asesorías' })).toBeVisible();
}

/** No sideways scroll: neither the page nor an open dialog is wider than the screen. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    dialog: Math.max(0, ...[...document.querySelectorAll('[role="dialog"]')].map((d) => d.scrollWidth - d.clientWidth)),
  }));
  expect(widths).toEqual({ page: 0, dialog: 0 });
}

/** The agenda's controls. */
function agenda(page: Page) {
  const toolbar = page.getByRole('search');
  return {
    estado: toolbar.getByLabel('Estado'),
    scope: toolbar.getByLabel('Mostrar'),
    row: (name: string): Locator => page.locator('tbody tr', { hasText: name }),
  };
}

/** Opens the edit modal of `name`, sets the state (and the date), unticks the client's notice, saves. */
async function editState(page: Page, name: string, estado: string, fecha?: string) {
  await agenda(page)
    .row(name)
    .getByRole('button', { name: /^Editar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Editar registro/ });
  await expect(dialog.getByLabel('Notificar al cliente')).toBeChecked();
  await expectNoOverflow(page);
  await dialog.getByLabel(/^Estado/).selectOption({ label: estado });
  if (fecha) await dialog.getByLabel(/Fecha de la asesoría/).fill(fecha);
  await dialog.getByLabel('Notificar al cliente').uncheck();
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  // The dialog closes only on success (an earlier success message may still be showing).
  await expect(dialog).toBeHidden();
  await expect(page.getByText('¡Registro actualizado exitosamente!')).toBeVisible();
}

test.describe('agenda: booking states', () => {
  test.beforeAll(() => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
    if (process.env.E2E_SCREENSHOT_DIR) fs.mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
  });

  for (const [label, viewport, horaAsesoria] of [
    ['390 px', PHONE, '15:00'],
    ['1280 px', DESKTOP, '16:00'],
  ] as const) {
    test(`filter by state, un-verify, mark attendance, delete with the notice (${label})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const tag = String(viewport.width);
      const fechaAsesoria = colombiaDate(ADMIN_LIFECYCLE_DAY);
      const lucia = await createVerifiedBooking(request, {
        nombre: `Lucia${tag}`,
        apellidos: 'Ciclo Estados',
        fechaAsesoria,
        horaAsesoria,
      });
      const mario = await createVerifiedBooking(request, {
        nombre: `Mario${tag}`,
        apellidos: 'Ciclo Borrado',
        email: uniqueEmail('ciclo-borrado'),
        fechaAsesoria,
      });
      const luciaName = `${lucia.nombre} ${lucia.apellidos}`;
      const marioName = `${mario.nombre} ${mario.apellidos}`;

      await login(page);
      const { estado, scope, row } = agenda(page);

      // The state filter
      await estado.selectOption({ label: 'Confirmada' });
      await expect(row(luciaName)).toContainText('Confirmada');
      await expectNoOverflow(page);
      await snap(page, `agenda-filter-${tag}`);
      await estado.selectOption({ label: 'Cancelada' });
      await expect(row(luciaName)).toHaveCount(0);

      // Un-verifying keeps the booking reachable, under "Pendiente"
      await estado.selectOption({ label: 'Todos' });
      await editState(page, luciaName, 'Pendiente');
      await expect(row(luciaName)).toHaveCount(0);
      await estado.selectOption({ label: 'Pendiente' });
      await expect(row(luciaName)).toContainText('Pendiente');
      await scope.selectOption({ label: 'Todas' });
      await expect(row(luciaName)).toContainText('Pendiente');

      // A booking that has taken place: confirmed again and moved to yesterday by the team
      await editState(page, luciaName, 'Confirmada', colombiaDate(-1));
      await scope.selectOption({ label: 'Pasadas' });
      await estado.selectOption({ label: 'Confirmada' });
      const attendance = page.getByRole('group', { name: `Asistencia de ${luciaName}` });
      await expect(attendance).toBeVisible();
      await expectNoOverflow(page);
      await attendance.getByRole('button', { name: 'Asistió', exact: true }).click();
      await expect(page.getByText('Asistencia registrada.')).toBeVisible();
      await estado.selectOption({ label: 'Asistió' });
      await expect(row(luciaName)).toContainText('Asistió');
      await expect(attendance.getByRole('button', { name: 'Asistió', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await snap(page, `agenda-asistencia-${tag}`);
      await row(luciaName)
        .getByRole('button', { name: /^Detalles/ })
        .click();
      const details = page.getByRole('dialog', { name: `Detalles de ${luciaName}` });
      await expect(details).toContainText('Asistió');
      await expectNoOverflow(page);
      await snap(page, `agenda-details-${tag}`);
      await page.keyboard.press('Escape');

      // Deleting an upcoming booking tells the client (the box is ticked by default)
      await scope.selectOption({ label: 'Próximas' });
      await estado.selectOption({ label: 'Todos' });
      await row(marioName)
        .getByRole('button', { name: /^Eliminar/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Eliminar registro' });
      await expect(confirm).toContainText(`¿Seguro que deseas eliminar el registro de ${marioName}?`);
      await expect(confirm.getByLabel('Notificar al cliente')).toBeChecked();
      await expectNoOverflow(page);
      await snap(page, `agenda-delete-${tag}`);
      await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expect(row(marioName)).toHaveCount(0);
      await waitForEmail(mario.email as string, /canceló tu asesoría/);
    });
  }

  test('the agenda with the filter and the edit dialog fits a 360 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await createVerifiedBooking(request, { nombre: 'Nora', apellidos: 'Ciclo Angosta', fechaAsesoria: colombiaDate(ADMIN_LIFECYCLE_DAY) });
    await login(page);
    const { estado, scope, row } = agenda(page);
    await scope.selectOption({ label: 'Todas' });
    await estado.selectOption({ label: 'Confirmada' });
    await expect(row('Nora Ciclo Angosta')).toContainText('Confirmada');
    await expectNoOverflow(page);
    await snap(page, 'agenda-filter-360');
    await row('Nora Ciclo Angosta')
      .getByRole('button', { name: /^Editar/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Editar registro/ });
    await dialog.getByLabel('Notificar al cliente').scrollIntoViewIfNeeded();
    await expectNoOverflow(page);
    await snap(page, 'agenda-edit-360');
  });
});
