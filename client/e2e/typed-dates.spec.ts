import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import {
  DESKTOP,
  NARROW,
  PHONE,
  colombiaDate,
  createAdmin,
  createVerifiedBooking,
  expectNoSidewaysScroll,
  fillVisitorDetails,
  freeSlot,
  linkFrom,
  openBookingForm,
  spanishDate,
  uniqueEmail,
  waitForEmail,
} from './support';

/**
 * A date typed key by key into the booking form (/registro) or into "Mi asesoría"'s
 * Reprogramar books exactly that day or says why not, at 390 px. A blocked day is chosen so that
 * the text on the way to it ('2027-01-2' on the way to '2027-01-21') is another, free day: the
 * picker once stopped there in silence. The days are this journey's own, counted from today and
 * far enough ahead to be free of the other journeys' bookings; E2E_SCREENSHOT_DIR (optional)
 * keeps the date field with its messages at 360, 390 and 1280 px.
 */

const ADMIN = { username: 'fechas-e2e', email: 'fechas-e2e@sitio.test', password: 'Clave-fechas-2030' };

/** The first day at least `from` days ahead whose day of the month is 11–29, so that its text without the last digit names day 1 or 2 of the same month. */
function dayWithTwoDigits(from: number): string {
  for (let n = from; ; n++) {
    const day = Number(colombiaDate(n).slice(8, 10));
    if (day >= 11 && day <= 29) return colombiaDate(n);
  }
}
const BLOCKED = dayWithTwoDigits(75);
/** Where the old picker stopped on the way to BLOCKED: free, and this journey books nothing on it. */
const PARTIAL_DAY = `${BLOCKED.slice(0, 8)}0${BLOCKED[8]}`;
/** After BLOCKED (at most 87 days ahead) and its partial day. */
const GOOD = colombiaDate(95);
const RESCHEDULE_FROM = colombiaDate(100);
const PAST = '2020-01-01';
const IMPOSSIBLE = '2026-99-99';

async function adminToken(request: APIRequestContext): Promise<string> {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const res = await request.post('/api/auth/admin/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Types `text` as a person does: the field emptied with the keyboard, then key by key. */
async function typeKeyByKey(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text, { delay: 30 });
}

/** The days whose free times the page asked for. */
function occupiedAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/horarios-ocupados\?fecha=([\d-]+)/.exec(r.url());
    if (m) asked.push(m[1]);
  });
  return asked;
}

async function shoot(page: Page, field: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      await field.screenshot({ path: path.join(dir, `${name}-${size.width}.png`), animations: 'disabled' });
    }
  }
  await page.setViewportSize(PHONE);
}

/**
 * The date field's rules, typed key by key: a blocked day says it is not available and stays
 * empty (no stop on the day its partial text names), a past, an impossible and an unfinished date
 * say 'Date input not valid.' when left with Tab, Enter or a tap elsewhere; none opens a time list.
 */
async function refusesBadDates(page: Page, date: Locator, time: Locator, elsewhere: Locator, shotName: string): Promise<void> {
  const message = (text: string) => page.getByText(text, { exact: true });

  await typeKeyByKey(date, BLOCKED);
  await expect(message(BOOKING_MESSAGES.dateBlocked)).toBeVisible();
  await expect(time).toBeDisabled();
  await date.press('Tab');
  await expect(message(BOOKING_MESSAGES.dateBlocked)).toBeVisible();
  await expect(date).not.toHaveValue(PARTIAL_DAY);
  await expect(date).toHaveValue('');
  await expect(time).toBeDisabled();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, elsewhere, `${shotName}-bloqueado`);

  const leaves: [string, () => Promise<void>][] = [
    [PAST, () => date.press('Tab')],
    [IMPOSSIBLE, () => date.press('Enter')],
    [BLOCKED.slice(0, 9), () => elsewhere.click({ position: { x: 5, y: 5 } })],
  ];
  for (const [text, leave] of leaves) {
    await typeKeyByKey(date, text);
    await leave();
    await expect(message(BOOKING_MESSAGES.invalidTypedDate), text).toBeVisible();
    await expect(time, text).toBeDisabled();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
  }
  await shoot(page, elsewhere, `${shotName}-no-valida`);
}

