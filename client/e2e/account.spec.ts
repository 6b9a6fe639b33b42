import { test, expect, type Page } from '@playwright/test';
import { linkFrom, uniqueEmail, waitForEmail } from './support';

// Issue 5: sign up → verify by the e-mailed link → log in → /perfil with the BMI → log out;
// forgot password → reset by the e-mailed link → log in with the new password.

const email = uniqueEmail('e2e');
const PASSWORD = 'Clave#Segura1';
const NEW_PASSWORD = 'Nueva$Clave22';

async function logIn(page: Page, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe.serial('user account journey', () => {
  test('sign up, verify the e-mail, log in, see the profile with the BMI, log out', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/registro-usuarios');
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Apellidos').fill('Gómez Ruiz');
    await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await page.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByLabel('Fecha de nacimiento').fill('1990-04-15');
    await page.getByLabel('Sexo').selectOption('female');
    await page.getByLabel('Teléfono').fill('+57 300 123 4567');
    await page.getByLabel('Peso (kg)').fill('68.5');
    await page.getByLabel('Estatura (cm)').fill('165');
    await page.getByRole('checkbox', { name: /políticas de privacidad/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/verificacion-pendiente$/);
    await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();

    const raw = await waitForEmail(email, /verify-email/);
    await page.goto(linkFrom(raw, '/verify-email/'));
    await expect(page).toHaveURL(/\/verificacion-completa$/);
    await expect(page.getByRole('heading', { name: 'Cuenta Activada' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, PASSWORD);
    await expect(page).toHaveURL(/\/perfil$/);
    const datos = page.getByRole('region', { name: 'Mis Datos' });
    await expect(datos).toContainText('15 de abril de 1990');
    await expect(datos.getByTestId('bmi')).toHaveText('25.16');
    await expect(page.getByRole('region', { name: 'Herramientas' })).toContainText('Próximamente');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password, reset it by the e-mailed link, log in with the new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the lazy page replaces the login form (which has its own e-mail field).
    await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(
      page.getByText(
        'Si existe una cuenta verificada asociada a este correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
      ),
    ).toBeVisible();

    const raw = await waitForEmail(email, /reset-password/);
    await page.goto(linkFrom(raw, '/reset-password/'));
    await page.getByLabel('Nueva contraseña', { exact: false }).first().fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
    await expect(page.locator('.password-checklist li[data-met="true"]')).toHaveCount(5);
    await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada exitosamente.')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();

    await logIn(page, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Credenciales inválidas');
    await page.getByLabel('Contraseña', { exact: false }).first().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByTestId('bmi')).toHaveText('25.16');
  });
});
