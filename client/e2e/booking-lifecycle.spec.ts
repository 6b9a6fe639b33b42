import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  bookAsVisitor,
  chooseDate,
  colombiaDate,
  expectNoSidewaysScroll,
  linkFrom,
  openBookingForm,
  spanishDate,
  waitForEmail,
  waitForEmails,
} from './support';

/**
 * As a booker lives it: book → confirm from the e-mail (a POST from the page, not the
 * link's GET) → "Mi asesoría" → reschedule → cancel, on a phone and on a desktop.
 * E2E_SCREENSHOT_DIR (optional) keeps screenshots of Mi asesoría at 360 and 1280 px.
 */

const shotDir = process.env.E2E_SCREENSHOT_DIR;
async function screenshot(page: Page, name: string) {
  if (!shotDir) return;
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

const summary = (page: Page) => page.locator('dl.gestion-summary');

interface Plan {
  viewport: { width: number; height: number };
  fecha: string;
  hora: string;
  nuevaFecha: string;
  nuevaHora: string;
}

async function bookAndConfirm(page: Page, plan: Plan, email: string): Promise<string> {
  await page.setViewportSize(plan.viewport);
  await bookAsVisitor(page, { nombre: 'Lucía', apellidos: 'Gómez Prieto', email, fecha: plan.fecha, hora: plan.hora });

  // the pending page names the address and the hold, and sends the link again
  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/El enlace vence en \d+ horas?;/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  const resend = page.getByRole('button', { name: 'Reenviar correo' });
  await resend.click();
  await expect(page.getByText('Si hay una solicitud de asesoría pendiente con ese correo')).toBeVisible();
  await expect(resend).toBeDisabled();
  await waitForEmails(email, /\/confirmar-asesoria\//, 2);

  const raw = await waitForEmail(email, /\/confirmar-asesoria\//);
  return linkFrom(raw, '/confirmar-asesoria/');
}

async function expectConfirmed(page: Page, plan: Plan, fecha: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mi asesoría' })).toBeVisible();
  await expect(summary(page)).toContainText('Confirmada');
  await expect(summary(page)).toContainText(spanishDate(fecha));
  await expectNoSidewaysScroll(page);
}

async function rescheduleAndCancel(page: Page, plan: Plan) {
  await expect(summary(page)).toContainText(`${plan.hora} (hora de Colombia)`);

  // reschedule: the booking form's picker and free slots
  await page.getByRole('button', { name: 'Reprogramar' }).click();
  const dateInput = page.getByLabel('Nueva fecha');
  await dateInput.click();
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await chooseDate(page, 'Nueva fecha', plan.nuevaFecha);
  const time = page.getByLabel(/^Nueva hora/);
  await expect(time).toBeEnabled();
  await expect(time.locator(`option[value="${plan.nuevaHora}"]`)).toHaveText(/\(Hora local\)$/);
  await time.selectOption(plan.nuevaHora);
  await page.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
  const moved = page.getByText('Tu asesoría fue reprogramada.');
  await expect(moved).toBeVisible();
  await expect(page.locator('.gestion-result')).toBeFocused();
  await expect(summary(page)).toContainText(spanishDate(plan.nuevaFecha));
  await expect(summary(page)).toContainText(`${plan.nuevaHora} (hora de Colombia)`);
  await expectNoSidewaysScroll(page);

  // the page survives a reload with the new time (the server's word, not the client's)
  await page.reload();
  await expect(summary(page)).toContainText(`${plan.nuevaHora} (hora de Colombia)`);

  // cancel, with a reason
  await page.getByRole('button', { name: 'Cancelar asesoría' }).click();
  await expect(page.getByRole('heading', { name: 'Cancelar tu asesoría' })).toBeVisible();
  await page.getByLabel(/^Motivo/).fill('Tengo un viaje de trabajo');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Sí, cancelar mi asesoría' }).click();
  await expect(page.getByText('Tu asesoría fue cancelada.')).toBeVisible();
  await expect(page.locator('.gestion-result')).toBeFocused();
  await expect(summary(page)).toContainText('Cancelada');
  await expect(summary(page)).toContainText('Tengo un viaje de trabajo');
  await expect(page.getByRole('button', { name: 'Reprogramar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar asesoría' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

test('on a phone: book, confirm, open Mi asesoría from the success page, reschedule, cancel', async ({ page }) => {
  const plan: Plan = { viewport: PHONE, fecha: colombiaDate(30), hora: '09:00', nuevaFecha: colombiaDate(31), nuevaHora: '11:00' };
  const email = `lucia.movil.${Date.now()}@correo.test`;
  const link = await bookAndConfirm(page, plan, email);

  // the e-mailed link opens a page that confirms with a POST, then the success page
  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-success\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lucía Gómez Prieto!');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByText(spanishDate(plan.fecha))).toBeVisible();
  await expect(page).not.toHaveURL(/gestion|token/i);
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Gestionar mi asesoría' }).click();

  await expect(page).toHaveURL(/\/mi-asesoria\/[^/]+#contenido$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi asesoría' })).toBeInViewport();
  await expectConfirmed(page, plan, plan.fecha);
  await expect(page.getByRole('link', { name: /Descargar invitación/ })).toHaveAttribute('href', /\/calendario\.ics$/);
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mi-asesoria-360');
  await page.setViewportSize(PHONE);

  await rescheduleAndCancel(page, plan);
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'mi-asesoria-360-cancelada');
});

test('on a desktop: a second click says "already confirmed", the e-mailed Mi asesoría link works, and the freed slot is bookable', async ({
  page,
}) => {
  const plan: Plan = { viewport: DESKTOP, fecha: colombiaDate(32), hora: '10:00', nuevaFecha: colombiaDate(33), nuevaHora: '14:00' };
  const email = `lucia.escritorio.${Date.now()}@correo.test`;
  const link = await bookAndConfirm(page, plan, email);

  // a mail scanner's GET of the page's API path changes nothing: the old link path only redirects
  const token = link.split('/confirmar-asesoria/')[1];
  const head = await page.request.get(`/api/registros/verificar/${token}`, { maxRedirects: 0 });
  expect(head.status()).toBe(302);

  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-success\?/);
  await expect(page.getByText('Esta asesoría ya estaba confirmada')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Gestionar mi asesoría' })).toBeVisible();

  // the second click (or a scanner first): the success page again, saying so
  await page.goto(link);
  await expect(page).toHaveURL(/confirmada=ya/);
  await expect(page.getByText('Esta asesoría ya estaba confirmada: no necesitas hacer nada más.')).toBeVisible();

  // the confirmation e-mail carries the Mi asesoría link
  const confirmation = await waitForEmail(email, /\/mi-asesoria\//);
  await page.goto(linkFrom(confirmation, '/mi-asesoria/'));
  await expectConfirmed(page, plan, plan.fecha);
  await screenshot(page, 'mi-asesoria-1280');

  await rescheduleAndCancel(page, plan);
  await screenshot(page, 'mi-asesoria-1280-cancelada');

  // cancelling freed the slot at once
  await openBookingForm(page);
  await chooseDate(page, 'Fecha de la asesoría', plan.nuevaFecha);
  await expect(page.getByLabel(/^Hora de la asesoría/).locator(`option[value="${plan.nuevaHora}"]`)).toBeEnabled();
});

test('an unknown confirmation link lands on the verification error page, and an unknown Mi asesoría link explains itself', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/confirmar-asesoria/no-existe-este-enlace');
  await expect(page).toHaveURL(/\/verification-error\?reason=invalid_token#contenido$/);
  await expect(page.getByRole('heading', { name: 'No pudimos verificar tu asesoría' })).toBeVisible();
  await page.goto('/mi-asesoria/no-existe-este-enlace');
  await expect(page.getByRole('alert')).toHaveText('El enlace de gestión no es válido, la asesoría ya pasó o sus datos fueron eliminados.');
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
