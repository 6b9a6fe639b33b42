import { test, expect } from '@playwright/test';
import { PHONE } from './support';

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
