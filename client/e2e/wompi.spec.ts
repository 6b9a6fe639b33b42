import { expect, test, type Page } from '@playwright/test';
import { ORDER_MESSAGES, formatPesos, type ShopSettingsInput } from '@app/shared/orders';
import type { ProductSummary } from '@app/shared/shop';
import { WompiStandIn } from '../../server/test/helpers/wompi-stand-in';
import { e2eWompi } from '../playwright.config';
import { Audit } from './axe';
import { DESKTOP, NARROW, PHONE, createAdmin, expectNoSidewaysScroll, snap, uniqueEmail, type Credentials } from './support';

// At 390 px: an order paid online goes to the checkout page of the stand-in for Wompi
// (the server's keys point at it: client/playwright.config.ts), the buyer approves, comes back to
// the result page, which shows what the server learnt from Wompi, and "Mi pedido" shows the order
// paid. A second order is declined at the checkout page, and the buyer pays it by transfer instead.

const ADMIN: Credentials = { username: 'wompi-e2e', email: 'wompi-e2e@sitio.test', password: 'Clave-wompi-2030' };
const SOACHA = '25754';
const SHIPPING = 9_000;

let standIn: WompiStandIn;
let product: ProductSummary;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  standIn = await new WompiStandIn({
    publicKey: e2eWompi.publicKey,
    integritySecret: e2eWompi.integritySecret,
    eventsSecret: e2eWompi.eventsSecret,
    eventsUrl: `${baseURL}/api/pagos/wompi/eventos`,
    port: e2eWompi.port,
  }).start();

  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/auth/admin/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const current = (await (await request.get('/api/admin/tienda/ajustes', { headers: auth })).json()) as ShopSettingsInput;
  const saved = await request.put('/api/admin/tienda/ajustes', {
    headers: auth,
    data: {
      ...current,
      instruccionesPago: 'Bancolombia ahorros 123-456789-00 a nombre de Vida Sana Coaching S.A.S.',
      zonas: [{ nombre: 'Soacha', departamentos: [], municipios: [SOACHA], precio: SHIPPING, contraEntrega: true }],
      envioGratisDesde: null,
      metodos: { transferencia: true, contra_entrega: true, wompi: true },
    } satisfies ShopSettingsInput,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const products = ((await (await request.get('/api/productos')).json()) as ProductSummary[]).filter((p) => p.disponible);
  product = [...products].sort((a, b) => a.precio - b.precio)[0];
  await request.dispose();
});

test.afterAll(async () => {
  await standIn?.stop();
});

/** From the product page to Wompi's checkout page, paying online. */
async function orderOnline(page: Page, email: string, audit: Audit, shots: boolean): Promise<void> {
  await page.goto(`/tienda/${product.slug}`);
  await page.getByRole('button', { name: /Agregar al carrito/ }).click();
  await page.goto('/checkout');
  await page.getByLabel('Nombres').fill('Camila');
  await page.getByLabel('Apellidos').fill('Rojas Díaz');
  await page.getByLabel('Correo electrónico').fill(email);
  const phone = page.getByLabel('Celular');
  await phone.click();
  await phone.pressSequentially('3001234567');
  await page.getByLabel('Número de documento').fill('1012345678');
  await page.getByLabel('Departamento').selectOption({ label: 'Cundinamarca' });
  await page.getByLabel('Municipio').selectOption({ label: 'Soacha' });
  await page.getByLabel(/^Dirección/).fill('Calle 13 # 7-45, apartamento 301');
  await page.getByLabel('Barrio').fill('San Mateo');
  await expect(page.getByText(/Total a pagar/)).toContainText(formatPesos(product.precio + SHIPPING));
  await page.getByRole('radio', { name: /Pagar en línea \(tarjeta, PSE, Nequi, Bancolombia\)/ }).check();
  await page.getByLabel(/He leído y acepto/).check();
  if (shots) {
    await audit.check(page, 'checkout paying online');
    await expectNoSidewaysScroll(page);
    await snap(page, 'wompi-checkout-390');
  }
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  // the browser leaves for Wompi's checkout with the server's signed fields (the stand-in refuses a bad signature)
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${e2eWompi.port}/p/\\?`));
  await expect(page.getByRole('heading', { name: 'Checkout de prueba' })).toBeVisible();
  await expect(page.getByText(/Referencia VS-[A-Z0-9]{5}-[A-Z0-9]{4}/)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('amount-in-cents')).toBe(String((product.precio + SHIPPING) * 100));
}

test('at 390 px: order → Wompi checkout → approved → "¡Pago recibido!" → Mi pedido paid; declined → paid by transfer instead', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const audit = new Audit();

  await orderOnline(page, uniqueEmail('wompi-aprobado'), audit, true);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  // back on the site: the result page asked the server, which asked Wompi
  await expect(page).toHaveURL(/\/pedido\/[^/]+\/resultado\?id=[\w-]+&env=test$/);
  await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.pagoRecibido })).toBeVisible();
  await audit.check(page, 'result approved');
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `wompi-resultado-aprobado-${size.width}`);
  }
  await page.setViewportSize(PHONE);
  expect(standIn.sent.map((s) => s.status)).toEqual([200]);
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
  await expect(page.locator('.pedido-summary')).toContainText('Pagado');
  await expect(page.locator('.pedido-summary')).toContainText('Pagar en línea');
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Pago en línea aprobado (Wompi)');
  await audit.check(page, 'Mi pedido paid online');
  await snap(page, 'wompi-mi-pedido-pagado-390');

  // Declined at Wompi: the buyer pays by transfer instead.
  await orderOnline(page, uniqueEmail('wompi-rechazado'), audit, false);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_MESSAGES.pagoRechazado })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await audit.check(page, 'result declined');
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `wompi-resultado-rechazado-${size.width}`);
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Pagar por transferencia, Nequi o llave Bre-B' }).click();
  await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
  const pay = page.getByRole('region', { name: 'Cómo pagar tu pedido' });
  await expect(pay).toBeVisible();
  await expect(pay).toContainText('Bancolombia ahorros 123-456789-00');
  await expect(pay.locator('.pedido-amount')).toHaveText(formatPesos(product.precio + SHIPPING));
  await expect(page.locator('.pedido-summary')).toContainText('Pendiente de pago');
  await expect(page.locator('.pedido-summary')).toContainText('Transferencia, Nequi o llave Bre-B');
  await audit.check(page, 'Mi pedido switched to transfer');
  await snap(page, 'wompi-mi-pedido-transferencia-390');
  audit.expectClean();
  await context.close();
});
