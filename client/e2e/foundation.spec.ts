import { test, expect } from '@playwright/test';
import { NARROW, PHONE } from './support';

// Issue 2 "Done when": the production build served by the real server shows the site shell
// (spec §2: header, footer, mobile menu, /Politicas) and a Spanish 404.

test.describe('site shell', () => {
  test('the home page shows the header and the footer', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar Sección' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Todos los derechos reservados.');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('at 390 px the mobile menu opens, locks the page and closes with its button and with Escape', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Comprar ahora »' })).toBeVisible();
    await expect(page.getByTestId('mobile-menu-overlay')).toBeVisible();
    expect(await bodyOverflow()).toBe('hidden');

    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    expect(await bodyOverflow()).not.toBe('hidden');
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await bodyOverflow()).not.toBe('hidden');
  });

  // A finger lifted on the hamburger just as a scroll turns the header sticky (or back) must still
  // land on it: the header takes its sticky look where it stands, so the button never leaves the
  // point it was shown at (a tap there used to hit the place the header had left).
  test('at 360 px the header turning sticky and back never moves the hamburger from under a finger', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/');
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    const height = await page.locator('header.site-header').evaluate((header: HTMLElement) => header.offsetHeight);
    const steps = [
      { label: 'scrolled just past its height', top: height + 1, sticky: true },
      { label: 'scrolled back just above it', top: height - 1, sticky: false },
      { label: 'scrolled down the page', top: 3 * NARROW.height, sticky: true },
      { label: 'scrolled back to the top', top: 0, sticky: false },
    ];
    for (const step of steps) {
      // Scrolls, takes the button's centre right away (where the visitor sees it), then looks at that
      // point on every frame until the header has reacted to the scroll and come to rest.
      const seen = await page.evaluate(async ({ top, sticky }) => {
        window.scrollTo({ top, behavior: 'instant' });
        const header = document.querySelector<HTMLElement>('header.site-header')!;
        const button = header.querySelector<HTMLElement>('.hamburger-btn')!;
        const box = button.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const misses: string[] = [];
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let quietFrames = 0, frames = 0; quietFrames < 2 && frames < 600; frames++) {
          await frame();
          const hit = document.elementFromPoint(x, y);
          if (!hit || !button.contains(hit)) misses.push(hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing');
          const atRest = header.classList.contains('is-sticky') === sticky && header.getAnimations({ subtree: true }).length === 0;
          quietFrames = atRest ? quietFrames + 1 : 0;
        }
        return { misses, sticky: header.classList.contains('is-sticky') };
      }, step);
      expect(seen, step.label).toEqual({ misses: [], sticky: step.sticky });
    }
  });

  test("the footer's 'Política de Privacidad' link opens the policy page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' }).click();
    await expect(page).toHaveURL(/\/Politicas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
  });

  test('an unknown route shows the Spanish 404 page', async ({ page }) => {
    await page.goto('/una-ruta-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toBeVisible();
  });
});
