import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, chooseDate, colombiaDate, linkFrom, openBookingForm, spanishDate, uniqueEmail, waitForEmail } from './support';

test('a visitor books a slot, verifies it by e-mail, and the slot is then taken', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const fecha = colombiaDate(9);
  const email = uniqueEmail('visitante');

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
  await chooseDate(page, 'Fecha de la asesoría', fecha);
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="10:00"]')).toHaveText(/\(Hora local\)$/);
  await time.selectOption('10:00');

  const submit = page.getByRole('button', { name: 'Agendar mi asesoría' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /acepto las/ }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/verification-pending$/);
  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();

  // the e-mailed link opens a page that confirms with a POST (a scanner's GET confirms nothing)
  const raw = await waitForEmail(email, /confirmar-asesoria/);
  const link = linkFrom(raw, '/confirmar-asesoria/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-success\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Camila Rojas Díaz!');
  await expect(page.getByText(spanishDate(fecha))).toBeVisible();

  // the links already sent (GET /api/registros/verificar/:token) open the same page: already confirmed
  await page.goto(`/api/registros/verificar/${link.split('/confirmar-asesoria/')[1]}`);
  await expect(page).toHaveURL(/\/verification-success\?.*confirmada=ya/);
  await expect(page.getByText('Esta asesoría ya estaba confirmada')).toBeVisible();

  // a second visitor sees the slot taken
  await page.setViewportSize(PHONE);
  await openBookingForm(page);
  // nothing on the page (the funnel slider above the form included) pushes it sideways
  await expect(page.locator('.funnel-slider')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await chooseDate(page, 'Fecha de la asesoría', fecha);
  const option = page.getByLabel(/^Hora de la asesoría/).locator('option[value="10:00"]');
  await expect(option).toHaveText(/\(Ocupado\)$/);
  await expect(option).toBeDisabled();
  await expect(page.getByLabel(/^Hora de la asesoría/).locator('option[value="11:00"]')).toBeEnabled();
});
