import { describe, expect, it } from 'vitest';
import { queryStems, type SearchTipo } from '@app/shared/search';
import { createLogger } from '../../lib/logger.js';
import { createRuntime, type Runtime } from '../../runtime.js';
import { DIALECTS, createTestContext, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct, productPayload } from '../../../test/helpers/products.js';
import { adminAuth } from '../../../test/helpers/blog.js';
import { syncSearchDocuments } from './search-index.js';
import { SEARCH_SYNC_MS } from './search-replica.js';
import { createSearchService } from './search.service.js';
import type { SearchDocument, SearchSource } from './search-document.js';
import type { Db } from '../../db/database.js';

/** A search service on `c`'s database whose log lines the test reads (the full reads of the index). */
function serviceOf(c: TestContext) {
  const lines: { msg: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
  const service = createSearchService({ db: c.db, logger, clock: c.clock.now });
  return {
    titles: async (q: string) => (await service.results(queryStems(q))).map((r) => r.titulo),
    fullReads: () => lines.filter((l) => l.msg === 'search index read into memory').length,
  };
}

/** A source of pages written straight to the index through `db` (another instance's connection). */
const pages = (docs: Omit<SearchDocument, 'resumen' | 'fecha' | 'texto'>[]): SearchSource => ({
  tipo: 'pagina' as SearchTipo,
  documents: async (_db: Db, refs?: readonly string[]) =>
    docs.filter((d) => !refs || refs.includes(d.ref)).map((d) => ({ ...d, resumen: '', fecha: null, texto: '' })),
});

/**
 * `body` with a second runtime on `c`'s database, as a second server process would be (its writes
 * reach `c`'s copy only through the database), the clock fixed; `later()` moves it SEARCH_SYNC_MS on.
 */
async function withAnotherInstance(
  dialect: (typeof DIALECTS)[number],
  body: (c: TestContext, other: Runtime, later: () => void) => Promise<void>,
) {
  const c = await createTestContext(dialect);
  let other: Runtime | undefined;
  try {
    c.clock.set('2026-12-01T12:00:00Z');
    other = await createRuntime(c.config, createLogger('silent'), c.clock.now);
    await body(c, other, () => c.clock.set(new Date(c.clock.now().getTime() + SEARCH_SYNC_MS)));
  } finally {
    await other?.close();
    await c.close();
  }
}

for (const dialect of DIALECTS) {
  describe(`The search's copy of the index in memory [${dialect}]`, () => {
    it('reads the whole index once, then only what this instance changed, at its commit', async () => {
      const c = await createTestContext(dialect);
      try {
        await createProduct(c, { nombre: 'Moringa en Polvo' });
        const s = serviceOf(c);
        expect(await s.titles('moringa')).toEqual(['Moringa en Polvo']);
        expect(s.fullReads()).toBe(1);
        const maca = await createProduct(c, { nombre: 'Maca Andina' });
        expect(await s.titles('maca')).toEqual(['Maca Andina']);
        await c.api
          .put(`/api/admin/productos/${maca.id}`)
          .set('Authorization', adminAuth(c))
          .send(productPayload({ nombre: 'Maca Negra' }))
          .expect(200);
        expect(await s.titles('maca')).toEqual(['Maca Negra']);
        expect(await s.titles('andina')).toEqual([]);
        await c.api.delete(`/api/admin/productos/${maca.id}`).set('Authorization', adminAuth(c)).expect(200);
        expect(await s.titles('maca')).toEqual([]);
        expect(s.fullReads()).toBe(1);
      } finally {
        await c.close();
      }
    });

    it("finds another instance's changes once SEARCH_SYNC_MS have passed on the clock, reading only them", () =>
      withAnotherInstance(dialect, async (c, other, later) => {
        const s = serviceOf(c);
        expect(await s.titles('kombucha')).toEqual([]);
        const source = pages([{ ref: '/kombucha', titulo: 'Kombucha casera', url: '/kombucha' }]);
        await other.db.transaction().execute((trx) => syncSearchDocuments(trx, source, ['/kombucha']));
        // not asked yet: the copy was checked less than SEARCH_SYNC_MS ago
        expect(await s.titles('kombucha')).toEqual([]);
        later();
        expect(await s.titles('kombucha')).toEqual(['Kombucha casera']);
        expect(s.fullReads()).toBe(1);

        // edited through the other instance: a new row, the old one gone
        const renamed = pages([{ ref: '/kombucha', titulo: 'Kombucha de jengibre', url: '/kombucha' }]);
        await other.db.transaction().execute((trx) => syncSearchDocuments(trx, renamed, ['/kombucha']));
        later();
        expect(await s.titles('kombucha')).toEqual(['Kombucha de jengibre']);
        expect(await s.titles('casera')).toEqual([]);
        expect(s.fullReads()).toBe(1);
      }));

    it('reads the whole index again once more documents left it than are left', () =>
      withAnotherInstance(dialect, async (c, other, later) => {
        const names = ['Avena', 'Quinua', 'Chía', 'Linaza'];
        const source = pages(names.map((n) => ({ ref: `/${n}`, titulo: `${n} en hojuelas`, url: `/${n}` })));
        await other.db.transaction().execute((trx) =>
          syncSearchDocuments(
            trx,
            source,
            names.map((n) => `/${n}`),
          ),
        );
        const s = serviceOf(c);
        expect(await s.titles('hojuelas')).toHaveLength(4);
        // one removed: followed in place
        await other.db.deleteFrom('busqueda_documentos').where('ref', '=', '/Avena').execute();
        later();
        expect(await s.titles('hojuelas')).toHaveLength(3);
        expect(s.fullReads()).toBe(1);
        // every other one removed too (the site's pages with them): more gone than left, read again from scratch
        await other.db.deleteFrom('busqueda_documentos').where('ref', '!=', '/Quinua').execute();
        later();
        expect(await s.titles('hojuelas')).toEqual(['Quinua en hojuelas']);
        expect(s.fullReads()).toBe(2);
      }));
  });
}
