import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { utcToColombia } from '@app/shared/colombia-time';
import { slugify } from '@app/shared/slug';
import { Audit } from './axe';
import {
  atEveryWidth,
  createAdmin,
  DESKTOP,
  expectNoSidewaysScroll,
  loginAdmin,
  moveServerClock,
  NARROW,
  serverNow,
  snap,
} from './support';

// The blog's back office: at 360 and 1280 px an admin writes a post (its body with the
// server's live preview, a tag created on the spot, a cover with its alt text), takes its private
// preview link, schedules it in Colombia time and sees it appear on /blog at its time. "At its
// time" moves the server's clock (moveServerClock), the journey never waits for it. axe and
// sideways scrolling on every screen; E2E_SCREENSHOT_DIR (optional) keeps them.

const ADMIN = { username: 'blog-e2e', email: 'blog-e2e@sitio.test', password: 'Clave-blog-2030' };
const FIXTURES = path.resolve(import.meta.dirname, '../../server/test/fixtures');
const MINUTE = 60_000;

test.beforeAll(() => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
});

/** axe clean and no sideways scroll, on the page as it is now. */
async function checkScreen(page: Page, audit: Audit, name: string): Promise<void> {
  // where it comes to rest: a button's hover transition halfway has no contrast to judge
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSidewaysScroll(page);
  await audit.check(page, name);
  await snap(page, `${name}-${page.viewportSize()!.width}`);
}

/** Colombia wall-clock time `minutes` after the server's now, as the datetime-local input takes it. */
function colombiaInput(minutes: number): { value: string; at: Date } {
  // whole minutes: the input has no seconds, so the post goes live at the start of its minute
  const at = new Date(Math.ceil((serverNow().getTime() + minutes * MINUTE) / MINUTE) * MINUTE);
  const { fecha, hora } = utcToColombia(at);
  return { value: `${fecha}T${hora}`, at };
}

