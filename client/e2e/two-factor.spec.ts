import { test, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DESKTOP, colombiaDate, createAdmin, loginAdmin, atEveryWidth, NARROW } from './support';

// An admin turns two-factor login on from "Seguridad" (QR + key, a code, ten recovery
// codes), then logs in with a code computed here from the secret, and with a recovery code; the
// "Actividad" screen shows what happened. E2E_SCREENSHOT_DIR keeps the screens at 360/390/1280.

const ADMIN = { username: 'coach-2fa-e2e', email: 'coach-2fa-e2e@sitio.test', password: 'Clave-2fa-2030' };

/** RFC 6238 as the authenticator app computes it, `offsetSteps` 30 s steps from now. */
const totp = (secret: string, offsetSteps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function passwordStep(page: Page) {
  await page.goto('/login-admin-r21');
  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
}

const logout = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login-admin-r21');
};

test.describe.configure({ mode: 'serial' });

test.describe('two-factor admin login and the activity log', () => {
  let recoveryCodes: string[] = [];

  test.beforeAll(() => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  });

  test('turn 2FA on from Seguridad, then log in with a code and with a recovery code', async ({ page }) => {
    await page.setViewportSize(NARROW);
    // Without 2FA the usual helper logs straight in.
    await loginAdmin(page, ADMIN);
    // At 360 px the sidebar sits behind the menu button; the link itself is checked at 1280.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Seguridad' }).click();
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
    await atEveryWidth(page, 'seguridad-desactivada');

    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
    await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
    const secret = (await page.getByTestId('twofa-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await atEveryWidth(page, 'seguridad-qr');

    await page.setViewportSize(NARROW);
    await page.getByLabel(/Código de verificación/).fill(totp(secret));
    await page.getByRole('button', { name: 'Activar' }).click();
    const list = page.getByRole('list', { name: 'Códigos de recuperación' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    await expect(page.getByRole('button', { name: 'Descargar (.txt)' })).toBeVisible();
    await atEveryWidth(page, 'seguridad-codigos');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('codigos-de-recuperacion.txt');
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(page.getByText(/Te quedan 10 códigos/)).toBeVisible();

    // Log in again: the password alone is not enough any more.
    await logout(page);
    await page.setViewportSize(NARROW);
    await passwordStep(page);
    await atEveryWidth(page, 'login-codigo');
    await page.getByLabel(/Código de verificación/).fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toContainText('El código no es válido o ya se usó.');
    // The activation used the current step: the app's next code (accepted one step early).
    await page.getByLabel(/Código de verificación/).fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // And with a recovery code.
    await logout(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel(/Código de recuperación/).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/dashboard/seguridad');
    await expect(page.getByText(/Te quedan 9 códigos/)).toBeVisible();
  });

  test('Actividad lists the logins, the 2FA change and a block, with filters', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel(/Código de recuperación/).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A block made with the session's token, so the log has an agenda-side action of this journey.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const fecha = colombiaDate(41);
    const block = await page.request.post('/api/admin/bloqueos', {
      headers: { Authorization: `Bearer ${token}` },
      data: { fecha, motivo: 'Actividad e2e', hora_inicio: '15:00', hora_fin: '16:00' },
    });
    expect(block.status(), await block.text()).toBe(201);

    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Actividad' }).click();
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByText('Verificación en dos pasos activada')).toBeVisible();
    await expect(table.getByText('Bloqueo creado').first()).toBeVisible();
    await expect(table.getByText('Código de recuperación usado').first()).toBeVisible();
    await atEveryWidth(page, 'actividad');

    await page.setViewportSize(NARROW);
    await page.getByLabel('Acción').selectOption({ label: 'Código de verificación incorrecto' });
    await expect(table.getByText('Código de verificación incorrecto').first()).toBeVisible();
    await expect(table.getByText('Bloqueo creado')).toHaveCount(0);
    await page.getByLabel('Administrador').selectOption({ label: ADMIN.username });
    await expect(table.getByText(ADMIN.username).first()).toBeVisible();
  });
});
