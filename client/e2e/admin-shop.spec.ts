import path from 'node:path';
import fs from 'node:fs';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CURRENT_POLICY } from '@app/shared/policy';
import type { OrderCreated, OrderInput, OrderQuote } from '@app/shared/orders';
import { Audit } from './axe';
import { createAdmin, DESKTOP, expectNoSidewaysScroll, loginAdmin, NARROW, snap, uniqueEmail, waitForEmail } from './support';

// The shop's back office: at 360 and 1280 px an admin creates a product with an image
// and sees it in the shop; edits the shop settings (a shipping zone picked from DIVIPOLA prices the
// buyer's quote). Every screen is checked with axe and for sideways scrolling on the way.
// E2E_SCREENSHOT_DIR (optional) keeps the screens.

const ADMIN = { username: 'tienda-e2e', email: 'tienda-e2e@sitio.test', password: 'Clave-tienda-2030' };
const FIXTURES = path.resolve(import.meta.dirname, '../../server/test/fixtures');

test.beforeAll(() => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
});

/**
 * Transitions end at once: a hover that Chromium applies a moment after a click scrolled the page
 * would otherwise start its 180 ms colour change under axe's contrast check (reduced-motion.spec
 * checks the motion itself).
 */
const calmMotion = (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' });

/** axe clean and no sideways scroll, on the page as it is now. */
async function checkScreen(page: Page, audit: Audit, name: string): Promise<void> {
  // where it comes to rest: a button's hover transition halfway has no contrast to judge
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSidewaysScroll(page);
  await audit.check(page, name);
  await snap(page, `${name}-${page.viewportSize()!.width}`);
}

for (const size of [NARROW, DESKTOP]) {
  test(`at ${size.width} px: a product created with an image shows in the shop`, async ({ page }) => {
    await page.setViewportSize(size);
    await calmMotion(page);
    const audit = new Audit();
    const nombre = `Batido Verde E2E ${size.width} ${Date.now()}`;
    await loginAdmin(page, ADMIN);

    await page.goto('/admin/dashboard/productos');
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
    await checkScreen(page, audit, 'productos');
    await page.getByRole('link', { name: 'Nuevo producto' }).click();

    // an empty form says what is missing
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
    await checkScreen(page, audit, 'producto-nuevo-errores');

    await page.getByLabel(/^Nombre/).fill(nombre);
    await page.getByLabel(/^Categoría/).selectOption('nutricion-interna');
    await page.getByLabel(/^Resumen/).fill('Batido de espinaca, piña y jengibre para empezar el día.');
    await page.getByLabel(/^Descripción/).fill('Mezcla dos cucharadas en 250 ml de agua fría.');
    await page
      .getByLabel(/^Precio/, { exact: false })
      .first()
      .fill('89.900');
    await page.getByLabel(/^Stock/).fill('5');
    await page.getByLabel(/^Presentación/).fill('30 porciones');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
    await expect(page.getByText('Producto creado. Agrega ahora sus imágenes.')).toBeVisible();
    await expect(page.getByLabel(/^Precio/, { exact: false }).first()).toHaveValue('89.900');

    // the image: its alt text first
    await page.getByLabel('Archivo de la imagen').setInputFiles(path.join(FIXTURES, 'poster.png'));
    await page.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(page.getByText('Describe la imagen (texto alternativo) para quien no puede verla.')).toBeVisible();
    await page
      .getByLabel(/^Texto alternativo/)
      .last()
      .fill('Vaso de batido verde con hojas de espinaca');
    await page.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(page.getByText('Imagen agregada.').first()).toBeVisible();
    const cover = page.getByAltText('Vaso de batido verde con hojas de espinaca');
    await expect(cover).toHaveAttribute('src', /\/uploads\/productos\/[0-9a-f]+\.webp$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Portada', { exact: true })).toBeVisible();
    await checkScreen(page, audit, 'producto-editar');

    // the list shows it with its price and stock
    await page.getByRole('link', { name: 'Volver a productos' }).click();
    const row = page.getByRole('row').filter({ hasText: nombre });
    await expect(row).toContainText('$ 89.900');
    // (on a phone the card's label is part of the cell's name)
    await expect(row.getByRole('cell', { name: /^(Stock )?5$/ })).toBeVisible();

    // and the shop sells it, with its cover
    await page.goto('/tienda');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: nombre }) });
    await expect(card).toContainText('$ 89.900');
    await expect(card.getByAltText('Vaso de batido verde con hojas de espinaca')).toBeVisible();
    await card.getByRole('link', { name: nombre }).click();
    await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
    await expect(page.getByText('30 porciones').first()).toBeVisible();

    audit.expectClean();
  });
}

