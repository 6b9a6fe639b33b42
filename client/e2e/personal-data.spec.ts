import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import type { PersonalDataExport } from '@app/shared/privacy';
import {
  colombiaDate,
  createAdmin,
  createVerifiedBooking,
  createVerifiedUser,
  expectNoSidewaysScroll,
  loginAdmin,
  loginUser,
  uniqueEmail,
  waitForEmail,
  snap,
  atEveryWidth,
  NARROW,
} from './support';

/**
 * Ley 1581: As people live it: on /perfil a person downloads their data and deletes
 * their account; on the back office the team finds a person by e-mail, exports and anonymises.
 * No sideways scroll at 360 px. E2E_SCREENSHOT_DIR (optional) keeps screenshots at 360/390/1280.
 */

async function downloadedJson(page: Page, click: () => Promise<void>): Promise<{ name: string; data: PersonalDataExport }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), data: JSON.parse(fs.readFileSync(file!, 'utf8')) as PersonalDataExport };
}

test('/Politicas shows the parts Ley 1581 requires, filled in, at every width', async ({ page }) => {
  await page.goto('/Politicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
  for (const heading of ['Datos sensibles', 'Derechos de los titulares', 'Cómo ejercer tus derechos']) {
    await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
  }
  await expect(page.getByText(/diez \(10\) días hábiles/)).toBeVisible();
  await expect(page.getByText('Versión de la política:')).toBeVisible();
  await atEveryWidth(page, 'politicas');
});

test('a person downloads their data and deletes their account from /perfil', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { first_name: 'Rigoberta', last_name: 'Privacidad', email: uniqueEmail('privacidad') });
  await createVerifiedBooking(request, {
    nombre: 'Rigoberta',
    apellidos: 'Privacidad',
    email: user.email,
    fechaAsesoria: colombiaDate(36),
  });
  await page.setViewportSize(NARROW);
  await loginUser(page, user);
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  expect(token).toBeTruthy();

  const section = page.getByRole('region', { name: 'Tus datos personales' });
  await expect(section).toBeVisible();
  await atEveryWidth(page, 'perfil');
  await page.setViewportSize(NARROW);

  const { name, data } = await downloadedJson(page, () => section.getByRole('button', { name: 'Descargar mis datos' }).click());
  expect(name).toMatch(/^mis-datos-.+\.json$/);
  expect(data.cuenta?.email).toBe(user.email);
  expect(data.registros).toHaveLength(1);
  expect(data.registros[0]).toMatchObject({ email: user.email, estado: 'confirmada' });
  expect(data.consentimientos.map((c) => c.tipo)).toEqual(['cuenta', 'registro']);

  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel(/Tu contraseña/).fill('Otra#Clave99');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('La contraseña no es correcta. No se eliminó nada.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'perfil-eliminar-360');

  await dialog.getByLabel(/Tu contraseña/).fill(user.password as string);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const done = page.getByRole('dialog', { name: 'Cuenta eliminada' });
  await expect(done).toContainText('Tu cuenta fue eliminada');
  await done.getByRole('button', { name: 'Entendido' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // the usual cancellation e-mail, and the old session is over everywhere
  await waitForEmail(user.email as string, /Adjuntamos la cancelaci/);
  const old = await request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(old.status()).toBe(401);
  const again = await request.post('/api/users/login', { data: { email: user.email, password: user.password } });
  expect(again.status()).toBe(401);
});

test('the team finds a person in Datos personales, exports and anonymises them', async ({ page, request }) => {
  const admin = { username: 'datos-admin', email: 'datos-admin@vidasana.test', password: 'clave-datos-2026' };
  createAdmin(admin.username, admin.email, admin.password);
  const booking = await createVerifiedBooking(request, {
    nombre: 'Leocadia',
    apellidos: 'Solicitante',
    email: uniqueEmail('solicitud'),
    fechaAsesoria: colombiaDate(37),
  });
  await page.setViewportSize(NARROW);
  await loginAdmin(page, admin);
  await page.goto('/admin/dashboard/datos-personales');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await page.getByLabel(/Correo electrónico de la persona/).fill(booking.email as string);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const bookings = page.getByRole('region', { name: 'Asesorías (1)' });
  await expect(bookings).toContainText('Leocadia Solicitante');
  await expect(page.getByRole('region', { name: 'Autorizaciones (1)' })).toContainText('política');
  await expect(page.getByRole('region', { name: /Correos enviados/ })).toContainText(booking.email as string);
  await atEveryWidth(page, 'datos-personales');
  await page.setViewportSize(NARROW);

  const { data } = await downloadedJson(page, () => page.getByRole('button', { name: 'Exportar JSON' }).click());
  expect(data.registros.map((r) => r.email)).toEqual([booking.email]);

  await page.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Anonimizar a esta persona?' });
  await snap(page, 'datos-personales-confirmar-360');
  await dialog.getByRole('button', { name: 'Sí, anonimizar' }).click();
  await expect(page.getByText('Los datos personales de esta persona fueron eliminados y anonimizados.')).toBeVisible();
  await waitForEmail(booking.email as string, /Adjuntamos la cancelaci/);

  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No hay datos guardados con ese correo electrónico.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
