import { expect, it } from 'vitest';
import { declaredMediaReferences, isPathReferenced } from '../../src/db/media-references.js';
import { personalDataOwnersOf, SERVER_MODULES } from '../../src/modules.js';
import { describeEachDb, type TestContext } from '../helpers/test-app.js';
import { createFaqTable, faqModule } from '../fixtures/faq-module/index.js';

/**
 * Adding a module is its folder and one line in SERVER_MODULES (docs/architecture.md §18): the FAQ
 * of server/test/fixtures/faq-module declares itself once, and the app built with
 * `[...SERVER_MODULES, faqModule]` serves its public list and its back office (behind the admin
 * guard), lists it in the sitemap and the site search, keeps its image from the media clean-up and
 * logs its writes with its kind; its personal data, none, changes nothing. Built without the line,
 * none of it exists.
 */

const IMAGE = 'uploads/faq/quinua.webp';
const QUESTION = { pregunta: '¿Cuánta quinua al día?', respuesta: 'Media taza cocida de quinua basta en el almuerzo.', imagen_path: IMAGE };

const admin = (c: TestContext) => ({ Authorization: `Bearer ${c.adminToken()}` });
const searchUrls = async (c: TestContext) => ((await c.api.get('/api/buscar?q=quinua')).body as { url: string }[]).map((r) => r.url);

describeEachDb(
  'a module added with one line: the FAQ',
  (ctx) => {
    let id = 0;

    it('its back office is behind the admin guard and creates a question', async () => {
      expect((await ctx().api.post('/api/admin/faq').send(QUESTION)).status).toBe(401);
      const created = await ctx().api.post('/api/admin/faq').set(admin(ctx())).send(QUESTION);
      expect(created.status).toBe(201);
      id = created.body.id;
      expect((await ctx().api.get('/api/admin/faq').set(admin(ctx()))).body).toMatchObject([{ id, pregunta: QUESTION.pregunta }]);
    });

    it('its public list answers', async () => {
      const res = await ctx().api.get('/api/faq');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject([{ id, pregunta: QUESTION.pregunta }]);
    });

    it('the sitemap and the site search list it', async () => {
      expect((await ctx().api.get('/sitemap.xml')).text).toContain(`http://sitio.test/preguntas-frecuentes/${id}</loc>`);
      expect(await searchUrls(ctx())).toContain(`/preguntas-frecuentes/${id}`);
    });

    it('the media clean-up knows its image column', async () => {
      const references = declaredMediaReferences(ctx().db);
      expect(references).toContainEqual({ table: 'faq_preguntas', column: 'imagen_path' });
      expect(await isPathReferenced(ctx().db, IMAGE, references)).toBe(true);
    });

    it('the activity log names its kind', async () => {
      const page = (await ctx().api.get('/api/admin/actividad?accion=content.updated').set(admin(ctx()))).body;
      expect(page.items[0]).toMatchObject({ action: 'content.updated', target: 'faq:POST /faq' });
    });

    it('the personal-data sweep runs over the same owners (it declares none)', async () => {
      const names = (modules: Parameters<typeof personalDataOwnersOf>[0]) => personalDataOwnersOf(modules).map((o) => o.name);
      expect(names([...SERVER_MODULES, faqModule])).toEqual(names(SERVER_MODULES));
      expect((await ctx().api.get('/api/admin/datos-personales?email=nadie@correo.test').set(admin(ctx()))).status).toBe(404);
    });
  },
  { modules: [...SERVER_MODULES, faqModule], setup: createFaqTable },
);

describeEachDb('without its line, no FAQ', (ctx) => {
  it('answers none of its routes and lists it nowhere', async () => {
    expect((await ctx().api.get('/api/faq')).status).toBe(404);
    expect((await ctx().api.post('/api/admin/faq').set(admin(ctx())).send(QUESTION)).status).toBe(404);
    expect((await ctx().api.get('/api/admin/faq').set(admin(ctx()))).status).toBe(404);
    expect((await ctx().api.get('/sitemap.xml')).text).not.toContain('/preguntas-frecuentes/');
    expect(await searchUrls(ctx())).toEqual([]);
    expect(declaredMediaReferences(ctx().db).some((r) => r.table === 'faq_preguntas')).toBe(false);
    const page = (await ctx().api.get('/api/admin/actividad').set(admin(ctx()))).body;
    expect(page.items.filter((i: { target: string | null }) => i.target?.startsWith('faq:'))).toEqual([]);
  });
});
