import { afterEach, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { enqueueEmail } from '../../src/mail/outbox.js';
import { outboxHealth } from '../../src/mail/outbox-status.js';
import { toDbDateTime } from '../../src/lib/time.js';

const mail = (to: string) => ({ to, subject: `Asunto para ${to}`, html: '<p>Hola</p>', text: 'Hola' });
const LIST = '/api/admin/correos-no-entregados';

describeEachDb(
  'outbox in /api/health and the undelivered e-mails of the dashboard',
  (ctx) => {
    afterEach(() => ctx().clock.reset());

    it('reports an empty outbox as healthy', async () => {
      const res = await ctx().api.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok', mail: { status: 'ok', pending: 0, failed: 0, oldestPendingSeconds: null } });
    });

    it('counts pending e-mails and the age of the oldest one, as of the given clock', async () => {
      const c = ctx();
      c.clock.set('2026-03-01T10:00:00Z');
      await enqueueEmail(c.db, mail('uno@correo.test'), c.clock.now());
      c.clock.advance(60_000);
      await enqueueEmail(c.db, mail('dos@correo.test'), c.clock.now());
      const at = (iso: string) => outboxHealth(c.db, new Date(iso));
      expect(await at('2026-03-01T10:05:00Z')).toEqual({ status: 'ok', pending: 2, failed: 0, oldestPendingSeconds: 300 });
      // Waiting more than 15 minutes: mail is degraded.
      expect(await at('2026-03-01T10:30:00Z')).toMatchObject({ status: 'degraded', pending: 2, oldestPendingSeconds: 1800 });

      // /api/health reads the app's clock.
      c.clock.set('2026-03-01T10:10:00Z');
      let res = await c.api.get('/api/health');
      expect(res.body).toMatchObject({ status: 'ok', mail: { status: 'ok', pending: 2, oldestPendingSeconds: 600 } });
      c.clock.set('2026-03-01T10:40:00Z');
      res = await c.api.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'degraded', mail: { status: 'degraded', pending: 2, oldestPendingSeconds: 2400 } });
    });

    it('lists e-mails given up (recipient, subject, last error, attempts) and stays 200 while only mail is degraded', async () => {
      const c = ctx();
      c.mail.refuse = true;
      await c.flushEmails();
      const health = await c.api.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.mail).toMatchObject({ status: 'degraded', pending: 0, failed: 2, oldestPendingSeconds: null });

      const list = await c.api.get(LIST).set('Authorization', `Bearer ${c.adminToken()}`);
      expect(list.status).toBe(200);
      expect(list.body.emails).toHaveLength(2);
      for (const e of list.body.emails) {
        expect(e).toMatchObject({ status: 'failed', attempts: 1, subject: `Asunto para ${e.to}` });
        expect(e.lastError).toMatch(/\S/);
      }
      expect((await c.api.get(LIST)).status).toBe(401);
      expect((await c.api.get(LIST).set('Authorization', `Bearer ${c.userToken()}`)).status).toBe(403);
    });

    it('retries one e-mail: it is sent once and leaves the list', async () => {
      const c = ctx();
      c.mail.refuse = false;
      c.mail.clear();
      const auth = { Authorization: `Bearer ${c.adminToken()}` };
      const before = (await c.api.get(LIST).set(auth)).body.emails as { id: number; to: string }[];
      const target = before.find((e) => e.to === 'uno@correo.test')!;

      const retry = await c.api.post(`${LIST}/${target.id}/reintentar`).set(auth);
      expect(retry.status).toBe(200);
      expect(retry.body.message).toBe('El correo se volverá a enviar en unos segundos.');
      await c.flushEmails();
      expect(c.mail.to('uno@correo.test')).toHaveLength(1);
      expect(c.mail.to('dos@correo.test')).toHaveLength(0);

      const after = (await c.api.get(LIST).set(auth)).body.emails as { to: string }[];
      expect(after.map((e) => e.to)).toEqual(['dos@correo.test']);
      expect((await c.api.get('/api/health')).body.mail).toMatchObject({ pending: 0, failed: 1 });

      // Already delivered, unknown or malformed: a clear Spanish 4xx.
      const again = await c.api.post(`${LIST}/${target.id}/reintentar`).set(auth);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Ese correo no existe o ya fue entregado.');
      expect((await c.api.post(`${LIST}/999999/reintentar`).set(auth)).status).toBe(404);
      const bad = await c.api.post(`${LIST}/abc/reintentar`).set(auth);
      expect(bad.status).toBe(404);
      expect(bad.body.message).toBe('Ese correo no existe o ya fue entregado.');
      expect((await c.api.post(`${LIST}/${target.id}/reintentar`)).status).toBe(401);
    });

    it('keeps the oldest pending age null once nothing waits', async () => {
      const c = ctx();
      const now = new Date();
      await c.db
        .updateTable('email_outbox')
        .set({ status: 'sent', sent_at: toDbDateTime(now) })
        .execute();
      expect(await outboxHealth(c.db, now)).toEqual({ status: 'ok', pending: 0, failed: 0, oldestPendingSeconds: null });
    });
  },
  { env: { EMAIL_MAX_ATTEMPTS: '1' } },
);