/** Each width adds its own zone: a place may belong to one zone only, and both runs share a database. */
const ZONES = {
  [NARROW.width]: {
    departamento: 'Quindío',
    capital: { codigo: '63001', nombre: 'Armenia' },
    otro: { departamento: 'Risaralda', nombre: 'Santa Rosa de Cabal', codigo: '66682' },
  },
  [DESKTOP.width]: {
    departamento: 'Huila',
    capital: { codigo: '41001', nombre: 'Neiva' },
    otro: { departamento: 'Tolima', nombre: 'Espinal', codigo: '73268' },
  },
};

for (const size of [NARROW, DESKTOP]) {
  test(`at ${size.width} px: the shop settings price the shipping of a new zone`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await calmMotion(page);
    const audit = new Audit();
    const zone = ZONES[size.width]!;
    const nombre = `Zona E2E ${size.width}`;
    await loginAdmin(page, ADMIN);
    await page.goto('/admin/dashboard/tienda');
    await expect(page.getByRole('heading', { name: 'Ajustes de la tienda', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Razón social/)).not.toHaveValue('');
    await checkScreen(page, audit, 'tienda');

    // a new zone refuses to be saved empty
    await page.getByRole('button', { name: 'Agregar zona' }).click();
    const zona = page.getByRole('region', { name: /^Zona \d+$/ }).last();
    await expect(zona.getByLabel(/^Nombre/)).toBeFocused();
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(zona.getByText('Cada zona necesita un nombre.')).toBeVisible();
    await checkScreen(page, audit, 'tienda-errores');

    await zona.getByLabel(/^Nombre/).fill(nombre);
    await zona.getByLabel(/^Precio del envío/).fill('14500');
    await zona.getByLabel('Agregar lugares de').selectOption({ label: zone.departamento });
    await zona.getByLabel(`Todo ${zone.departamento}`).check();
    await zona.getByLabel('Agregar lugares de').selectOption({ label: zone.otro.departamento });
    await zona.getByLabel(`Buscar municipio de ${zone.otro.departamento}`).fill(zone.otro.nombre.slice(0, 6).toLowerCase());
    await zona.getByLabel(zone.otro.nombre, { exact: true }).check();
    await expect(zona.getByRole('list', { name: 'Lugares elegidos' })).toContainText(`${zone.otro.nombre} (${zone.otro.departamento})`);
    await checkScreen(page, audit, 'tienda-zona');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByText('Ajustes de la tienda guardados.')).toBeVisible();

    // stored: a reload shows it, and the buyer's quote uses its price
    await page.reload();
    await expect
      .poll(() => page.locator('.shop-zone input[id$="-nombre"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toContain(nombre);
    const productos = (await (await request.get('/api/productos')).json()) as { id: number; precio: number; disponible: boolean }[];
    const barato = productos.filter((p) => p.disponible).sort((a, b) => a.precio - b.precio)[0]!;
    for (const municipio of [zone.capital.codigo, zone.otro.codigo]) {
      const quote = await request.post('/api/pedidos/cotizar', {
        data: { items: [{ productoId: barato.id, cantidad: 1 }], entrega: { tipo: 'domicilio', municipio } },
      });
      expect(quote.status()).toBe(200);
      expect(await quote.json()).toMatchObject({ envio: 14500, zona: nombre });
    }
    audit.expectClean();
  });
}

/** A transfer order for home delivery in Medellín, placed through the public API as the checkout does. */
async function placeTransferOrder(request: APIRequestContext, email: string): Promise<OrderCreated & { producto: string }> {
  const productos = (await (await request.get('/api/productos')).json()) as {
    id: number;
    nombre: string;
    precio: number;
    disponible: boolean;
  }[];
  const producto = productos.filter((p) => p.disponible).sort((a, b) => a.precio - b.precio)[0]!;
  const items = [{ productoId: producto.id, cantidad: 1 }];
  const quote = await request.post('/api/pedidos/cotizar', { data: { items, entrega: { tipo: 'domicilio', municipio: '05001' } } });
  expect(quote.status(), await quote.text()).toBe(200);
  const order: OrderInput = {
    items,
    comprador: {
      nombres: 'Mariana',
      apellidos: 'Ospina Restrepo',
      email,
      telefono: '+573104445566',
      tipoDocumento: 'CC',
      numeroDocumento: '43123456',
    },
    entrega: {
      tipo: 'domicilio',
      municipio: '05001',
      direccion: 'Carrera 43A # 1-50, apto 1203',
      barrio: 'El Poblado',
      indicaciones: 'Torre 2',
    },
    metodoPago: 'transferencia',
    totalEsperado: ((await quote.json()) as OrderQuote).total,
    aceptaTerminos: true,
    politica_version: CURRENT_POLICY.id,
  };
  const created = await request.post('/api/pedidos', { data: order });
  expect(created.status(), await created.text()).toBe(201);
  return { ...((await created.json()) as OrderCreated), producto: producto.nombre };
}

for (const size of [NARROW, DESKTOP]) {
  test(`at ${size.width} px: a transfer order is confirmed as paid and shipped with its tracking number`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await calmMotion(page);
    const audit = new Audit();
    const email = uniqueEmail('comprador');
    const guia = `7700${size.width}${Date.now() % 100000}`;
    const { referencia, token, producto } = await placeTransferOrder(request, email);
    await loginAdmin(page, ADMIN);

    // the list finds it by its reference, and exports what it shows
    await page.goto('/admin/dashboard/pedidos');
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(referencia);
    await expect(page.getByText('Mostrando 1 de 1 pedido')).toBeVisible();
    const link = page.getByRole('link', { name: `Pedido ${referencia} de Mariana Ospina Restrepo` });
    await expect(link).toBeVisible();
    await checkScreen(page, audit, 'pedidos');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(referencia);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await link.click();
    await expect(page.getByRole('heading', { name: `Pedido ${referencia}`, level: 1 })).toBeVisible();
    const estado = page.getByRole('heading', { name: 'Estado' }).locator('..');
    await expect(estado).toContainText('Pendiente de pago');
    await expect(page.getByRole('heading', { name: 'Comprador' }).locator('..')).toContainText('Cédula de ciudadanía 43123456');
    await expect(page.getByRole('heading', { name: 'Entrega' }).locator('..')).toContainText('Medellín (Antioquia)');
    await checkScreen(page, audit, 'pedido');

    // confirmar pago, with the buyer told (ticked by default)
    await page.getByRole('button', { name: 'Confirmar pago' }).click();
    let dialog = page.getByRole('dialog', { name: 'Confirmar pago' });
    await expect(dialog).toContainText(`Pedido ${referencia} de Mariana Ospina Restrepo`);
    await expect(dialog.getByLabel('Notificar al cliente')).toBeChecked();
    await checkScreen(page, audit, 'pedido-confirmar-pago');
    await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Estado del pedido actualizado.')).toBeVisible();
    await expect(estado.locator('.order-badge')).toHaveText('Pagado');

    await page.getByRole('button', { name: 'En preparación' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Marcar «En preparación»' }).click();
    await expect(estado.locator('.order-badge')).toHaveText('En preparación');

    // enviado needs the carrier and the tracking number
    await page.getByRole('button', { name: 'Enviado' }).click();
    dialog = page.getByRole('dialog', { name: 'Enviado' });
    await dialog.getByRole('button', { name: 'Marcar «Enviado»' }).click();
    await expect(dialog.getByText('Indica la transportadora.')).toBeVisible();
    await checkScreen(page, audit, 'pedido-enviar-errores');
    await dialog.getByLabel(/^Transportadora/).fill('Servientrega');
    await dialog.getByLabel(/^Número de guía/).fill(guia);
    await dialog.getByRole('button', { name: 'Marcar «Enviado»' }).click();
    await expect(dialog).toBeHidden();
    await expect(estado.locator('.order-badge')).toHaveText('Enviado');
    await expect(page.getByRole('heading', { name: 'Entrega' }).locator('..')).toContainText(guia);
    await expect(page.getByRole('button', { name: 'Entregado' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historial' }).locator('..').locator('li')).toHaveCount(4);
    await checkScreen(page, audit, 'pedido-enviado');

    // the dashboard counts it as a sale, its product among the best sellers
    await page.goto('/admin/dashboard');
    const ventas = page.getByRole('region', { name: 'Estadísticas' });
    await expect(ventas.getByRole('heading', { name: 'Ventas de la tienda' })).toBeVisible();
    await expect(ventas.locator('.insights-sales-figures dd').first()).not.toHaveText('0');
    await expect(ventas.getByRole('table', { name: 'Productos más vendidos' })).toContainText(producto);
    await checkScreen(page, audit, 'dashboard-ventas');

    // the buyer is told, and "Mi pedido" shows the carrier and the tracking number
    expect(await waitForEmail(email, new RegExp(guia))).toContain('Servientrega');
    await page.goto(`/pedido/${token}`);
    await expect(page.getByText(guia).first()).toBeVisible();
    audit.expectClean();
  });
}
