import { test, expect, type Page } from '@playwright/test';
import { Audit } from './axe';
import {
  adminApiToken,
  atEveryWidth,
  colombiaDateOf,
  confirmPayment,
  createAdmin,
  createVerifiedUser,
  DESKTOP,
  expectNoSidewaysScroll,
  loginAdmin,
  loginUser,
  moveServerClock,
  NARROW,
  orderProgramme,
  serverNow,
  settleAnimations,
  uniqueEmail,
  type Credentials,
} from './support';

/**
 * The journey, at 360 and 1280 px: buy the 21-day reto with an account (the shop's
 * checkout, the team confirms the payment) → enrolled → on its first day, the tools' consent and
 * day 1's check-in with a weight typed with a comma → Mi progreso with that weight, another typed
 * with a point, the chart and its table → the coach sees the adherence in Participantes and on the
 * person's page → the person withdraws the consent (the dialog says what is deleted) and leaves
 * Participantes. axe and no sideways scroll on every screen; E2E_SCREENSHOT_DIR keeps pictures at
 * 360/390/1280. The chart's library loads on Mi progreso and the coach's person page only.
 *
 * The start is tomorrow in Colombia; the journey moves the server's clock to noon of that day
 * (server/src/scripts/e2e-server.ts) instead of waiting for it.
 */

const COACH: Credentials = { username: 'herramientas-e2e', email: 'herramientas-e2e@sitio.test', password: 'Clave-herramientas-2030' };
const DAY_MS = 86_400_000;

test.beforeAll(() => {
  createAdmin(COACH.username, COACH.email, COACH.password);
});

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
  test(`the 21-day reto bought → day 1 with a weight with a comma → the coach's adherence, at ${label} px`, async ({
    browser,
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail(`herramientas-${label}`) });
    const chart = chartRequests(page);
    const audit = new Audit();
    await page.setViewportSize(size);
    await loginUser(page, user);

    // bought through the shop: the reto's page → the cart → the checkout, starting tomorrow in Colombia
    await page.goto('/reto21dias');
    await page.getByRole('button', { name: 'Unirme al reto' }).click();
    await expect(page).toHaveURL(/\/carrito$/);
    await page.getByRole('link', { name: /Continuar con la compra/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const inicio = colombiaDateOf(new Date(serverNow().getTime() + DAY_MS));
    const reference = await orderProgramme(page, inicio);
    // an admin token expires in hours: one per journey, taken on the server's (moved) clock
    await confirmPayment(request, await adminApiToken(request, COACH), reference);

    // the start day, at noon in Bogotá
    moveServerClock(Date.parse(`${inicio}T17:00:00Z`) - serverNow().getTime());
    await page.goto('/perfil');
    const tools = page.getByRole('region', { name: 'Herramientas' });
    await tools.getByRole('link', { name: 'Mi reto' }).click();
    await expect(page).toHaveURL(/\/perfil\/reto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi reto' })).toBeVisible();

    // consent first
    await settleAnimations(page);
    await audit.check(page, `consent ${label}`);
    await page.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos de salud' }).check();
    await page.getByRole('button', { name: 'Autorizar y continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Día 1 de 21' })).toBeVisible();
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
    await settleAnimations(page);
    await audit.check(page, `mi reto ${label}`);
    if (label === '360') await atEveryWidth(page, 'mi-reto');
    expect(chart, 'the chart library loads on Mi progreso only').toEqual([]);

    await page.setViewportSize(size);
    await page.goto('/perfil');
    await tools.getByRole('link', { name: 'Mi progreso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('72,5 kg');

    // the day before, typed with a point
    await page.getByLabel('Fecha').fill(colombiaDateOf(new Date(serverNow().getTime() - DAY_MS)));
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
    await settleAnimations(page);
    await audit.check(page, `mi progreso ${label}`);
    if (label === '360') await atEveryWidth(page, 'mi-progreso');
    await page.setViewportSize(size);

    // the coach: the adherence in Participantes (1 check-in in 1 day elapsed), then the person's page
    const coach = await (await browser.newContext({ viewport: size })).newPage();
    await loginAdmin(coach, COACH);
    await coach.goto('/admin/dashboard/retos');
    await coach.getByRole('button', { name: 'Participantes de Reto 21 días' }).click();
    const row = coach.getByRole('row', { name: new RegExp(user.email as string) });
    await expect(row).toContainText('Día 1 de 21');
    await expect(row).toContainText('100 % (1 de 1)');
    await expectNoSidewaysScroll(coach);
    await settleAnimations(coach);
    await audit.check(coach, `participantes ${label}`);
    await row.getByRole('link', { name: 'Ana Gómez Ruiz' }).click();
    await expect(coach.getByRole('heading', { level: 1, name: 'Progreso de Ana Gómez Ruiz' })).toBeVisible();
    await expect(coach.getByText('100 % (1 de 1 días)')).toBeVisible();
    await expect(coach.getByText('4 · Bien').first()).toBeVisible();
    await coach.getByLabel('Nota privada').fill('Empezó muy bien.');
    await coach.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(coach.getByText('Nota guardada.')).toBeVisible();
    await expectNoSidewaysScroll(coach);
    await settleAnimations(coach);
    await audit.check(coach, `coach ${label}`);
    if (label === '360') await atEveryWidth(coach, 'coach-persona');

    // the person withdraws the tools' consent: the dialog says what goes; the tools ask again
    await page.getByRole('button', { name: 'Retirar mi autorización' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirar tu autorización' });
    await expect(dialog).toContainText('Eliminamos para siempre tus pesos, medidas');
    await settleAnimations(page);
    await audit.check(page, `withdraw dialog ${label}`);
    await dialog.getByRole('button', { name: 'Retirar y eliminar mis registros' }).click();
    await expect(page.getByRole('button', { name: 'Autorizar y continuar' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // and leaves the coach's list
    await coach.goto('/admin/dashboard/retos');
    await coach.getByRole('button', { name: 'Participantes de Reto 21 días' }).click();
    await expect(coach.getByRole('heading', { level: 1, name: 'Participantes: Reto 21 días' })).toBeVisible();
    await expect(coach.getByRole('row', { name: new RegExp(user.email as string) })).toHaveCount(0);
    audit.expectClean();
    await coach.context().close();
  });
}
