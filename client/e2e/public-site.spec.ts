import { test, expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support';

// Issue 3: the public marketing site on the production build, served by the real server on the
// seeded database (three hero slides, three funnel images, three active testimonials).

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Página no encontrada' });

for (const [label, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`home at ${label} shows the seeded hero slides and the five categories`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page).toHaveTitle('Vida Sana Coaching');

    const hero = page.getByRole('region', { name: 'Presentación' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/Nutre tu cuerpo,\s*transforma tu vida\s*con un plan hecho para ti/);
    await expect(hero.getByText('Asesoría nutricional personalizada')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Descubre Más' }).first()).toHaveAttribute('href', '/about');
    const firstImage = hero.locator('img.hero-image').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    // any stored WebP with its widths (an upload through the admin replaces the seeded file name)
    await expect(firstImage).toHaveAttribute('srcset', /^\/uploads\/\S+-640\.webp 640w, \S+-1280\.webp 1280w/);
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Three banners cross-fading, the first on screen.
    await expect(hero.locator('.hero-frame')).toHaveCount(3);
    await expect(hero.locator('.hero-slides.is-animated')).toHaveCount(1);
    await expect(hero.locator('.hero-frame.is-active')).toHaveAttribute('aria-label', '1 de 3');

    const categories = page.getByRole('region', { name: 'Categorías a tu Medida' });
    await categories.scrollIntoViewIfNeeded();
    await expect(categories.locator('.swiper-initialized')).toHaveCount(1);
    await expect(categories.getByText('Ajustado a tus Necesidades')).toBeVisible();
    const visibleCards = categories.locator('.swiper-slide-visible, .swiper-slide-active');
    await expect(categories.getByRole('link', { name: /Nutrición Interna/ })).toBeVisible();
    await expect(categories.getByRole('link')).toHaveCount(5);
    const perView = viewport.width >= 1200 ? 5 : viewport.width >= 400 ? 2 : 1;
    const shown = await categories.locator('.category-card').evaluateAll(
      (cards) =>
        cards.filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && r.left >= -1 && r.right <= window.innerWidth + 1;
        }).length,
    );
    expect(shown).toBe(perView);
    expect(await visibleCards.count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { name: 'Página de Inicio' })).toBeVisible();
  });
}

test("the about counter counts up to '5+' after scrolling to it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contacto');
  const value = page.getByTestId('about-counter-value');
  await page.getByRole('heading', { level: 1, name: 'Hablemos de tu bienestar' }).scrollIntoViewIfNeeded();
  await value.scrollIntoViewIfNeeded();
  await expect(value).toHaveText('5+', { timeout: 8000 });
  await expect(page.locator('#sobre-nosotros-sec')).toContainText('Años de Experiencia');
  await expect(page.locator('#sobre-nosotros-sec').getByRole('link', { name: 'Descubre Más' })).toHaveAttribute('href', '/quienes-somos');
});

test('a testimonial thumbnail click switches the main video', async ({ page }) => {
  await page.goto('/testimonials');
  const section = page.getByRole('region', { name: 'Nuestros Clientes lo Confirman' });
  const thumbs = section.getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  const video = section.locator('video');
  await expect(video).toHaveAttribute('src', '/uploads/demo/test-pattern.mp4');
  await expect(section.getByTestId('testimonial-title')).toHaveText('Marcela, Bogotá');

  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByTestId('testimonial-title')).toHaveText('Andrés, Medellín');
  await expect(video).toHaveAttribute('src', '/uploads/demo/test-pattern.webm');
  // The new video really loads (Range requests on /uploads work in the browser).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect(section).not.toContainText('Testimonio en revisión');
});

test('each challenge page opens from its card and goes back to the registration', async ({ page }) => {
  for (const [days, headline] of [
    [10, 'Despierta tu energía en 10 días'],
    [21, 'Convierte la alimentación sana en un hábito en 21 días'],
    [90, 'Tu transformación completa en 90 días'],
  ] as const) {
    await page.goto('/menuembudo');
    const section = page.getByRole('region', { name: 'El desafío que cambiara tu vida' });
    await section.getByRole('link', { name: new RegExp(`Saber Más sobre el reto ${days} días`) }).click();
    await expect(page).toHaveURL(new RegExp(`/reto${days}dias$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.getByRole('heading', { name: 'Beneficios' })).toBeVisible();
    await expect(page).toHaveTitle(`Reto ${days} días | Vida Sana Coaching`);
  }
  await page.getByRole('link', { name: 'Volver al registro' }).click();
  await expect(page).toHaveURL(/\/registro$/);
  await expect(notFound(page)).toHaveCount(0);
});

test('the funnel sections show the seeded content on /menuembudo', async ({ page }) => {
  await page.goto('/menuembudo');
  await expect(page.getByRole('img', { name: 'Imagen 1 de 3 del slider' })).toBeVisible();
  await page.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(page.getByRole('img', { name: 'Imagen 2 de 3 del slider' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Quién dirige tu Destino? está en tus manos' })).toBeVisible();
  await expect(page.getByLabel('Video motivacional')).toHaveAttribute('src', '/uploads/demo/test-pattern.mp4');
  const profile = page.getByRole('region', { name: 'Una oportunidad para tu vida' });
  await expect(profile.getByTestId('profile-description')).toContainText('coach de bienestar');
  await expect(profile.getByRole('img', { name: /Foto de/ })).toHaveAttribute('src', '/uploads/demo/perfil-coach.webp');
});

test('every header, footer and page link resolves to a page that is not the 404', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Presentación' }).getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = new Set<string>();
  for (const locator of [
    page.locator('header a[href]'),
    page.locator('footer a[href]'),
    page.locator('main a[href]'),
    page.locator('#sobre-nosotros-sec a[href]'),
  ]) {
    for (const href of await locator.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) hrefs.add(href);
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  for (const href of await page
    .getByRole('dialog', { name: 'Menú principal' })
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    hrefs.add(href);

  const internal = [...hrefs].filter((h) => h.startsWith('/') && !h.startsWith('//'));
  for (const h of [
    '/',
    '/acerca',
    '/registro',
    '/paginas',
    '/blog',
    '/contacto',
    '/login',
    '/tienda',
    '/Politicas',
    '/about',
    '/quienes-somos',
  ])
    expect(internal).toContain(h);
  for (const href of internal) {
    await page.goto(href);
    await expect(page.locator('#contenido')).not.toBeEmpty();
    await expect(notFound(page), `${href} must not be the 404`).toHaveCount(0);
  }
});

test('the secondary pages: contact with WhatsApp and social links', async ({ page }) => {
  // /tienda and /paginas are the shop (client/e2e/shop.spec.ts), /blog the blog (blog.spec.ts)
  await page.goto('/contacto');
  await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);
  await expect(page.locator('main .social-list a')).toHaveCount(4);

  for (const path of [
    '/TarjetasIco',
    '/sliderembudo',
    '/videomotivacional',
    '/retos',
    '/perfilpro',
    '/perfilprofesional',
    '/testimonials',
    '/acerca',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(notFound(page)).toHaveCount(0);
  }
});

test('robots.txt and sitemap.xml use absolute URLs', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/reto21dias</loc>`);
});

test("the home page's JavaScript leaves out the back office, the booking widgets and the account pages", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Presentación' }).getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const forbidden = /admin|dashboard|agenda|bloqueos|datepicker|phone|registration|registro|booking|login|profile|register|password|verif/i;
  expect(scripts.filter((s) => forbidden.test(s))).toEqual([]);
});
