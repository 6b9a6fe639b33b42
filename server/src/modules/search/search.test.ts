import { describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES, type SearchResult } from '@app/shared/search';
import { createApp } from '../../app.js';
import { createRuntime, type Runtime } from '../../runtime.js';
import { createLogger } from '../../lib/logger.js';
import { describeEachDb, DIALECTS, createTestContext, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct, productPayload } from '../../../test/helpers/products.js';
import { adminAuth, createPost, postPayload, updatePost } from '../../../test/helpers/blog.js';
import supertest from 'supertest';
import { reconcileSearchIndex } from './search-index.js';

import { CONTENT_CACHE_TTL_MS } from '../../web/public-reads.js';
import { SERVER_MODULES, searchSourcesOf } from '../../modules.js';
import type { Db } from '../../db/database.js';

const searchSources = searchSourcesOf(SERVER_MODULES);

async function search(api: ReturnType<typeof supertest>, q: string): Promise<SearchResult[]> {
  const res = await api.get('/api/buscar').query({ q });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchResult[];
}
const titles = (results: SearchResult[]) => results.map((r) => r.titulo);
const urls = (results: SearchResult[]) => results.map((r) => r.url);

describeEachDb('Site search: GET /api/buscar', (ctx) => {
  it('ignores accents and capitals: «proteina» finds «Proteína», «NUTRICION» finds «Nutrición»', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Proteína Whey Vainilla', resumen: 'Suero de leche para después de entrenar.' });
    await createPost(c, { titulo: 'Nutrición para corredores', extracto: 'Qué comer antes de una carrera.' });
    expect(await search(c.api, 'proteina')).toContainEqual({
      tipo: 'producto',
      titulo: 'Proteína Whey Vainilla',
      resumen: 'Suero de leche para después de entrenar.',
      url: `/tienda/${p.slug}`,
    });
    expect(titles(await search(c.api, 'NUTRICION'))).toContain('Nutrición para corredores');
    expect(titles(await search(c.api, 'nutrición CORREDORES'))).toEqual(['Nutrición para corredores']);
  });

  it('finds singular and plural alike, Spanish plurals included (-s, -es, -ces → -z)', async () => {
    const c = ctx();
    await createProduct(c, { nombre: 'Batidos Verdes Detox' });
    await createPost(c, { titulo: 'Un batido de mango para la tarde', extracto: 'Fresco y rápido.' });
    await createPost(c, { titulo: 'Nueces y semillas en la lonchera', extracto: 'Grasas buenas.' });
    await createPost(c, { titulo: 'Las proteínas vegetales', extracto: 'Legumbres y cereales.' });
    expect(titles(await search(c.api, 'batido'))).toEqual(
      expect.arrayContaining(['Batidos Verdes Detox', 'Un batido de mango para la tarde']),
    );
    expect(titles(await search(c.api, 'batidos'))).toEqual(
      expect.arrayContaining(['Batidos Verdes Detox', 'Un batido de mango para la tarde']),
    );
    expect(titles(await search(c.api, 'nuez'))).toContain('Nueces y semillas en la lonchera');
    expect(titles(await search(c.api, 'legumbre cereal'))).toEqual(['Las proteínas vegetales']);
    expect(titles(await search(c.api, 'proteína vegetal'))).toEqual(['Las proteínas vegetales']);
  });

  it('finds plurals as typed both ways: kiwis/kiwi, batido/Batidos, proteinas/Proteína, limones/limón, mujeres/mujer', async () => {
    const c = ctx();
    await createProduct(c, { nombre: 'Kiwi Deshidratado', resumen: 'Rodajas crocantes.' });
    await createPost(c, { titulo: 'Kiwis en el desayuno', extracto: 'Vitamina C temprano.' });
    await createProduct(c, { nombre: 'Proteína Vegana Cacao' });
    await createPost(c, { titulo: 'Limonada de limón y hierbabuena', extracto: 'Refrescante.' });
    await createPost(c, { titulo: 'Agua con limones', extracto: 'Para el calor.' });
    await createPost(c, { titulo: 'Hierro para mujeres activas', extracto: 'Lo que cambia.' });
    await createPost(c, { titulo: 'La mujer que corre', extracto: 'Historia de una maratón.' });
    const both = ['Kiwi Deshidratado', 'Kiwis en el desayuno'];
    expect(titles(await search(c.api, 'kiwis'))).toEqual(expect.arrayContaining(both));
    expect(titles(await search(c.api, 'kiwi'))).toEqual(expect.arrayContaining(both));
    expect(titles(await search(c.api, 'KIWIS desayuno'))).toEqual(['Kiwis en el desayuno']);
    expect(titles(await search(c.api, 'proteinas'))).toContain('Proteína Vegana Cacao');
    const limon = ['Limonada de limón y hierbabuena', 'Agua con limones'];
    expect(titles(await search(c.api, 'limones'))).toEqual(expect.arrayContaining(limon));
    expect(titles(await search(c.api, 'limón'))).toEqual(expect.arrayContaining(limon));
    const mujer = ['Hierro para mujeres activas', 'La mujer que corre'];
    expect(titles(await search(c.api, 'mujeres'))).toEqual(expect.arrayContaining(mujer));
    expect(titles(await search(c.api, 'mujer'))).toEqual(expect.arrayContaining(mujer));
    // the plural's words, ranked as whole words: «kiwis» is a whole word of both
    expect(titles(await search(c.api, 'kiwis deshidratados'))).toEqual(['Kiwi Deshidratado']);
  });

  it('two-letter words find themselves and their plural, not the words they begin', async () => {
    const c = ctx();
    await createProduct(c, { nombre: 'Té Chai Especiado', resumen: 'Canela y cardamomo.' });
    await createPost(c, { titulo: 'Tés de la tarde', extracto: 'Tres infusiones suaves.' });
    await createPost(c, { titulo: 'Teff, el cereal etíope', extracto: 'Sin gluten.' });
    expect(titles(await search(c.api, 'té'))).toEqual(expect.arrayContaining(['Té Chai Especiado', 'Tés de la tarde']));
    expect(titles(await search(c.api, 'te'))).not.toContain('Teff, el cereal etíope');
    expect(titles(await search(c.api, 'tés'))).toEqual(expect.arrayContaining(['Té Chai Especiado', 'Tés de la tarde']));
    expect(titles(await search(c.api, 'té chai'))).toEqual(['Té Chai Especiado']);
    // a two-letter stopword alone, being typed, finds only itself (no stored word is a stopword)
    expect(await search(c.api, 'de')).toEqual([]);
  });

  it('finds a word by its beginning: «hidrat» finds «hidratación»', async () => {
    const c = ctx();
    await createPost(c, { titulo: 'Guía de hidratación para el calor', extracto: 'Cuánta agua tomar al día.' });
    expect(titles(await search(c.api, 'hidrat'))).toContain('Guía de hidratación para el calor');
    expect(titles(await search(c.api, 'guía hidra'))).toEqual(['Guía de hidratación para el calor']);
  });

  it('ranks a title match above a body match, within a kind and across kinds', async () => {
    const c = ctx();
    const body = await createPost(c, {
      titulo: 'Cuida tus articulaciones',
      extracto: 'Movimiento diario.',
      cuerpo: 'El colágeno hidrolizado ayuda.',
    });
    const title = await createPost(c, { titulo: 'Colágeno: qué es y para qué sirve', extracto: 'Lo que dice la evidencia.' });
    await createProduct(c, { nombre: 'Colágeno Hidrolizado Limón', resumen: 'Para piel y articulaciones.' });
    const results = await search(c.api, 'colageno');
    expect(urls(results.filter((r) => r.tipo === 'entrada'))).toEqual([`/blog/${title.slug}`, `/blog/${body.slug}`]);
    // the best result is a title match (the product's or the post's), whatever its kind
    expect(results[0].titulo).toMatch(/^Colágeno/);
  });

  it('answers at most 20 results, each kind in one run, every kind that matches present', async () => {
    const c = ctx();
    for (let i = 1; i <= 24; i++) await createProduct(c, { nombre: `Té Matcha Ceremonial ${i}`, resumen: 'Matcha japonés.' });
    await createPost(c, { titulo: 'Cómo preparar matcha en casa', extracto: 'Sin batidor de bambú.' });
    const results = await search(c.api, 'matcha');
    expect(results).toHaveLength(20);
    expect(results.filter((r) => r.tipo === 'entrada')).toHaveLength(1);
    const kinds = results.map((r) => r.tipo);
    // grouped: a kind never reappears after another kind started
    expect(kinds.filter((k, i) => i === 0 || k !== kinds[i - 1])).toEqual([...new Set(kinds)]);
    // a common word with a rare one, either order: the rare one's documents checked against the common one's
    expect(titles(await search(c.api, 'matcha casa'))).toEqual(['Cómo preparar matcha en casa']);
    expect(titles(await search(c.api, 'casa MATCHA'))).toEqual(['Cómo preparar matcha en casa']);
    expect(titles(await search(c.api, 'ceremonial 17 matcha'))).toEqual(['Té Matcha Ceremonial 17']);
    expect(await search(c.api, 'matcha bambu ceremonial')).toEqual([]);
  });

  it('finds the site pages, the categories and the WhatsApp contact', async () => {
    const c = ctx();
    expect(await search(c.api, 'whatsapp')).toContainEqual(expect.objectContaining({ tipo: 'pagina', url: '/contacto' }));
    expect(urls(await search(c.api, 'nutricion deportiva'))).toContain('/tienda?categoria=nutricion-deportiva');
    expect(titles(await search(c.api, 'terminos condiciones'))).toEqual(['Términos y condiciones de venta']);
  });

  it('finds an active reto, by its name first, and follows it edited, deactivated and archived', async () => {
    const c = ctx();
    const reto = {
      nombre: 'Reto 45 días',
      titular: 'Desinflama y recupera tu energía',
      descripcion: 'Un plan por etapas para la hinchazón.',
      dias: 45,
      precio: 150000,
      incluye: ['Plan diario'],
      beneficios: ['Menos pesadez después de comer'],
      metaDescripcion: 'Reto de 45 días para desinflamar.',
      activo: true,
      orden: 0,
      kit: [],
    };
    const res = await c.api.post('/api/admin/retos').set('Authorization', adminAuth(c)).send(reto);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, slug } = res.body as { id: number; slug: string };
    const found = await search(c.api, 'reto 45');
    expect(found[0]).toEqual({ tipo: 'reto', titulo: 'Reto 45 días', resumen: 'Reto de 45 días para desinflamar.', url: `/retos/${slug}` });
    expect(titles(await search(c.api, 'hinchazon'))).toEqual(['Reto 45 días']);
    const put = (over: object) =>
      c.api
        .put(`/api/admin/retos/${id}`)
        .set('Authorization', adminAuth(c))
        .send({ ...reto, ...over })
        .expect(200);
    await put({ beneficios: ['Digestión más ligera'] });
    expect(await search(c.api, 'pesadez')).toEqual([]);
    expect(titles(await search(c.api, 'digestion ligera'))).toEqual(['Reto 45 días']);
    await put({ activo: false });
    expect(await search(c.api, 'reto 45')).toEqual([]);
    await put({ activo: true });
    expect(titles(await search(c.api, 'reto 45'))).toEqual(['Reto 45 días']);
    await c.api.delete(`/api/admin/retos/${id}`).set('Authorization', adminAuth(c)).expect(200);
    expect(await search(c.api, 'reto 45')).toEqual([]);
  });

  it('follows publishing, editing, unpublishing and deleting a post at once', async () => {
    const c = ctx();
    const post = await createPost(c, { titulo: 'Arepas de quinua', estado: 'borrador' });
    expect(await search(c.api, 'quinua')).toEqual([]);
    await updatePost(c, post.id, { ...post, estado: 'publicado' });
    expect(titles(await search(c.api, 'quinua'))).toEqual(['Arepas de quinua']);
    await updatePost(c, post.id, { ...post, titulo: 'Arepas de amaranto', estado: 'publicado' });
    expect(await search(c.api, 'quinua')).toEqual([]);
    expect(titles(await search(c.api, 'amaranto'))).toEqual(['Arepas de amaranto']);
    await updatePost(c, post.id, { ...post, titulo: 'Arepas de amaranto', estado: 'borrador' });
    expect(await search(c.api, 'amaranto')).toEqual([]);
    await updatePost(c, post.id, { ...post, titulo: 'Arepas de amaranto', estado: 'publicado', etiquetas: ['Desayunos'] });
    expect(titles(await search(c.api, 'desayuno'))).toContain('Arepas de amaranto');
    await c.api.delete(`/api/admin/blog/${post.id}`).set('Authorization', adminAuth(c)).expect(200);
    expect(await search(c.api, 'amaranto')).toEqual([]);
  });

  it('never shows a post scheduled for later, and shows it once the publisher put it live', async () => {
    const c = ctx();
    c.clock.set('2026-12-01T12:00:00Z'); // 07:00 in Colombia
    const post = await createPost(c, { titulo: 'Ensalada de lentejas germinadas', estado: 'programado', publicarEn: '2026-12-01T08:00' });
    expect(await search(c.api, 'lentejas')).toEqual([]);
    c.clock.set('2026-12-01T13:00:30Z');
    expect((await c.runtime.blogPublisher.runDue()).published).toEqual([post.id]);
    expect(titles(await search(c.api, 'lentejas'))).toEqual(['Ensalada de lentejas germinadas']);
    c.clock.reset();
  });

  it('follows a product edited, deactivated, activated again and archived', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Espirulina en Polvo', activo: false });
    expect(await search(c.api, 'espirulina')).toEqual([]);
    const put = (over: object) =>
      c.api
        .put(`/api/admin/productos/${p.id}`)
        .set('Authorization', adminAuth(c))
        .send(productPayload({ nombre: 'Espirulina en Polvo', ...over }))
        .expect(200);
    await put({ activo: true });
    expect(titles(await search(c.api, 'espirulina'))).toEqual(['Espirulina en Polvo']);
    await put({ activo: true, nombre: 'Chlorella en Tabletas' });
    expect(await search(c.api, 'espirulina')).toEqual([]);
    expect(titles(await search(c.api, 'chlorella'))).toEqual(['Chlorella en Tabletas']);
    await put({ activo: false, nombre: 'Chlorella en Tabletas' });
    expect(await search(c.api, 'chlorella')).toEqual([]);
    await put({ activo: true, nombre: 'Chlorella en Tabletas' });
    await c.api.delete(`/api/admin/productos/${p.id}`).set('Authorization', adminAuth(c)).expect(200);
    expect(await search(c.api, 'chlorella')).toEqual([]);
  });

  it('answers an empty search with no results and refuses a bad one in Spanish, never a 500', async () => {
    const c = ctx();
    expect((await c.api.get('/api/buscar')).body).toEqual([]);
    expect(await search(c.api, '')).toEqual([]);
    expect(await search(c.api, '   ')).toEqual([]);
    expect(await search(c.api, 'de la ')).toEqual([]);
    expect(await search(c.api, "%' -- _ ;")).toEqual([]);
    expect((await c.api.get('/api/buscar').query({ q: "x' or 1=1 --" })).status).toBe(200);
    expect(await search(c.api, '😀 ☕ ¿?')).toEqual([]);
    const long = await c.api.get('/api/buscar').query({ q: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(SEARCH_MESSAGES.qTooLong);
    const twice = await c.api.get('/api/buscar?q=a&q=b');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(SEARCH_MESSAGES.qInvalid);
    // the simple query parser reads «q[x]» as another key: no q, an empty search
    expect((await c.api.get('/api/buscar?q[x]=1')).body).toEqual([]);
    expect((await c.api.get('/api/buscar').query({ q: 'a'.repeat(100) })).status).toBe(200);
  });

  it('the start-up reconciliation indexes what was written outside the services and drops what is gone', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Moringa Orgánica' });
    await c.db.updateTable('productos').set({ nombre: 'Cúrcuma Orgánica' }).where('id', '=', p.id).execute();
    expect(titles(await search(c.api, 'moringa'))).toEqual(['Moringa Orgánica']);
    const counts = await reconcileSearchIndex(c.runtime, searchSources);
    expect(counts).toEqual({ changed: 1, skipped: 0 });
    expect(await search(c.api, 'moringa')).toEqual([]);
    expect(titles(await search(c.api, 'curcuma'))).toEqual(['Cúrcuma Orgánica']);
    await c.db.updateTable('productos').set({ activo: 0 }).where('id', '=', p.id).execute();
    await reconcileSearchIndex(c.runtime, searchSources);
    expect(await search(c.api, 'curcuma')).toEqual([]);
    // nothing left to do: a second pass writes nothing
    expect(await reconcileSearchIndex(c.runtime, searchSources)).toEqual({ changed: 0, skipped: 0 });
  });
});

