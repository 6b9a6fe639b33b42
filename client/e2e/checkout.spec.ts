import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ORDER_MESSAGES, formatPesos, type ShopSettingsInput } from '@app/shared/orders';
import type { ProductSummary } from '@app/shared/shop';
import { Audit } from './axe';
import {
  DESKTOP,
  NARROW,
  PHONE,
  createAdmin,
  expectNoSidewaysScroll,
  loginAdmin,
  settleAnimations,
  snap,
  uniqueEmail,
  type Credentials,
} from './support';

// The buyer's side: a product into the cart, the checkout with a Colombian address
// (Cundinamarca → Soacha) paid by transfer, then "Mi pedido" with the account data, the exact
// amount and the reference; the buyer cancels, or the team confirms the payment and ships in the
// back office and Mi pedido shows it; cash on delivery refused above its limit. At 360
// and 1280 px, axe clean, no sideways scroll. E2E_SCREENSHOT_DIR (optional) keeps the screens.

const ADMIN: Credentials = { username: 'pedidos-e2e', email: 'pedidos-e2e@sitio.test', password: 'Clave-pedidos-2030' };
const SOACHA = '25754';
const BOGOTA = '11001';
const SHIPPING_NEAR = 9_000;
const SHIPPING_DEFAULT = 18_000;
const COD_LIMIT = 150_000;
const INSTRUCTIONS = 'Bancolombia ahorros 123-456789-00 a nombre de Vida Sana Coaching S.A.S.\nNequi 300 123 4567';

let adminToken: string;
let products: ProductSummary[];

/** The shop's settings this file relies on, written through the back office's API. */
async function configureShop(request: APIRequestContext): Promise<void> {
  const auth = { Authorization: `Bearer ${adminToken}` };
  const current = await request.get('/api/admin/tienda/ajustes', { headers: auth });
  expect(current.status(), await current.text()).toBe(200);
  const settings: ShopSettingsInput = {
    ...((await current.json()) as ShopSettingsInput),
    vendedor: {
      razonSocial: 'Vida Sana Coaching S.A.S.',
      nit: '901.234.567-8',
      direccion: 'Calle 100 # 15-20, Bogotá',
      telefono: '+57 601 555 1234',
      email: 'ventas@vidasana.test',
    },
    whatsapp: '573001234567',
    instruccionesPago: INSTRUCTIONS,
    direccionRecogida: 'Calle 100 # 15-20, local 3, Bogotá',
    recogerActivo: true,
    zonas: [{ nombre: 'Bogotá y Soacha', departamentos: [], municipios: [BOGOTA, SOACHA], precio: SHIPPING_NEAR, contraEntrega: true }],
    envioPorDefecto: SHIPPING_DEFAULT,
    contraEntregaPorDefecto: false,
    envioGratisDesde: null,
    contraEntregaMaximo: COD_LIMIT,
    metodos: { transferencia: true, contra_entrega: true },
  };
  const saved = await request.put('/api/admin/tienda/ajustes', { headers: auth, data: settings });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await request.post('/api/auth/admin/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  adminToken = ((await login.json()) as { token: string }).token;
  await configureShop(request);
  products = ((await (await request.get('/api/productos')).json()) as ProductSummary[]).filter((p) => p.disponible);
  expect(products.length, 'the demo catalog has products on sale').toBeGreaterThan(1);
  await request.dispose();
});

/** A product cheap enough that one unit plus shipping stays under the cash-on-delivery limit. */
const cheapProduct = () => [...products].sort((a, b) => a.precio - b.precio)[0];

