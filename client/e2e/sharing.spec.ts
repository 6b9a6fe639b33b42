import { test, expect, type APIRequestContext } from '@playwright/test';
import { PRERENDERED_PAGES } from '../src/app/prerendered-pages';
import { LEGACY_RETO_SLUGS } from '@app/shared/retos-public';

// Every pre-rendered page can be shared (canonical URL, Open Graph, Twitter card, a
// real image), the home page describes the business in JSON-LD, the site is installable (web
// manifest, icons), and unknown paths answer 404.

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

async function expectImage(request: APIRequestContext, url: string, type: RegExp) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toMatch(type);
  expect((await res.body()).length, url).toBeGreaterThan(1000);
}

test('every pre-rendered page names its canonical URL, Open Graph and Twitter card data, with a real image', async ({
  request,
  baseURL,
}) => {
  for (const page of PRERENDERED_PAGES) {
    const res = await request.get(page.path);
    expect(res.status(), page.path).toBe(200);
    const html = await res.text();
    const canonical = `${baseURL}${page.canonical ?? page.path}`;
    expect(html, page.path).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'property', 'og:url'), page.path).toBe(canonical);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1];
    expect(meta(html, 'property', 'og:title'), page.path).toBe(title);
    expect(meta(html, 'name', 'twitter:title'), page.path).toBe(title);
    const description = meta(html, 'name', 'description');
    expect(description, page.path).toBeTruthy();
    expect(meta(html, 'property', 'og:description'), page.path).toBe(description);
    expect(meta(html, 'name', 'twitter:card'), page.path).toBe('summary_large_image');
    const image = meta(html, 'property', 'og:image')!;
    // a reto's page shows the reto's own picture (its JPEG copy; server modules/retos/reto-page.ts), the others the build's card
    const reto = LEGACY_RETO_SLUGS.some((slug) => page.path === `/${slug}`);
    expect(image.startsWith(`${baseURL}/${reto ? 'uploads/' : 'images/share/'}`), `${page.path}: ${image}`).toBe(true);
    expect(meta(html, 'name', 'twitter:image'), page.path).toBe(image);
    await expectImage(request, image, /^image\/jpeg/);
    expect(html).not.toContain('__PUBLIC_URL__');
  }
});

test('the home page describes the business in JSON-LD', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0][1]);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Vida Sana Coaching',
    url: `${baseURL}/`,
    telephone: '+57 300 123 4567',
    address: { addressCountry: 'CO' },
  });
  expect(data.sameAs.length).toBeGreaterThan(0);
  for (const profile of data.sameAs) expect(profile).toMatch(/^https:\/\//);
});

test('the JSON-LD block and the share tags raise no CSP violation or console error in Chromium', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('region', { name: 'Presentación' }).getByRole('heading', { level: 1 })).toBeVisible();
  // The page has fully loaded its app (after-paint) by the time the network is idle.
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  expect(problems).toEqual([]);
});

test('the site is installable: web manifest, theme colour and icons', async ({ request, page }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Vida Sana Coaching', start_url: '/', display: 'standalone' });
  expect(meta(html, 'name', 'theme-color')).toBe(manifest.theme_color);
  expect(manifest.icons.some((i: { purpose: string; sizes: string }) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  for (const icon of manifest.icons) await expectImage(request, icon.src, /^image\/png/);
  await expectImage(request, '/icons/apple-touch-icon.png', /^image\/png/);
  // Chromium itself reads the manifest without complaint.
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/manifest/i.test(m.text())) problems.push(m.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('an unknown path answers 404 with the Spanish not-found page; client routes answer 200', async ({ page, request }) => {
  const res = await page.goto('/una-ruta-que-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  for (const path of ['/login', '/reset-password/abc', '/admin/dashboard/correos', '/Politicas/']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/politicas/otra', '/admin/nada', '/reset-password']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
