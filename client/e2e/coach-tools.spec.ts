import { test, expect } from '@playwright/test';
import {
  DESKTOP,
  colombiaDate,
  createAdmin,
  createVerifiedBooking,
  expectNoSidewaysScroll,
  loginAdmin,
  uniqueEmail,
  snap,
  NARROW,
  PHONE,
} from './support';

// The coach's statistics on the dashboard's index and her private calendar address.
// E2E_SCREENSHOT_DIR (optional) keeps the screens at 360, 390 and 1280 px.

const ADMIN = { username: 'coach-tools-admin', email: 'coach-tools@vidasana.test', password: 'clave-coach-tools-2026' };
const WIDTHS = [NARROW, PHONE, DESKTOP];

test('the dashboard shows the statistics with a weekly chart and a day × hour table; the public pages never load the chart', async ({
  page,
  request,
}) => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  await createVerifiedBooking(request, { fechaAsesoria: colombiaDate(38), recomendadoPor: 'Revista E2E' });

  // the home page's scripts: none of them is the chart's chunk or carries uPlot
  const homeScripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') homeScripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(homeScripts.length).toBeGreaterThan(0);
  for (const url of homeScripts) {
    expect(url).not.toMatch(/weekly-chart/);
    expect(await (await request.get(url)).text()).not.toContain('u-legend');
  }

  await loginAdmin(page, ADMIN);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/dashboard');
    const section = page.getByRole('region', { name: 'Estadísticas' });
    await expect(section).toBeVisible();
    const created = section.locator('.insights-figure').filter({ hasText: 'Reservas creadas' });
    await expect(created.locator('dd')).not.toHaveText('0');
    // uPlot drew on its canvas
    const canvas = section.locator('.insights-chart canvas');
    await expect(canvas).toBeVisible();
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
    const grid = section.getByRole('table', { name: /Asesorías confirmadas por día y hora/ });
    await expect(grid.getByRole('columnheader', { name: 'Lun' })).toBeVisible();
    await expect(section.getByRole('table', { name: '¿Quién los recomendó?' })).toContainText('revista e2e');
    await expectNoSidewaysScroll(page);
    await snap(page, `estadisticas-${size.width}`);
  }

  // another period: the form asks again, an inverted one is refused in Spanish
  await page.getByLabel('Desde').fill('2030-01-10');
  await page.getByLabel('Hasta').fill('2030-01-01');
  await page.getByRole('button', { name: 'Ver periodo' }).click();
  await expect(page.getByText('La fecha inicial no puede ser posterior a la final.')).toBeVisible();
  await page.getByLabel('Desde').fill('2029-12-01');
  await page.getByRole('button', { name: 'Ver periodo' }).click();
  await expect(page.getByText('Reservas creadas entre el 01/12/2029 y el 01/01/2030 (hora de Colombia).')).toBeVisible();
  await expect(page.locator('.insights-figure').filter({ hasText: 'Reservas creadas' }).locator('dd')).toHaveText('0');
});

test('the Calendario page gives a private address that a calendar can fetch, and a new one replaces it', async ({
  page,
  context,
  request,
}) => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const nombre = 'Feliciana';
  const booking = await createVerifiedBooking(request, {
    fechaAsesoria: colombiaDate(39),
    nombre,
    apellidos: 'Suscrita Calendario',
    email: uniqueEmail('calendario'),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAdmin(page, ADMIN);

  await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  const field = page.getByLabel('Dirección del calendario');
  await expect(field).toHaveValue(/\/calendario\/[A-Za-z0-9_-]+\.ics$/);
  await page.getByRole('button', { name: 'Copiar dirección' }).click();
  await expect(page.getByText('Dirección copiada.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());

  // what Google Calendar or an iPhone would fetch
  const feed = await request.get(new URL(copied).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`${nombre} Suscrita Calendario`);
  expect(ics).not.toContain(booking.email as string);
  const etag = feed.headers()['etag'];
  expect((await request.get(new URL(copied).pathname, { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `calendario-${size.width}`);
  }

  await page.getByRole('button', { name: 'Generar una dirección nueva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar una dirección nueva' });
  await expect(dialog).toContainText('dejará de funcionar');
  await dialog.getByRole('button', { name: 'Generar', exact: true }).click();
  await expect(page.getByText(/La anterior ya no funciona/)).toBeVisible();
  await expect(field).not.toHaveValue(copied);
  expect((await request.get(new URL(copied).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);
});
