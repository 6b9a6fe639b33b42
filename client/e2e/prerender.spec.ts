import { test, expect } from '@playwright/test';
import { PHONE } from './support';

// The public pages arrive as complete HTML (client/scripts/build.mjs) and React adopts that HTML
// instead of painting the page again: the first paint needs no JavaScript.

// The last column: the page shows the about section (a page that markets, or the home page), or
// not (a task page: docs/decisions/014).
const PAGES = [
  ['/', 'Categorías a tu Medida', 'Vida Sana Coaching', true],
  ['/registro', 'Nuestros Clientes lo Confirman', 'Únete a nuestro equipo | Vida Sana Coaching', true],
  ['/reto21dias', 'Reto 21 días', 'Reto 21 días | Vida Sana Coaching', true],
  ['/politicas', 'Política de Privacidad', 'Política de Privacidad | Vida Sana Coaching', false],
] as const;

test('public pages are served pre-rendered, with their title and no inline script', async ({ request }) => {
  for (const [path, text, title, about] of PAGES) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, `${path}: the page content`).toContain(text);
    expect(root, `${path}: the layout`).toContain('Todos los derechos reservados');
    if (about) expect(root, `${path}: the about section`).toContain('Comer Bien Comienza Con Comida Orgánica');
    else expect(root, `${path}: no about section`).not.toContain('Comer Bien Comienza Con Comida Orgánica');
    expect(html).toContain(`<title>${title}</title>`);
    // The CSP forbids inline scripts: every script has a src (JSON-LD data blocks are never run).
    expect((html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'))).toEqual([]);
  }
  // Routes match case-insensitively and with a trailing slash; account pages are not pre-rendered.
  expect(await (await request.get('/Registro/')).text()).toContain('Nuestros Clientes lo Confirman');
  expect(await (await request.get('/login')).text()).toContain('<div id="root"></div>');
});

for (const visitor of ['anonymous', 'signed in, asking for reduced motion'] as const) {
  test(`pre-rendered pages hydrate in place without errors (${visitor})`, async ({ browser }) => {
    const signedIn = visitor !== 'anonymous';
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: signedIn ? 'reduce' : 'no-preference' });
    await context.addInitScript((withSession) => {
      if (withSession) {
        localStorage.setItem('token', 'a.b.c');
        localStorage.setItem('userInfo', JSON.stringify({ nombre: 'Ana' }));
      }
      // Remember the layout element the HTML parser creates: hydration must keep that very node.
      new MutationObserver((_records, observer) => {
        const shell = document.querySelector('.app-shell');
        if (shell) {
          (window as unknown as { parsedShell: Element }).parsedShell = shell;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, signedIn);

    for (const [path, , , about] of PAGES) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(path);
      // Interactive once hydrated: the mobile menu opens.
      await page.getByRole('button', { name: /menú/i }).first().click();
      await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { parsedShell?: Element }).parsedShell?.isConnected)).toBe(true);
      if (signedIn && about) await expect(page.getByTestId('about-counter-value')).toHaveText('5+');
      expect(problems, `${path}: console errors`).toEqual([]);
      await page.close();
    }
    await context.close();
  });
}

test('a tap on a button before the app has loaded is replayed once it has', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Hold the app's entry back so the tap surely lands on the bare pre-rendered HTML.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú principal' });
  await expect(menu).toHaveCount(0);
  release();
  await expect(menu).toBeVisible();
});
