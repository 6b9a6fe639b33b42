import { expect, test, type Page } from '@playwright/test';
import { Audit } from './axe';
import { DESKTOP, NARROW, expectNoSidewaysScroll, snap } from './support';

// The shop's public side on the seeded demo catalog: a home category card opens the
// shop on its category, a product goes into the cart, the header counts it, the cart shows the
// server's prices and never more units than are left, and the cart survives a reload. Each page
// is checked with axe and for sideways scrolling on the way.

const BATIDO = { nombre: 'Batido Nutricional Vainilla', slug: 'batido-nutricional-vainilla' };
// five units in the seed
const PROTEINA = { nombre: 'Proteína Deportiva Chocolate', slug: 'proteina-deportiva-chocolate' };

/** The page is live (hydrated) and nothing is still loading. */
async function live(page: Page) {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
}

async function checkScreen(page: Page, audit: Audit, label: string) {
  await live(page);
  await expectNoSidewaysScroll(page);
  await audit.check(page, label);
  await snap(page, `tienda-${label.replace(/[^a-z0-9]+/gi, '-')}`);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrito: / });

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: home category card → the shop on that category → product → cart → the cart after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const audit = new Audit();
    const at = (name: string) => `${viewport.width} ${name}`;

    await page.goto('/');
    await live(page);
    const card = page.getByRole('link', { name: /Nutre tus Organos\s*Nutrición Interna/ });
    await card.scrollIntoViewIfNeeded();
    // the carousel's script loads as the section comes into view and replaces the static cards:
    // a tap in between would land on a card that is gone
    await expect(page.locator('.categories-swiper.swiper-initialized')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/tienda\?categoria=nutricion-interna$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nutrición Interna' })).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Categorías' });
    await expect(chips.getByRole('link', { name: 'Nutrición Interna' })).toHaveAttribute('aria-current', 'page');
    // the category's products only, "Agotado" on the one out of stock
    await expect(page.getByRole('link', { name: BATIDO.nombre })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crema Hidratante de Aloe' })).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'Fibra Activa' })).toContainText('Agotado');
    await expect(page.getByRole('article').filter({ hasText: BATIDO.nombre })).toContainText('$ 95.000');
    await checkScreen(page, audit, at('/tienda?categoria'));

    // the pre-rendered shop, opened directly, then another chip and the sort
    await page.goto('/tienda');
    await checkScreen(page, audit, at('/tienda'));
    await chips.getByRole('link', { name: 'Nutrición Deportiva' }).click();
    await expect(page).toHaveURL(/\/tienda\?categoria=nutricion-deportiva$/);
    await page.getByLabel('Ordenar por').selectOption('precio_desc');
    await expect(page).toHaveURL(/categoria=nutricion-deportiva&orden=precio_desc$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(PROTEINA.nombre);

    await page.getByRole('link', { name: PROTEINA.nombre }).click();
    await expect(page).toHaveURL(new RegExp(`/tienda/${PROTEINA.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: PROTEINA.nombre })).toBeVisible();
    await expect(
      page.getByText('Este producto es un suplemento dietario, no es un medicamento y no suple una alimentación equilibrada.'),
    ).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
    await quantity.fill('9');
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Agregaste 9 unidades al carrito.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 9 productos');
    await expect(cartLink(page).getByTestId('cart-count')).toHaveText('9');

    // the product page opened directly: its pre-rendered loading state, then the product
    await page.goto(`/tienda/${BATIDO.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: BATIDO.nombre })).toBeVisible();
    await expect(page.getByText('Registro sanitario INVIMA RSA-0012345-2021')).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Pedir por WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/573001234567\?text=.*Batido%20Nutricional%20Vainilla/);
    await checkScreen(page, audit, at('/tienda/:slug'));
    await page.getByRole('button', { name: `Una unidad más de ${BATIDO.nombre}` }).click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 11 productos');

    // the cart: the server's prices, and never more than the five units left
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/carrito$/);
    await expect(page.getByText('Ajustamos tu carrito a las unidades disponibles')).toBeVisible();
    const lines = page.getByRole('list', { name: 'Productos en tu carrito' });
    const proteina = lines.getByRole('listitem').filter({ hasText: PROTEINA.nombre });
    const batido = lines.getByRole('listitem').filter({ hasText: BATIDO.nombre });
    await expect(proteina.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('5');
    await expect(proteina.getByRole('button', { name: `Una unidad más de ${PROTEINA.nombre}` })).toBeDisabled();
    await expect(proteina).toContainText('$ 139.000 c/u');
    await expect(proteina).toContainText('$ 695.000');
    await expect(batido).toContainText('$ 95.000 c/u');
    await expect(batido).toContainText('$ 190.000');
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    await expect(summary).toContainText('$ 885.000');
    await expect(summary).toContainText('El envío se calcula en el siguiente paso');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 7 productos');
    const typed = proteina.getByRole('spinbutton', { name: 'Cantidad' });
    await typed.fill('8');
    await typed.blur();
    await expect(typed).toHaveValue('5');
    await checkScreen(page, audit, at('/carrito'));
    await expect(summary.getByRole('link', { name: 'Continuar con la compra' })).toHaveAttribute('href', '/checkout');

    // a reload keeps it all
    await page.reload();
    await live(page);
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(proteina.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('5');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 7 productos');

    await batido.getByRole('button', { name: `Quitar ${BATIDO.nombre} del carrito` }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Carrito: 5 productos');

    await page.goto('/paginas');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nutrición Deportiva' }).getByRole('link', { name: PROTEINA.nombre })).toBeVisible();
    await checkScreen(page, audit, at('/paginas'));

    audit.expectClean();
  });
}

test('the cart follows the visitor to another tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/tienda/${BATIDO.slug}`);
  await second.goto('/tienda');
  await live(first);
  await live(second);
  await first.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(cartLink(second)).toHaveAccessibleName('Carrito: 1 producto');
});

test("a product page's HTML carries its own share tags and JSON-LD, and loads its data once", async ({ page, request, baseURL }) => {
  const html = await (await request.get(`/tienda/${BATIDO.slug}`)).text();
  const meta = (key: string) => new RegExp(`<meta property="${key.replace(/:/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];
  expect(html).toContain(`<title>${BATIDO.nombre} | Vida Sana Coaching</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/tienda/${BATIDO.slug}">`);
  expect(meta('og:type')).toBe('product');
  expect(meta('product:price:amount')).toBe('95000');
  expect(meta('product:price:currency')).toBe('COP');
  const image = meta('og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/uploads/.+-share\\.jpg$`));
  const served = await request.get(image);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]);
  expect(data).toMatchObject({
    '@type': 'Product',
    name: BATIDO.nombre,
    offers: { price: 95000, priceCurrency: 'COP', availability: 'https://schema.org/InStock' },
  });
  await expect((await request.get('/sitemap.xml')).text()).resolves.toContain(`${baseURL}/tienda/${BATIDO.slug}</loc>`);

  // the preload in the head and the page's own read are one request
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/productos/${BATIDO.slug}`)) reads.push(r.url());
  });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.goto(`/tienda/${BATIDO.slug}`);
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: BATIDO.nombre })).toBeVisible();
  expect(reads).toHaveLength(1);
  expect(problems).toEqual([]);

  // an unknown product is the site's not-found page, with a 404
  const missing = await page.goto('/tienda/no-existe');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