async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The cart as the cart store keeps it (lib/cart.ts): product ids and quantities, no prices. */
async function putInCart(page: Page, lines: { productoId: number; cantidad: number }[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((items) => localStorage.setItem('carrito', JSON.stringify(items)), lines);
}

async function fillBuyer(page: Page, email: string): Promise<void> {
  await page.getByLabel('Nombres').fill('Camila');
  await page.getByLabel('Apellidos').fill('Rojas Díaz');
  await page.getByLabel('Correo electrónico').fill(email);
  // typed as a person does: the phone input keeps its +57 and formats as it goes
  const phone = page.getByLabel('Celular');
  await phone.click();
  await phone.pressSequentially('3001234567');
  await page.getByLabel('Tipo de documento').selectOption('CC');
  await page.getByLabel('Número de documento').fill('1012345678');
}

async function chooseSoacha(page: Page): Promise<void> {
  await page.getByLabel('Departamento').selectOption({ label: 'Cundinamarca' });
  await page.getByLabel('Municipio').selectOption({ label: 'Soacha' });
  await page.getByLabel(/^Dirección/).fill('Calle 13 # 7-45, apartamento 301');
  await page.getByLabel('Barrio').fill('San Mateo');
}

const summary = (page: Page) => page.getByRole('region', { name: 'Resumen del pedido' });

async function widthsClean(page: Page, audit: Audit, name: string): Promise<void> {
  await audit.check(page, name);
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `${name}-${size.width}`);
  }
}

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: product → cart → checkout to Soacha paid by transfer → Mi pedido shows how to pay; the buyer cancels`, async ({
    browser,
  }) => {
    const page = await openPage(browser, viewport);
    const audit = new Audit();
    const product = cheapProduct();
    const email = uniqueEmail(`compra-${viewport.width}`);

    await page.goto(`/tienda/${product.slug}`);
    await page.getByRole('button', { name: /Agregar al carrito/ }).click();
    await page.goto('/carrito');
    await page.getByRole('link', { name: /Continuar con la compra/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
    await expect(summary(page).getByText(product.nombre)).toBeVisible();

    // nothing filled: every field says what it needs
    await page.getByRole('button', { name: /Confirmar pedido/ }).click();
    await expect(page.getByText(ORDER_MESSAGES.nombresRequired)).toBeVisible();
    await expect(page.getByText(ORDER_MESSAGES.municipioRequired)).toBeVisible();
    await audit.check(page, `${viewport.width} /checkout with errors`);

    await fillBuyer(page, email);
    await chooseSoacha(page);
    await expect(summary(page).getByText(formatPesos(SHIPPING_NEAR))).toBeVisible();
    const total = product.precio + SHIPPING_NEAR;
    await expect(page.getByText(/Total a pagar/)).toContainText(formatPesos(total));
    await page.getByRole('radio', { name: /Transferencia, Nequi o llave Bre-B/ }).check();
    await page.getByLabel(/He leído y acepto/).check();
    await expect(page.getByText('Fuente: DANE – DIVIPOLA')).toBeVisible();
    await widthsClean(page, audit, 'checkout');
    await page.setViewportSize(viewport);

    await page.getByRole('button', { name: /Confirmar pedido/ }).click();
    await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
    const pay = page.getByRole('region', { name: 'Cómo pagar tu pedido' });
    await expect(pay).toBeVisible();
    await expect(pay.locator('.pedido-amount')).toHaveText(formatPesos(total));
    const reference = (await pay.locator('.pedido-reference').textContent())!.trim();
    expect(reference).toMatch(/^VS-[A-Z0-9]{5}$/);
    await expect(pay).toContainText(`escribe la referencia ${reference}`);
    await expect(pay).toContainText('Bancolombia ahorros 123-456789-00');
    await expect(pay).toContainText('(hora de Colombia)');
    const whatsapp = new URL((await page.getByRole('link', { name: /Enviar comprobante por WhatsApp/ }).getAttribute('href'))!);
    expect(whatsapp.hostname).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toContain(reference);
    await expect(page.getByText(/¡Gracias! Recibimos tu pedido/)).toBeVisible();
    await expect(page.locator('.pedido-summary')).toContainText('Pendiente de pago');
    // the order emptied the cart
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBeNull();
    await widthsClean(page, audit, 'mi-pedido');
    await page.setViewportSize(viewport);

    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu pedido?' });
    await expect(dialog).toContainText(reference);
    await settleAnimations(page);
    await audit.check(page, `${viewport.width} Mi pedido's cancel dialog`);
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await expect(page.getByText(ORDER_MESSAGES.orderCancelled)).toBeVisible();
    await expect(page.locator('.pedido-summary')).toContainText('Cancelado');
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.pedido-summary')).toContainText('Cancelado');
    await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Cancelado');
    audit.expectClean();
    await page.context().close();
  });
}

