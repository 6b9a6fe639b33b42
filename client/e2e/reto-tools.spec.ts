import { test, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eEnv } from '../playwright.config';
import { Audit } from './axe';
import {
  atEveryWidth,
  colombiaDate,
  createAdmin,
  createVerifiedUser,
  DESKTOP,
  expectNoSidewaysScroll,
  loginAdmin,
  loginUser,
  NARROW,
  uniqueEmail,
} from './support';

/**
 * Issue #28, /perfil → Herramientas as a person lives it, at 360 and 1280 px: the tools' consent,
 * day 1 of a 21-day reto (its check-in with a weight typed with a comma), then Mi progreso with
 * that weight, another one typed with a point, the chart and its table. axe and no sideways scroll
 * on both screens; E2E_SCREENSHOT_DIR keeps pictures at 360/390/1280. The chart's library loads on
 * Mi progreso and the coach's person page only. Then the coach sees the adherence on that page.
 *
 * The enrolment is written to the database as the shop leaves it once the order is paid (the
 * purchase itself is the retos journey's).
 */

function enrolToday(email: string, referencia: string): number {
  const db = new Database(e2eEnv.SQLITE_FILE);
  try {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const slug = `reto-herramientas-${Date.now().toString(36)}`;
    const reto = db
      .prepare(
        `INSERT INTO retos (slug, nombre, titular, descripcion, dias, precio, incluye, beneficios, meta_descripcion, activo, orden, created_at, updated_at)
         VALUES (?, 'Reto 21 días', 'Tu reto', 'Descripción', 21, 95000, '[]', '[]', 'Reto', 1, 99, ?, ?)`,
      )
      .run(slug, now, now);
    const plan = db.prepare('INSERT INTO reto_dias (reto_id, dia, titulo, texto, updated_at) VALUES (?, ?, ?, ?, ?)');
    for (let dia = 1; dia <= 21; dia++) plan.run(reto.lastInsertRowid, dia, `Plan del día ${dia}`, `Toma 8 vasos de agua.\n\nCamina 20 minutos.`, now);
    const pedido = db
      .prepare(
        `INSERT INTO pedidos (referencia, estado, metodo_pago, nombres, apellidos, email, telefono, tipo_documento, numero_documento, busqueda,
           entrega_tipo, subtotal, envio, total, pagado_at, user_id, reto_inicio, created_at, updated_at)
         VALUES (?, 'pagado', 'transferencia', 'Ana', 'Gómez', ?, '3001234567', 'CC', '123456789', '', 'recoger', 95000, 0, 95000, ?, ?, ?, ?, ?)`,
      )
      .run(referencia, email, now, user.id, colombiaDate(0), now, now);
    db.prepare(
      `INSERT INTO reto_inscripciones (reto_id, user_id, pedido_id, inicio, estado, created_at, updated_at) VALUES (?, ?, ?, ?, 'activa', ?, ?)`,
    ).run(reto.lastInsertRowid, user.id, pedido.lastInsertRowid, colombiaDate(0), now, now);
    return user.id;
  } finally {
    db.close();
  }
}

/** axe reads colours as painted: the pointer off the button just clicked, no hover transition half-way. */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

const chartRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/weight-chart|uPlot/i.test(r.url())) urls.push(r.url());
  });
  return urls;
};

for (const [label, size] of [
  ['360', NARROW],
  ['1280', DESKTOP],
] as const) {
  test(`day 1 of a reto and a weight with a comma, then Mi progreso, at ${label} px`, async ({ page, request }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail(`herramientas-${label}`) });
    const userId = enrolToday(user.email, `VS-E${label}`);
    const chart = chartRequests(page);
    const audit = new Audit();
    await page.setViewportSize(size);
    await loginUser(page, user);

    const tools = page.getByRole('region', { name: 'Herramientas' });
    await tools.getByRole('link', { name: 'Mi reto' }).click();
    await expect(page).toHaveURL(/\/perfil\/reto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi reto' })).toBeVisible();

    // consent first
    await settled(page);
    await audit.check(page, `consent ${label}`);
    await page.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos de salud' }).check();
    await page.getByRole('button', { name: 'Autorizar y continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Día 1 de 21' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan del día 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Día 2, .*: bloqueado$/ })).toBeVisible();
    const form = page.getByRole('form', { name: /Mi día 1/ });
    await form.getByLabel('Vasos de agua').fill('8');
    await form.getByLabel('Batidos o comidas del plan').fill('2');
    await form.getByLabel('Minutos de ejercicio').fill('30');
    await form.getByLabel('Horas de sueño').fill('7,5');
    await form.getByLabel('Peso (kg, opcional)').fill('72,5');
    await form.getByRole('radio', { name: '4 · Bien' }).check();
    await form.getByRole('button', { name: 'Guardar mi día' }).click();
    await expect(form.getByText('¡Día registrado!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Día 1, .*: hecho$/ })).toBeVisible();
    await expect(page.getByText(/Racha: 1 día/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await audit.check(page, `mi reto ${label}`);
    if (label === '360') await atEveryWidth(page, 'mi-reto');
    expect(chart, 'the chart library loads on Mi progreso only').toEqual([]);

    await page.goto('/perfil');
    await tools.getByRole('link', { name: 'Mi progreso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('72,5 kg');

    // yesterday's weight, typed with a point
    await page.getByLabel('Fecha').fill(colombiaDate(-1));
    await page.getByLabel('Peso (kg)').fill('73.1');
    await page.getByLabel('Cintura (cm)').fill('84,5');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Registro guardado.')).toBeVisible();
    await expect(table.getByRole('row').nth(2)).toContainText('73,1 kg');
    await expect(table.getByRole('row').nth(2)).toContainText('84,5 cm');
    await expect(page.getByTestId('weight-chart').locator('canvas')).toBeVisible();
    expect(chart.length, 'the chart chunk loaded on Mi progreso').toBeGreaterThan(0);

    await page.getByLabel('Peso meta (kg)').fill('68');
    await page.getByRole('button', { name: 'Guardar meta' }).click();
    await expect(page.getByText('Peso meta guardado.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await audit.check(page, `mi progreso ${label}`);
    if (label === '360') await atEveryWidth(page, 'mi-progreso');

    // the coach sees the adherence (1 check-in in 1 day elapsed), the check-in and the weights
    const coach = { username: `coach-${label}`, email: `coach-${label}@sitio.test`, password: 'Clave-coach-2030' };
    createAdmin(coach.username, coach.email, coach.password);
    await page.evaluate(() => localStorage.removeItem('userToken'));
    await loginAdmin(page, coach);
    await page.goto(`/admin/dashboard/progreso/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Progreso de Ana Gómez Ruiz' })).toBeVisible();
    await expect(page.getByText('100 % (1 de 1 días)')).toBeVisible();
    await expect(page.getByText('4 · Bien').first()).toBeVisible();
    await page.getByLabel('Nota privada').fill('Empezó muy bien.');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(page.getByText('Nota guardada.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await audit.check(page, `coach ${label}`);
    if (label === '360') await atEveryWidth(page, 'coach-persona');
    audit.expectClean();
  });
}