for (const size of [NARROW, DESKTOP]) {
  test(`at ${size.width} px: a post written with a cover and scheduled appears on /blog at its time`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const audit = new Audit();
    const titulo = `Avena nocturna con mango ${size.width}`;
    const etiqueta = `Desayunos ${size.width}`;
    await loginAdmin(page, ADMIN);

    if (size === DESKTOP) {
      await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Blog' }).click();
    } else {
      await page.goto('/admin/dashboard/blog');
    }
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    // the demo posts are listed, published
    await expect(page.getByRole('row').filter({ hasText: 'Guía práctica de hidratación' })).toContainText('Publicado');
    await checkScreen(page, audit, 'admin-blog');
    await page.getByRole('link', { name: 'Nueva entrada' }).click();

    // an empty form says what is missing
    await page.getByRole('button', { name: 'Crear entrada' }).click();
    await expect(page.getByText('El título es obligatorio.')).toBeVisible();
    await checkScreen(page, audit, 'admin-blog-nueva-errores');

    await page
      .getByLabel(/^Título/)
      .first()
      .fill(titulo);
    await page.getByLabel(/^Extracto/).fill('Se prepara la noche anterior y está lista al despertar.');
    await page
      .getByLabel(/^Contenido \(Markdown\)/)
      .fill('## Ingredientes\n\n- Avena en hojuelas\n- Mango maduro\n\nMezcla y **refrigera** toda la noche.\n\n<script>alert(1)</script>');
    // the preview is the server's rendering: the heading, the bold, and the script as plain text
    if (size === NARROW) await page.getByRole('tab', { name: 'Vista previa' }).click();
    const preview =
      size === NARROW ? page.getByRole('tabpanel', { name: 'Vista previa' }) : page.getByRole('region', { name: 'Vista previa' });
    await expect(preview.getByRole('heading', { name: 'Ingredientes', level: 2 })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('refrigera');
    await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await checkScreen(page, audit, 'admin-blog-vista-previa');
    if (size === NARROW) await page.getByRole('tab', { name: 'Escribir' }).click();

    // a tag created on the spot
    const tags = page.getByRole('group', { name: 'Etiquetas' });
    await tags.getByLabel('Nueva etiqueta').fill(etiqueta);
    await tags.getByLabel('Nueva etiqueta').press('Enter');
    await expect(tags.getByRole('checkbox', { name: etiqueta })).toBeChecked();
    await page.getByRole('button', { name: 'Crear entrada' }).click();
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByText('Entrada creada. Agrega ahora su portada.')).toBeVisible();
    await expect(page.getByText('Borrador: no se muestra en el blog.')).toBeVisible();

    // the cover: its alt text first
    await page.getByLabel('Archivo de la portada').setInputFiles(path.join(FIXTURES, 'photo.webp'));
    await page.getByRole('button', { name: 'Subir portada' }).click();
    await expect(page.getByText('Describe la imagen de portada (texto alternativo) para quien no puede verla.')).toBeVisible();
    await page
      .getByLabel(/^Texto alternativo/)
      .last()
      .fill('Frasco de avena con trozos de mango');
    await page.getByRole('button', { name: 'Subir portada' }).click();
    await expect(page.getByText('Portada guardada.').first()).toBeVisible();
    const cover = page.getByAltText('Frasco de avena con trozos de mango');
    await expect(cover).toHaveAttribute('src', /\/uploads\/blog\/[0-9a-f]+\.webp$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // the private preview link, shown once, opens the draft
    await page.getByRole('button', { name: 'Crear enlace de vista previa' }).click();
    const link = page.getByRole('textbox', { name: 'Enlace de vista previa' });
    await expect(link).toHaveValue(/\/blog\/vista-previa\/[A-Za-z0-9_-]{20,}$/);
    const previewUrl = await link.inputValue();
    await checkScreen(page, audit, 'admin-blog-entrada');

    // scheduled ten minutes ahead of the server, in Colombia time
    await page.getByRole('radio', { name: 'Programado' }).check();
    const when = colombiaInput(10);
    await page.getByLabel(/^Publicar el/).fill(when.value);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Entrada guardada.')).toBeVisible();
    await expect(page.getByText(/^Programado: se publica el .+ \(hora de Colombia\)\.$/)).toBeVisible();
    await expect(page.getByLabel(/^Publicar el/)).toHaveValue(when.value);
    await checkScreen(page, audit, 'admin-blog-programada');

    // the draft preview shows it; /blog does not, yet
    const draft = await page.context().newPage();
    await draft.goto(previewUrl);
    await expect(draft.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await draft.close();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: titulo })).toHaveCount(0);

    // its time comes: the server's clock moves past it, nobody asks for the page meanwhile
    moveServerClock(when.at.getTime() - serverNow().getTime() + MINUTE);
    // (the server's publisher runs its pass when the clock moves; the API answers 404 until then)
    await expect.poll(async () => (await page.request.get(`/api/blog/${slugify(titulo)}`)).status(), { timeout: 15_000 }).toBe(200);
    await page.goto('/blog');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: titulo }) });
    await expect(card).toBeVisible();
    await expect(card.getByAltText('Frasco de avena con trozos de mango')).toBeVisible();
    await card.getByRole('link', { name: titulo }).click();
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredientes', level: 2 })).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(page.getByRole('link', { name: etiqueta })).toBeVisible();

    // and the back office says so
    await page.goto('/admin/dashboard/blog');
    await expect(page.getByRole('row').filter({ hasText: titulo })).toContainText('Publicado');
    if (size === DESKTOP) {
      await atEveryWidth(page, 'admin-blog-lista');
      await page
        .getByRole('row')
        .filter({ hasText: titulo })
        .getByRole('button', { name: `Editar ${titulo}` })
        .click();
      await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
      await atEveryWidth(page, 'admin-blog-editor');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'admin-blog-editor-final');
    }

    audit.expectClean();
  });
}
