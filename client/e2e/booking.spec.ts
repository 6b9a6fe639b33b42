import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, linkFrom, openBookingForm, waitForEmail } from './support';

/** Colombia today + n days (yyyy-MM-dd). */
function dayFromToday(n: number): string {
  const colombiaNow = new Date(Date.now() - 5 * 3600_000);
  return new Date(Date.UTC(colombiaNow.getUTCFullYear(), colombiaNow.getUTCMonth(), colombiaNow.getUTCDate() + n)).toISOString().slice(0, 10);
}

function spanishDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

async function chooseDate(page: Page, fecha: string) {
  const input = page.getByLabel('Fecha de la asesoría');
  await input.click();
  await input.fill(fecha);
  await input.press('Escape');
}

test('a visitor books a slot, verifies it by e-mail, and the slot is then taken', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const fecha = dayFromToday(9);
  const email = `visitante.${Date.now()}@correo.test`;

  await openBookingForm(page);
  await expect(page.getByRole('heading', { name: 'Agenda tu asesoría personalizada' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: false }).first().fill('Camila');
  await page.getByLabel(/^Apellidos/).fill('Rojas Díaz');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  const phone = page.getByLabel(/^Teléfono/);
  await phone.click();
  await phone.pressSequentially('3001234567');
  await page.getByLabel(/^Sexo/).selectOption('femenino');
  await page.getByLabel(/^Ocupación/).fill('Diseñadora');
  await page.getByLabel(/^País/).fill('Colombia');
  await page.getByLabel(/^Edad/).fill('29');
  await page.getByLabel(/^Peso actual/).fill('61.5');
  await page.getByLabel(/^Estatura/).fill('163');
  await page.getByRole('checkbox', { name: 'Ansiedad' }).check();
  await page.getByRole('checkbox', { name: 'Más energía' }).check();
  await page.getByLabel(/^Otros objetivos/).fill('<img src=x onerror=alert(1)>');

  const time = page.getByLabel(/^Hora de la asesoría/);
  await expect(time).toBeDisabled();
  await chooseDate(page, fecha);
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="10:00"]')).toHaveText(/\(Hora local\)$/);
  await time.selectOption('10:00');

  const submit = page.getByRole('button', { name: 'Agendar mi asesoría' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /acepto las/ }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/verification-pending$/);
  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();

  const raw = await waitForEmail(email, /registros\/verificar/);
  const link = linkFrom(raw, '/api/registros/verificar/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-success\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Camila Rojas Díaz!');
  await expect(page.getByText(spanishDate(fecha))).toBeVisible();

  // the link is single use
  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-error\?reason=invalid_token$/);

  // a second visitor sees the slot taken
  await page.setViewportSize(PHONE);
  await openBookingForm(page);
  await chooseDate(page, fecha);
  const option = page.getByLabel(/^Hora de la asesoría/).locator('option[value="10:00"]');
  await expect(option).toHaveText(/\(Ocupado\)$/);
  await expect(option).toBeDisabled();
  await expect(page.getByLabel(/^Hora de la asesoría/).locator('option[value="11:00"]')).toBeEnabled();
});