describeEachDb(
  'Site search over the demo content',
  (ctx) => {
    it('finds the seeded products and posts', async () => {
      const c = ctx();
      const results = await search(c.api, 'batido');
      expect(results.some((r) => r.tipo === 'producto')).toBe(true);
      expect(results.some((r) => r.tipo === 'entrada')).toBe(true);
    });
  },
  { seed: true },
);

/** A second app on the suite's database, as a second server process would be. */
for (const dialect of DIALECTS) {
  describe(`Site search with two app instances on one database [${dialect}]`, () => {
    it("a change made through one instance is found by the other once its cached answer's 2 s are over", async () => {
      const c: TestContext = await createTestContext(dialect);
      let other: Runtime | undefined;
      try {
        c.clock.set('2026-12-01T12:00:00Z'); // 07:00 in Colombia
        other = await createRuntime(c.config, createLogger('silent'), c.clock.now);
        const otherApi = supertest(createApp(other));
        /** The other instance's answer now, and once the public-read cache's TTL has passed on the injected clock. */
        const later = async (q: string) => {
          c.clock.set(new Date(c.clock.now().getTime() + CONTENT_CACHE_TTL_MS + 1));
          return titles(await search(otherApi, q));
        };
        const post = await createPost(c, postPayload({ titulo: 'Kéfir de agua casero', estado: 'borrador' }));
        expect(await search(otherApi, 'kefir')).toEqual([]);
        await updatePost(c, post.id, { ...post, estado: 'publicado' });
        // the first instance dropped its own answers at the commit
        expect(titles(await search(c.api, 'kefir'))).toEqual(['Kéfir de agua casero']);
        expect(await later('kefir')).toEqual(['Kéfir de agua casero']);
        const p = await createProduct(c, { nombre: 'Kéfir en Gránulos' });
        expect(await later('kefir')).toContain('Kéfir en Gránulos');
        await c.api.delete(`/api/admin/productos/${p.id}`).set('Authorization', adminAuth(c)).expect(200);
        expect(await later('kefir')).toEqual(['Kéfir de agua casero']);

        // a post scheduled through one instance, published by the other's publisher
        const scheduled = await createPost(c, {
          titulo: 'Kombucha sin azúcar añadido',
          estado: 'programado',
          publicarEn: '2026-12-01T08:00',
        });
        expect(await search(c.api, 'kombucha')).toEqual([]);
        c.clock.set('2026-12-01T13:01:00Z');
        expect((await other.blogPublisher.runDue()).published).toEqual([scheduled.id]);
        expect(titles(await search(otherApi, 'kombucha'))).toEqual(['Kombucha sin azúcar añadido']);
        c.clock.set('2026-12-01T13:01:03Z');
        expect(titles(await search(c.api, 'kombucha'))).toEqual(['Kombucha sin azúcar añadido']);
        c.clock.reset();
      } finally {
        await other?.close();
        await c.close();
      }
    });
  });
}

