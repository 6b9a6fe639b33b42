import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { createAdmin, loginAdmin } from './support';

// Issue 7 "Done when": as admin, upload a new hero image and see it on `/`; add a testimonial with
// poster and video, reorder it, deactivate it and see it vanish from the public testimonials.

const ADMIN = { username: 'contenido-e2e', email: 'contenido-e2e@sitio.test', password: 'Clave-contenido-2030' };
const FIXTURES = path.resolve(import.meta.dirname, '../../server/test/fixtures');

const login = (page: Page) => loginAdmin(page, ADMIN);

test.describe('admin content', () => {
  test.beforeAll(() => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  });

  test('a new hero image uploaded in Slider Principal shows on the home page', async ({ page }) => {
    await login(page);
    await page.goto('/admin/dashboard/slider-inicio');
    const slide = page.getByRole('article', { name: 'Slide 1' });
    await slide.getByLabel('Nueva imagen para el slide 1').setInputFiles(path.join(FIXTURES, 'hero-with-gps.jpg'));
    await slide.getByRole('button', { name: 'Subir imagen' }).click();
    await expect(slide.getByText('Imagen del slide 1 actualizada correctamente.')).toBeVisible();
    const preview = slide.getByAltText('Imagen actual del slide 1');
    await expect(preview).toHaveAttribute('src', /\/uploads\/inicio\/[0-9a-f]{32}\.webp\?t=\d+$/);
    const stored = (await preview.getAttribute('src'))!.replace(/^.*\/(uploads\/inicio\/[0-9a-f]+\.webp).*$/, '$1');
    // the preview really loads (no page reload needed)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // the success message of the slides goes away after 3 s
    await expect(slide.getByText('Imagen del slide 1 actualizada correctamente.')).toBeHidden({ timeout: 5000 });

    await page.goto('/');
    const hero = page.locator(`img[src$="${stored}"]`).first();
    await expect(hero).toBeAttached();
    // srcset picks one of the stored widths of the same upload
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(stored.replace(/\.webp$/, ''));
  });

  test('a testimonial with poster and video, reordered then deactivated, leaves the public list', async ({ page }) => {
    const title = `Testimonio E2E ${Date.now()}`;
    await login(page);
    await page.goto('/admin/dashboard/testimonios');
    await page.getByLabel(/Título/).fill(title);
    await page.getByLabel('Descripción (opcional)').fill('Gracias al reto de 21 días hoy como mejor y duermo mejor.');
    await page.getByRole('button', { name: 'Añadir testimonio' }).click();
    await expect(page.getByText('Testimonio añadido correctamente.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByLabel('Video: No')).toBeVisible();
    await expect(row.getByLabel('Poster: No')).toBeVisible();

    // poster
    await row.getByRole('button', { name: /Subir poster/ }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Imagen del poster').setInputFiles(path.join(FIXTURES, 'poster.png'));
    await dialog.getByRole('button', { name: 'Subir poster' }).click();
    await expect(dialog.getByText('Póster del testimonio actualizado correctamente.')).toBeVisible();
    await expect(dialog.getByAltText('Poster actual del testimonio')).toHaveAttribute('src', /\/uploads\/testimonials\/.+\.webp\?t=/);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(row.getByLabel('Poster: Sí')).toBeVisible();

    // video
    await row.getByRole('button', { name: /Subir video/ }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Archivo de video').setInputFiles(path.join(FIXTURES, 'test-pattern.mp4'));
    await dialog.getByRole('button', { name: 'Subir video' }).click();
    await expect(dialog.getByText('Video del testimonio actualizado correctamente.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(row.getByLabel('Video: Sí')).toBeVisible();

    // reorder: orden 0 puts it first (the demo ones start at 1)
    // The dialog shows the testimonial's own values from its first frame, so nothing typed at once
    // is overwritten: React renders the click in a microtask, and reads right after it see that frame.
    const firstFrame = await row.getByRole('button', { name: /Editar/ }).evaluate(async (button: HTMLButtonElement) => {
      button.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      return document.querySelector<HTMLInputElement>('[role="dialog"] #edit-title')?.value;
    });
    expect(firstFrame).toBe(title);
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Orden').fill('0');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Testimonio actualizado correctamente.')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText(title);

    await page.goto('/testimonials');
    await expect(page.getByTestId('testimonial-title')).toHaveText(title);
    await expect(page.locator('video[src*="/uploads/testimonials/"]')).toBeAttached();

    // deactivate
    await page.goto('/admin/dashboard/testimonios');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: /Editar/ })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Activo/).uncheck();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(6)).toHaveText('No');

    await page.goto('/testimonials');
    await expect(page.getByTestId('testimonial-title')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
