import { expect, test, type Page } from '@playwright/test';
import { Audit } from './axe';
import { DESKTOP, NARROW, expectNoSidewaysScroll, snap } from './support';

// The blog's public pages on the demo posts (SEED_DEMO): the list opens a post, the
// post's body reads with its share links, the video waits for a click, and a post loaded
// directly keeps its text once the app runs (the page server's copy is adopted, never replaced by
// the not-found page). axe and sideways scrolling on each screen.

const BATIDO = { titulo: 'Batido verde de espinaca, piña y avena para empezar el día' };

async function live(page: Page) {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
}

async function checkScreen(page: Page, audit: Audit, label: string) {
  await live(page);
  await expectNoSidewaysScroll(page);
  await audit.check(page, label);
  await snap(page, `blog-${label.replace(/[^a-z0-9]+/gi, '-')}`);
}

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: /blog → a post → its body, share links and video; a direct load keeps the post`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const audit = new Audit();
    const at = (name: string) => `${viewport.width} ${name}`;

    // the served list carries the posts in its slot (readable without JavaScript)
    const served = await (await page.request.get('/blog')).text();
    expect(served).toMatch(/<div id="blog-list-ssr"><header class="blog-header">[\s\S]*<ul class="blog-grid">[\s\S]*Batido verde/);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await checkScreen(page, audit, at('/blog'));
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('article').first()).toContainText(/\d{1,2} de [a-z]+ de \d{4} · \d+ min de lectura/);

    // a tag chip filters the list
    await page.getByRole('navigation', { name: 'Etiquetas' }).getByRole('link', { name: 'Recetas' }).click();
    await expect(page).toHaveURL(/\/blog\?etiqueta=recetas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog: Recetas' })).toBeVisible();
    await expect(page.getByRole('link', { name: BATIDO.titulo })).toBeVisible();

    await page.getByRole('link', { name: BATIDO.titulo }).click();
    await expect(page).toHaveURL(/\/blog\/batido-verde-de-espinaca/);
    await expect(page.getByRole('heading', { level: 1, name: BATIDO.titulo })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Ingredientes/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agenda tu asesoría' })).toHaveAttribute('href', '/registro');
    await checkScreen(page, audit, at('/blog/:slug'));
    const postUrl = page.url();

    // a direct load: the server's copy, then the app's view of the same post, never the 404, and
    // hydration adopts the server's markup without an error
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    expect(await (await page.request.get(postUrl)).text()).toMatch(/<div id="blog-post-ssr"><article class="blog-entrada">/);
    await page.goto(postUrl);
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: BATIDO.titulo })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toBeVisible();

    // the product explainer carries a video: nothing from YouTube until the click
    // (and /blog, loaded directly, hydrates its served list without an error too)
    await page.goto('/blog');
    await live(page);
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: /Qué es un batido nutricional/ }).click();
    const play = page.getByRole('button', { name: /Reproducir video/ });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await checkScreen(page, audit, at('/blog/:slug video'));
    await play.click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);

    audit.expectClean();
  });
}

test('an unknown post is the not-found page, with JavaScript too', async ({ page }) => {
  const answer = await page.goto('/blog/esta-entrada-no-existe');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
