import { expect, it } from 'vitest';
import type { AdminPost, PostSummary } from '@app/shared/blog';
import { describeEachDb, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { adminAuth, createPost } from '../../../test/helpers/blog.js';
import { publishDuePosts } from './blog-publisher.js';

const publicSlugs = async (c: TestContext) => ((await c.api.get('/api/blog')).body as PostSummary[]).map((p) => p.slug);

describeEachDb('Blog: scheduled posts go live at their time', (ctx) => {
  it('publishes a scheduled post on the first pass at or after its Colombia time, dated at that time, and logs it', async () => {
    const c = ctx();
    c.clock.set('2026-12-01T12:00:00Z'); // 07:00 in Colombia
    const post = await createPost(c, { titulo: 'Receta de temporada', estado: 'programado', publicarEn: '2026-12-01T08:00' });
    expect(await publicSlugs(c)).not.toContain(post.slug);

    c.clock.set('2026-12-01T12:59:59Z'); // 07:59:59
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([]);
    expect((await c.api.get(`/api/blog/${post.slug}`)).status).toBe(404);

    c.clock.set('2026-12-01T13:00:40Z'); // 08:00:40: the pass that comes after 08:00
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([post.id]);
    // the public answers were dropped by the publisher's write: it shows at once
    const live = await c.api.get(`/api/blog/${post.slug}`);
    expect(live.status).toBe(200);
    expect(live.body.publicadoEn).toBe('2026-12-01T13:00:00.000Z');
    expect(await publicSlugs(c)).toContain(post.slug);
    const admin = (await c.api.get(`/api/admin/blog/${post.id}`).set('Authorization', adminAuth(c))).body as AdminPost;
    expect(admin).toMatchObject({ estado: 'publicado', publicarEn: null, publicadoEn: '2026-12-01T13:00:00.000Z' });

    // a second pass finds nothing left to do
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([]);
    const log = await c.db.selectFrom('admin_activity').selectAll().where('action', '=', 'post.published').execute();
    expect(log.map((e) => [e.target, e.admin_id, e.created_at])).toEqual([[`entrada:${post.id}`, null, '2026-12-01 13:00:40']]);
    c.clock.reset();
  });

  it('leaves a post the team moved back to draft, or rescheduled later, alone', async () => {
    const c = ctx();
    c.clock.set('2027-01-10T12:00:00Z');
    const draft = await createPost(c, { titulo: 'Cambio de planes', estado: 'programado', publicarEn: '2027-01-10T09:00' });
    const later = await createPost(c, { titulo: 'Mejor la otra semana', estado: 'programado', publicarEn: '2027-01-10T09:00' });
    await c.api
      .put(`/api/admin/blog/${draft.id}`)
      .set('Authorization', adminAuth(c))
      .send({ ...draft, estado: 'borrador' })
      .expect(200);
    await c.api
      .put(`/api/admin/blog/${later.id}`)
      .set('Authorization', adminAuth(c))
      .send({ ...later, publicarEn: '2027-01-17T09:00' })
      .expect(200);
    c.clock.set('2027-01-10T15:00:00Z');
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([]);
    c.clock.set('2027-01-17T14:00:00Z');
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([later.id]);
    c.clock.reset();
  });

  it('publishes each post once when passes overlap', async () => {
    const c = ctx();
    c.clock.set('2027-02-01T12:00:00Z');
    const posts: AdminPost[] = [];
    for (let i = 0; i < 6; i++)
      posts.push(await createPost(c, { titulo: `Serie ${i}`, estado: 'programado', publicarEn: '2027-02-01T08:00' }));
    c.clock.set('2027-02-01T13:05:00Z');
    const passes = await Promise.all([publishDuePosts(c.runtime), publishDuePosts(c.runtime), c.runtime.blogPublisher.runDue()]);
    const published = passes.flatMap((p) => p.published);
    expect(published.sort((a, b) => a - b)).toEqual(posts.map((p) => p.id).sort((a, b) => a - b));
    c.clock.reset();
  });
});

describeEachDb(
  'Blog: the publisher runs on its own timer, with nobody visiting',
  (ctx) => {
    it('publishes a due post without any request', async () => {
      const c = ctx();
      c.clock.set('2027-03-01T12:00:00Z');
      const post = await createPost(c, { titulo: 'Sola a su hora', estado: 'programado', publicarEn: '2027-03-01T08:00' });
      c.runtime.blogPublisher.start();
      try {
        c.clock.set('2027-03-01T13:00:00Z');
        await expect
          .poll(
            async () =>
              (await c.db.selectFrom('blog_entradas').select('estado').where('id', '=', post.id).executeTakeFirstOrThrow()).estado,
            {
              timeout: 5000,
              interval: 20,
            },
          )
          .toBe('publicado');
      } finally {
        await c.runtime.blogPublisher.stop();
        c.clock.reset();
      }
    });
  },
  { env: { REMINDER_WORKER_INTERVAL_MS: '50' } },
);

describeTwoInstancesOnMysql('Blog: scheduled posts with two app instances on one MariaDB [mysql]', (instances) => {
  it('publishes each due post exactly once while both instances pass at the same time', async () => {
    const { ctx, other } = instances();
    ctx.clock.set('2027-05-01T12:00:00Z');
    const posts: AdminPost[] = [];
    for (let i = 0; i < 30; i++) {
      posts.push(
        await createPost(ctx, {
          titulo: `Entrada programada ${i}`,
          estado: 'programado',
          publicarEn: i < 20 ? '2027-05-01T09:00' : '2027-05-01T10:00',
        }),
      );
    }
    const race = async (at: string) => {
      ctx.clock.set(at);
      // Each instance's timer pass plus one more pass each (a runDue while one runs answers that one).
      return Promise.all([
        ctx.runtime.blogPublisher.runDue(),
        other.blogPublisher.runDue(),
        publishDuePosts(ctx.runtime),
        publishDuePosts(other),
      ]);
    };

    const first = await race('2027-05-01T14:00:30Z'); // 09:00:30 in Colombia: the first 20
    const firstIds = first.flatMap((p) => p.published);
    expect(firstIds.sort((a, b) => a - b)).toEqual(posts.slice(0, 20).map((p) => p.id));
    const second = await race('2027-05-01T15:00:30Z');
    expect(second.flatMap((p) => p.published).sort((a, b) => a - b)).toEqual(posts.slice(20).map((p) => p.id));
    expect((await race('2027-05-01T16:00:00Z')).flatMap((p) => p.published)).toEqual([]);

    const log = await ctx.db.selectFrom('admin_activity').select('target').where('action', '=', 'post.published').execute();
    expect(log.map((e) => e.target).sort()).toEqual(posts.map((p) => `entrada:${p.id}`).sort());
    // both instances really listed the same due posts (the conditional update, not luck, kept them single)
    expect([...first, ...second].reduce((n, p) => n + p.publishedElsewhere, 0)).toBeGreaterThan(0);
    const rows = await ctx.db.selectFrom('blog_entradas').select(['estado', 'publicado_at']).execute();
    expect(rows.every((r) => r.estado === 'publicado')).toBe(true);
    expect(rows.filter((r) => r.publicado_at === '2027-05-01 14:00:00')).toHaveLength(20);
    ctx.clock.reset();
  });
});
