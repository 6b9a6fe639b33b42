import { test, expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eEnv } from '../playwright.config';
import { createAdmin, loginAdmin, waitForEmail, PHONE } from './support';

// An e-mail the outbox gave up on shows in the back office, which sends it again.

const ADMIN = { username: 'correos-admin', email: 'correos-admin@vidasana.test', password: 'clave-correos-2026' };
const TO = 'destinatario-rechazado@correo.test';

test('an e-mail given up by the outbox is listed in Correos no entregados and retried from there', async ({ page, request }) => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  // As the outbox leaves it after EMAIL_MAX_ATTEMPTS failures (server/src/mail/outbox.ts).
  const db = new Database(e2eEnv.SQLITE_FILE);
  db.prepare(
    `INSERT INTO email_outbox (to_address, subject, html, text_body, attachments, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
     VALUES (?, ?, ?, ?, NULL, 'failed', 12, '2026-01-01 00:00:00', NULL, ?, NULL, '2026-01-01 00:00:00')`,
  ).run(TO, 'Confirma tu asesoría', '<p>Hola</p>', 'Hola, confirma tu asesoría.', '550 5.1.1 User unknown');
  db.close();
  const failedCount = async () => ((await (await request.get('/api/health')).json()) as { mail: { failed: number } }).mail.failed;
  const failedBefore = await failedCount();
  expect(failedBefore).toBeGreaterThan(0);

  await page.setViewportSize(PHONE);
  await loginAdmin(page, ADMIN);

  await page.goto('/admin/dashboard/correos');
  await expect(page.getByRole('heading', { level: 1, name: 'Correos no entregados' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TO });
  await expect(row).toContainText('Confirma tu asesoría');
  await expect(row).toContainText('550 5.1.1 User unknown');
  await expect(row).toContainText('No entregado');
  // No sideways scrolling on a phone, even with a long error.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await row.getByRole('button', { name: `Reintentar el correo a ${TO}` }).click();
  await expect(page.getByText('El correo se volverá a enviar en unos segundos.')).toBeVisible();
  await waitForEmail(TO, /Hola, confirma tu asesor/);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: TO })).toHaveCount(0);
  // this e-mail no longer counts as given up (nothing is said of the rest of the outbox)
  expect(await failedCount()).toBe(failedBefore - 1);
});
