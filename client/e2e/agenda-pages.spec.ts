import { test, expect } from '@playwright/test';
import { colombiaDate, createAdmin, createVerifiedBooking, expectNoSidewaysScroll, loginAdmin } from './support';

// The agenda pages through GET /api/admin/registros (limit, cursor, X-Total-Count,
// Link) and shows how many of the list it shows; the search runs in the database. At 360 px first.

const ADMIN = { username: 'coach-pages', email: 'coach-pages@sitio.test', password: 'Clave-paginas-2030' };

for (const [label, viewport, day] of [
  ['phone 360 px', { width: 360, height: 780 }, 42],
  ['desktop 1280 px', { width: 1280, height: 900 }, 43],
] as const) {
  test(`agenda: the total, a search that narrows it, the page's API headers (${label})`, async ({ page, request }) => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
    const surname = `Paginada${day}x${Date.now().toString(36)}`;
    for (const hora of ['09:00', '15:00']) {
      await createVerifiedBooking(request, { apellidos: surname, fechaAsesoria: colombiaDate(day), horaAsesoria: hora });
    }
    await page.setViewportSize(viewport);
    await loginAdmin(page, ADMIN);
    const pageAnswer = page.waitForResponse((r) => r.url().includes('/api/admin/registros?') && r.request().method() === 'GET');
    await page.goto('/admin/dashboard/agenda');
    const first = await pageAnswer;
    expect(new URL(first.url()).searchParams.get('limit')).toBe('50');
    const total = Number(first.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(new RegExp(`^Mostrando \\d+ de ${total} asesorías?$`))).toBeVisible();

    await page.getByLabel('Buscar').fill(surname.toUpperCase());
    await expect(page.getByText('Mostrando 2 de 2 asesorías')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: surname })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/agenda-pages-${viewport.width}.png`, fullPage: true });
  });
}
