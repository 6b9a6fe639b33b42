import express from 'express';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { createRateLimiter } from '../../src/middleware/rate-limit.js';

describeEachDb('rate limits kept in the database', (ctx) => {
  function limitedApp(name: string, max: number) {
    const app = express();
    app.get('/x', createRateLimiter({ db: ctx().db, clock: ctx().clock.now }, { name, windowMs: 60_000, max }), (_req, res) => {
      res.json({ ok: true });
    });
    return supertest(app);
  }

  it('counts every one of many concurrent hits (no lost update, no deadlock)', async () => {
    const api = limitedApp('concurrent', 20);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.get('/x')));
    const ok = answers.filter((a) => a.status === 200).length;
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toBe(20);
    expect(limited).toHaveLength(30);
    expect(limited[0].body).toEqual({ message: expect.stringMatching(/Demasiadas solicitudes/), error: expect.any(String) });
    const row = await ctx().db.selectFrom('rate_limits').selectAll().where('limit_key', 'like', 'concurrent:%').executeTakeFirstOrThrow();
    expect(row.hits).toBe(50);
  });

  it('starts a new window once the old one has passed', async () => {
    const api = limitedApp('window', 1);
    expect((await api.get('/x')).status).toBe(200);
    expect((await api.get('/x')).status).toBe(429);
    ctx().clock.advance(60_001);
    try {
      expect((await api.get('/x')).status).toBe(200);
    } finally {
      ctx().clock.reset();
    }
  });
});