test('cash on delivery: offered under its limit, refused above it (in the form and by the server)', async ({ browser, request }) => {
  const page = await openPage(browser, NARROW);
  const product = cheapProduct();
  const over = Math.ceil(COD_LIMIT / product.precio) + 1;

  await putInCart(page, [{ productoId: product.id, cantidad: 1 }]);
  await page.goto('/checkout');
  await chooseSoacha(page);
  await expect(summary(page).getByText(formatPesos(SHIPPING_NEAR))).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pago contra entrega/ })).toBeEnabled();

  await putInCart(page, [{ productoId: product.id, cantidad: over }]);
  await page.goto('/checkout');
  await chooseSoacha(page);
  const cod = page.getByRole('radio', { name: /Pago contra entrega/ });
  await expect(cod).toBeDisabled();
  await expect(page.getByText(ORDER_MESSAGES.contraEntregaOverLimit)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // the server does not take it either
  const quote = await request.post('/api/pedidos/cotizar', {
    data: { items: [{ productoId: product.id, cantidad: over }], entrega: { tipo: 'domicilio', municipio: SOACHA } },
  });
  const { total } = (await quote.json()) as { total: number };
  const refused = await request.post('/api/pedidos', {
    data: {
      items: [{ productoId: product.id, cantidad: over }],
      comprador: {
        nombres: 'Camila',
        apellidos: 'Rojas',
        email: uniqueEmail('contraentrega'),
        telefono: '573001234567',
        tipoDocumento: 'CC',
        numeroDocumento: '1012345678',
      },
      entrega: { tipo: 'domicilio', municipio: SOACHA, direccion: 'Calle 13 # 7-45', barrio: 'San Mateo' },
      metodoPago: 'contra_entrega',
      totalEsperado: total,
      aceptaTerminos: true,
    },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(((await refused.json()) as { message: string }).message).toBe(ORDER_MESSAGES.contraEntregaOverLimit);
  await page.context().close();
});

test('at 360 px: a cash-on-delivery order is confirmed from Mi pedido and keeps its units; the team sees it confirmed', async ({
  browser,
}) => {
  const page = await openPage(browser, NARROW);
  const audit = new Audit();
  const product = cheapProduct();
  await putInCart(page, [{ productoId: product.id, cantidad: 1 }]);
  await page.goto('/checkout');
  await fillBuyer(page, uniqueEmail('confirma-contraentrega'));
  await chooseSoacha(page);
  await page.getByRole('radio', { name: /Pago contra entrega/ }).check();
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
  const reference = (await page.locator('.pedido-summary .pedido-reference').textContent())!.trim();
  const box = page.getByRole('region', { name: 'Confirma tu pedido' });
  await expect(box).toContainText('Si no lo confirmas, el pedido se cancela y los productos vuelven a la tienda.');
  await widthsClean(page, audit, 'contraentrega-por-confirmar');
  await page.setViewportSize(NARROW);
  await box.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('Confirmaste tu pedido. Te avisaremos cuando salga.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirma tu pedido' })).toHaveCount(0);
  await expect(page.locator('.pedido-summary')).toContainText('Confirmado el');
  await widthsClean(page, audit, 'contraentrega-confirmado');

  const admin = await openPage(browser, NARROW);
  await loginAdmin(admin, ADMIN);
  await admin.goto('/admin/dashboard/pedidos');
  await admin.getByLabel('Buscar').fill(reference);
  await admin.getByRole('link', { name: new RegExp(`Pedido ${reference}`) }).click();
  await expect(admin.getByText(/Confirmado el/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Confirmar pedido' })).toHaveCount(0);
  await widthsClean(admin, audit, 'admin-contraentrega-confirmado');
  audit.expectClean();
  await page.context().close();
  await admin.context().close();
});

/** The team opens the order in the back office (Pedidos), finds it by its reference and makes a move through its dialog. */
async function moveInBackOffice(admin: Page, reference: string, button: string, fill?: Record<string, string>): Promise<void> {
  await admin.goto('/admin/dashboard/pedidos');
  await admin.getByLabel('Buscar').fill(reference);
  await admin.getByRole('link', { name: new RegExp(`Pedido ${reference}`) }).click();
  await expect(admin.getByRole('heading', { name: `Pedido ${reference}` })).toBeVisible();
  await admin.getByRole('group', { name: 'Cambiar el estado del pedido' }).getByRole('button', { name: button }).click();
  const dialog = admin.getByRole('dialog');
  for (const [label, value] of Object.entries(fill ?? {})) await dialog.getByLabel(label).fill(value);
  await expect(dialog.getByLabel('Notificar al cliente')).toBeChecked();
  await dialog.getByRole('button', { name: button === 'Confirmar pago' ? 'Confirmar pago' : `Marcar «${button}»` }).click();
  await expect(dialog).toHaveCount(0);
}

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: the team confirms the payment and ships in the back office → Mi pedido shows it`, async ({ browser }) => {
    const page = await openPage(browser, viewport);
    const admin = await openPage(browser, viewport);
    await loginAdmin(admin, ADMIN);
    const audit = new Audit();
    const product = cheapProduct();
    await putInCart(page, [{ productoId: product.id, cantidad: 1 }]);
    await page.goto('/checkout');
    await fillBuyer(page, uniqueEmail(`envio-${viewport.width}`));
    await chooseSoacha(page);
    await expect(summary(page).getByText(formatPesos(SHIPPING_NEAR))).toBeVisible();
    await page.getByRole('radio', { name: /Transferencia/ }).check();
    await page.getByLabel(/He leído y acepto/).check();
    await page.getByRole('button', { name: /Confirmar pedido/ }).click();
    await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
    const reference = (await page.locator('.pedido-summary .pedido-reference').textContent())!.trim();

    await moveInBackOffice(admin, reference, 'Confirmar pago');
    await page.reload();
    await expect(page.locator('.pedido-summary')).toContainText('Pagado');
    await expect(page.getByRole('region', { name: 'Qué sigue' })).toContainText('Recibimos tu pago');
    await expect(page.getByRole('region', { name: 'Cómo pagar tu pedido' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

    await moveInBackOffice(admin, reference, 'En preparación');
    await moveInBackOffice(admin, reference, 'Enviado', { Transportadora: 'Servientrega', 'Número de guía': '2094857361' });
    await page.reload();
    await expect(page.locator('.pedido-summary')).toContainText('Enviado');
    const next = page.getByRole('region', { name: 'Qué sigue' });
    await expect(next).toContainText('Tu pedido va en camino.');
    await expect(next).toContainText('Servientrega');
    await expect(next).toContainText('2094857361');
    const timeline = page.getByRole('region', { name: 'Historial' }).getByRole('listitem');
    await expect(timeline).toHaveText([/Pendiente de pago/, /Pagado/, /En preparación/, /Enviado/]);
    await widthsClean(page, audit, 'mi-pedido-enviado');
    audit.expectClean();
    await page.context().close();
    await admin.context().close();
  });
}

test('/terminos: the seller from the settings, retracto and reversión, readable at 360 px', async ({ browser }) => {
  const page = await openPage(browser, NARROW);
  const audit = new Audit();
  await page.goto('/terminos');
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones de venta' })).toBeVisible();
  const seller = page.getByRole('region', { name: '1. Quién vende' });
  await expect(seller).toContainText('Vida Sana Coaching S.A.S.');
  await expect(seller).toContainText('901.234.567-8');
  await expect(page.getByRole('region', { name: /Derecho de retracto/ })).toContainText('5 días hábiles');
  await expect(page.getByRole('region', { name: /Medios de pago/ })).toContainText(formatPesos(COD_LIMIT));
  await widthsClean(page, audit, 'terminos');
  // the footer leads there from every page
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos de venta' }).click();
  await expect(page).toHaveURL(/\/terminos$/);
  audit.expectClean();
  await page.context().close();
});

test('Mi pedido of an unknown link says so in Spanish', async ({ page }) => {
  await page.goto('/pedido/un-enlace-que-no-existe');
  await expect(page.getByRole('alert')).toHaveText(ORDER_MESSAGES.orderNotFound);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