/** Content changed outside the services, as a restore or `npm run seed` leaves it: what the reconciliation finds. */
async function changeBehindTheIndex(c: TestContext) {
  const renamed = await createProduct(c, { nombre: 'Moringa Orgánica' });
  await c.db.updateTable('productos').set({ nombre: 'Cúrcuma Orgánica' }).where('id', '=', renamed.id).execute();
  const unseen = await createProduct(c, { nombre: 'Ashwagandha en Cápsulas' });
  await c.db.deleteFrom('busqueda_documentos').where('tipo', '=', 'producto').where('ref', '=', String(unseen.id)).execute();
  const hidden = await createProduct(c, { nombre: 'Maca Andina Orgánica' });
  await c.db.updateTable('productos').set({ activo: 0 }).where('id', '=', hidden.id).execute();
}

for (const dialect of DIALECTS) {
  describe(`Site search while the start-up reconciliation runs [${dialect}]`, () => {
    it('answers as an index already reconciled while the documents it has not written yet wait', async () => {
      const c = await createTestContext(dialect);
      try {
        await changeBehindTheIndex(c);
        let release!: () => void;
        const held = new Promise<boolean>((resolve) => (release = () => resolve(true)));
        let asked = 0;
        const running = reconcileSearchIndex(c.runtime, searchSources, () => (asked++ ? true : held));
        await vi.waitUntil(() => asked > 0);
        // nothing written yet: the stale rows are left out, the current versions matched in memory
        expect(await c.db.selectFrom('busqueda_documentos').select('id').where('titulo', '=', 'Cúrcuma Orgánica').execute()).toEqual([]);
        expect(await search(c.api, 'moringa')).toEqual([]);
        expect(titles(await search(c.api, 'organica'))).toEqual(['Cúrcuma Orgánica']);
        expect(titles(await search(c.api, 'curcuma organic'))).toEqual(['Cúrcuma Orgánica']);
        expect(titles(await search(c.api, 'ashwagandha capsula'))).toEqual(['Ashwagandha en Cápsulas']);
        expect(await search(c.api, 'maca')).toEqual([]);
        // the index's own documents still answer beside them
        expect(await search(c.api, 'whatsapp')).toContainEqual(expect.objectContaining({ tipo: 'pagina', url: '/contacto' }));
        release();
        expect(await running).toEqual({ changed: 3, skipped: 0 });
        expect(titles(await search(c.api, 'organica'))).toEqual(['Cúrcuma Orgánica']);
        expect(titles(await search(c.api, 'ashwagandha'))).toEqual(['Ashwagandha en Cápsulas']);
        expect(await search(c.api, 'maca')).toEqual([]);
        expect(await reconcileSearchIndex(c.runtime, searchSources)).toEqual({ changed: 0, skipped: 0 });
      } finally {
        await c.close();
      }
    });

    it('a search while the sources are being compared waits for that, then answers as reconciled', async () => {
      const c = await createTestContext(dialect);
      try {
        await changeBehindTheIndex(c);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        // the products' source answers the comparison (no refs) only once released
        const sources = searchSources.map((s) =>
          s.tipo === 'producto'
            ? {
                ...s,
                documents: async (db: Db, refs?: readonly string[]) => (refs ? s.documents(db, refs) : held.then(() => s.documents(db))),
              }
            : s,
        );
        const running = reconcileSearchIndex(c.runtime, sources);
        let answered = false;
        const answer = search(c.api, 'organica').then((r) => ((answered = true), r));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false);
        release();
        expect(titles(await answer)).toEqual(['Cúrcuma Orgánica']);
        await running;
      } finally {
        await c.close();
      }
    });

    it('a runtime starts without touching the index; two reconciling together leave one correct index', async () => {
      const c = await createTestContext(dialect);
      const runtimes: Runtime[] = [];
      /** c's answers, once the public-read cache has let go of the other instances' writes. */
      const fresh = async (q: string) => {
        c.clock.set(new Date(c.clock.now().getTime() + CONTENT_CACHE_TTL_MS + 1));
        return titles(await search(c.api, q));
      };
      try {
        await changeBehindTheIndex(c);
        for (let i = 0; i < 2; i++) runtimes.push(await createRuntime(c.config, createLogger('silent'), c.clock.now));
        const [first, second] = runtimes;
        // created, not started: the stale row is still there
        expect(await fresh('moringa')).toEqual(['Moringa Orgánica']);
        // one is held before its first batch while the other writes everything: it then writes nothing
        let release!: () => void;
        const held = new Promise<boolean>((resolve) => (release = () => resolve(true)));
        let asked = 0;
        const running = reconcileSearchIndex(first, searchSources, () => (asked++ ? true : held));
        await vi.waitUntil(() => asked > 0);
        expect(await second.searchIndex.run()).toEqual({ changed: 3, skipped: 0 });
        release();
        expect(await running).toEqual({ changed: 0, skipped: 0 });
        expect(await fresh('moringa')).toEqual([]);
        expect(await fresh('organica')).toEqual(['Cúrcuma Orgánica']);
        expect(await fresh('ashwagandha')).toEqual(['Ashwagandha en Cápsulas']);
        expect(await fresh('maca')).toEqual([]);
        if (dialect === 'mysql') {
          // truly at once (one process's SQLite connections cannot wait for each other without blocking it)
          await c.db.updateTable('productos').set({ nombre: 'Jengibre Orgánico' }).where('nombre', '=', 'Cúrcuma Orgánica').execute();
          const counts = await Promise.all(runtimes.map((r) => r.searchIndex.run()));
          expect(counts.reduce((n, r) => n + r.changed, 0)).toBeGreaterThanOrEqual(1);
          expect(await fresh('organica')).toEqual(['Jengibre Orgánico']);
        }
        expect(await c.runtime.searchIndex.run()).toEqual({ changed: 0, skipped: 0 });
        const rows = await c.db.selectFrom('busqueda_documentos').select('ref').where('tipo', '=', 'producto').execute();
        expect(rows).toHaveLength(2);
      } finally {
        for (const r of runtimes) await r.close();
        await c.close();
      }
    });
  });
}