test.describe('a typed date books that day or says why not (390 px)', () => {
  let token: string;

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    const block = await request.post('/api/admin/bloqueos', {
      headers: { Authorization: `Bearer ${token}` },
      data: { fecha: BLOCKED, motivo: 'Fechas tecleadas e2e' },
    });
    expect(block.status(), await block.text()).toBe(201);
  });

  test('on /registro: blocked, past, impossible and unfinished dates are refused, a good one is booked as typed', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const asked = occupiedAsked(page);
    await openBookingForm(page);
    const section = page.locator('section[aria-labelledby="sec-agenda"]');
    const date = page.getByLabel(/^Fecha de la asesoría/);
    const time = page.getByLabel(/^Hora de la asesoría/);

    await refusesBadDates(page, date, time, section, 'registro-fecha');
    expect(asked).not.toContain(BLOCKED);
    expect(asked).not.toContain(PARTIAL_DAY);

    // a good day, typed the same way, is the day the time list and the booking get
    const hora = await freeSlot(request, GOOD);
    await typeKeyByKey(date, GOOD);
    await expect(time).toBeEnabled();
    await expect(page.getByText(BOOKING_MESSAGES.invalidTypedDate, { exact: true })).toHaveCount(0);
    await date.press('Tab');
    await expect(date).toHaveValue(GOOD);
    expect(asked).toContain(GOOD);
    expect(asked).not.toContain(PARTIAL_DAY);
    await time.selectOption(hora);

    const email = uniqueEmail('fecha.tecleada');
    await fillVisitorDetails(page, { nombre: 'Sofía', apellidos: 'Tecleada Díaz', email });
    await page.getByRole('checkbox', { name: /acepto las/ }).check();
    await page.getByRole('button', { name: 'Agendar mi asesoría' }).click();
    await page.waitForURL(/\/verification-pending$/);

    const list = await request.get(`/api/admin/registros?scope=all&estado=pendiente&q=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { fecha: string; hora: string }[]).map((r) => [r.fecha, r.hora])).toEqual([[GOOD, hora]]);
  });

  test('on Mi asesoría, Reprogramar: the same refusals, and a good day typed moves the booking there', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const booking = await createVerifiedBooking(request, { fechaAsesoria: RESCHEDULE_FROM, email: uniqueEmail('reprograma.tecleada') });
    await page.goto(linkFrom(await waitForEmail(booking.email as string, /\/mi-asesoria\//), '/mi-asesoria/'));
    const asked = occupiedAsked(page);
    await page.getByRole('button', { name: 'Reprogramar' }).click();
    const panel = page.locator('form.gestion-panel');
    const date = page.getByLabel(/^Nueva fecha/);
    const time = page.getByLabel(/^Nueva hora/);
    await expect(date).toBeVisible();

    await refusesBadDates(page, date, time, panel, 'reprogramar-fecha');
    await page.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
    await expect(page.getByText('Tu asesoría fue reprogramada.')).toHaveCount(0);
    expect(asked).not.toContain(BLOCKED);
    expect(asked).not.toContain(PARTIAL_DAY);

    const hora = await freeSlot(request, GOOD);
    await typeKeyByKey(date, GOOD);
    await expect(time).toBeEnabled();
    await date.press('Tab');
    await expect(date).toHaveValue(GOOD);
    await time.selectOption(hora);
    await page.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
    await expect(page.getByText('Tu asesoría fue reprogramada.')).toBeVisible();
    await expect(page.locator('dl.gestion-summary')).toContainText(spanishDate(GOOD));
    await expect(page.locator('dl.gestion-summary')).toContainText(`${hora} (hora de Colombia)`);
  });
});
