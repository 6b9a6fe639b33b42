import { expect, test, type Page } from '@playwright/test';
import { Audit } from './axe';
import { DESKTOP, NARROW, atEveryWidth, expectNoSidewaysScroll, snap } from './support';

// The site search on the demo content (SEED_DEMO): from the header with the keyboard
// alone — Tab to the search button, Enter, type, the arrows, Enter — to a product's page; the
// dialog's code arrives only when it first opens; axe and no sideways scrolling with results and
// with none; pictures at 360, 390 and 1280 px.

async function live(page: Page) {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
}

/** Tab from the top of the page until the header's search button has the focus. */
async function tabToSearchButton(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Buscar')) return;
  }
  throw new Error('the search button never got the focus');
}

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: the header's search, keyboard only, opens a product`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const audit = new Audit();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await live(page);
    // the dialog's chunk is not part of what the home page loads
    const beforeOpening = scripts.length;
    expect(scripts.some((u) => /search-dialog/.test(u))).toBe(false);

    await tabToSearchButton(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buscar en el sitio' });
    const field = dialog.getByRole('combobox');
    await expect(field).toBeFocused();
    expect(scripts.length).toBeGreaterThan(beforeOpening);

    await page.keyboard.type('batidos');
    const listbox = dialog.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('group').first()).toContainText('Productos');
    await expect(listbox.locator('mark').first()).toHaveText(/^batido/i);
    await expectNoSidewaysScroll(page);
    await audit.check(page, `${viewport.width} / (search dialog, results)`);

    // the arrows move to the first product, Enter opens it
    await page.keyboard.press('ArrowDown');
    const active = listbox.locator('[role="option"][aria-selected="true"]');
    await expect(active).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    const titulo = (await active.locator('.search-option-title').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tienda\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Ctrl+K opens it again; a search that finds nothing suggests the categories and WhatsApp
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await page.keyboard.type('xylofono');
    await expect(dialog.getByText('No encontramos resultados para «xylofono»')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Nutrición Deportiva' })).toHaveAttribute(
      'href',
      '/tienda?categoria=nutricion-deportiva',
    );
    await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expectNoSidewaysScroll(page);
    await audit.check(page, `${viewport.width} / (search dialog, no results)`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    audit.expectClean();
  });
}

test('at 360 px on a slow phone (4× CPU): "/" then "batido" at once, every key reaches the field', async ({ page }) => {
  await page.setViewportSize(NARROW);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // the dialog's code is held on the way until the word is typed: the keys arrive while it travels
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/search-dialog[^/]*\.js$/, async (route) => {
    held = true;
    await typed;
    await route.continue();
  });
  await page.goto('/');
  await live(page);
  await page.keyboard.type('/batido');
  await expect.poll(() => held).toBe(true);
  // the loading box already holds the field with the word, as the dialog will
  const early = page.getByRole('dialog', { name: 'Buscar en el sitio' }).getByRole('searchbox');
  await expect(early).toHaveValue('batido');
  await expectNoSidewaysScroll(page);
  await snap(page, 'search-loading-360');
  release();
  const field = page.getByRole('dialog', { name: 'Buscar en el sitio' }).getByRole('combobox');
  await expect(field).toHaveValue('batido');
  await expect(field).toBeFocused();
  await page.keyboard.type('s');
  await expect(field).toHaveValue('batidos');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('pictures of the search dialog at 360, 390 and 1280 px, with results and with none', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await live(page);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar en el sitio' });
  await dialog.getByRole('combobox').fill('hidratación');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await atEveryWidth(page, 'search-results');
  await dialog.getByRole('combobox').fill('xylofono');
  await expect(dialog.getByText(/No encontramos resultados/)).toBeVisible();
  await atEveryWidth(page, 'search-no-results');
});
