import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { Audit } from './axe';
import { createAdmin, DESKTOP, expectNoSidewaysScroll, loginAdmin, NARROW, snap } from './support';

// Issue #25, the shop's back office: at 360 and 1280 px an admin creates a product with an image
// and sees it in the shop. Every screen is checked with axe and for sideways scrolling on the way.
// E2E_SCREENSHOT_DIR (optional) keeps the screens.

const ADMIN = { username: 'tienda-e2e', email: 'tienda-e2e@sitio.test', password: 'Clave-tienda-2030' };
const FIXTURES = path.resolve(import.meta.dirname, '../../server/test/fixtures');

test.beforeAll(() => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
});

/** axe clean and no sideways scroll, on the page as it is now. */
async function checkScreen(page: Page, audit: Audit, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await audit.check(page, name);
  await snap(page, `${name}-${page.viewportSize()!.width}`);
}

for (const size of [NARROW, DESKTOP]) {
  test(`at ${size.width} px: a product created with an image shows in the shop`, async ({ page }) => {
    await page.setViewportSize(size);
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
