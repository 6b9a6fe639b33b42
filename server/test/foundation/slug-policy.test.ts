import { expect, it } from 'vitest';
import { BLOG_ENDPOINTS, BLOG_MESSAGES } from '@app/shared/blog';
import { RETO_ENDPOINTS, RETO_MESSAGES, type RetoInput } from '@app/shared/retos';
import { SHOP_ENDPOINTS, SHOP_MESSAGES } from '@app/shared/shop';
import { describeEachDb, type TestContext } from '../helpers/test-app.js';
import { postPayload } from '../helpers/blog.js';
import { productPayload } from '../helpers/products.js';

/**
 * The one slug policy (server/src/db/slugs.ts), the same for the three kinds a public address names
 * by slug: made from the name, suffixed on a collision, a fallback for a name without letters, a
 * slug asked for refused when another row has it, and a changed slug kept as a former one whose
 * public read is a 301 to the current address until another row takes it.
 */

const retoPayload = (over: Partial<RetoInput> = {}): RetoInput => ({
  nombre: 'Reto 21 días',
  titular: 'Convierte la alimentación sana en un hábito',
  descripcion: 'Primera semana: ordenar.\n\nSegunda semana: equilibrar.',
  dias: 21,
  precio: 180000,
  incluye: ['Plan diario'],
  beneficios: ['Hábitos que se quedan'],
  metaDescripcion: 'Reto de 21 días con plan y seguimiento.',
  activo: true,
  orden: 0,
  kit: [],
  ...over,
});

interface Kind {
  name: string;
  /** The admin collection (POST) and a row's path (PUT). */
  admin: string;
  /** A payload with this name (and slug, when given). */
  payload: (name: string, slug?: string) => object;
  /** The public API path of a slug. */
  publicPath: (slug: string) => string;
  fallback: string;
  takenMessage: string;
}

const KINDS: Kind[] = [
  {
    name: 'products',
    admin: '/api/admin/productos',
    payload: (nombre, slug) => productPayload({ nombre, ...(slug ? { slug } : {}) }),
    publicPath: (slug) => `/api${SHOP_ENDPOINTS.producto(slug)}`,
    fallback: 'producto',
    takenMessage: SHOP_MESSAGES.slugTaken,
  },
  {
    name: 'blog posts',
    admin: '/api/admin/blog',
    payload: (titulo, slug) => postPayload({ titulo, slug: slug ?? null }),
    publicPath: (slug) => `/api${BLOG_ENDPOINTS.entrada(slug)}`,
    fallback: 'entrada',
    takenMessage: BLOG_MESSAGES.slugTaken,
  },
  {
    name: 'retos',
    admin: '/api/admin/retos',
    payload: (nombre, slug) => retoPayload({ nombre, slug: slug ?? null }),
    publicPath: (slug) => `/api${RETO_ENDPOINTS.reto(slug)}`,
    fallback: 'reto',
    takenMessage: RETO_MESSAGES.slugTaken,
  },
];

const auth = (c: TestContext) => `Bearer ${c.adminToken()}`;

async function create(c: TestContext, kind: Kind, name: string, slug?: string) {
  const res = await c.api.post(kind.admin).set('Authorization', auth(c)).send(kind.payload(name, slug));
  return { status: res.status, body: res.body as { id: number; slug: string; message?: string } };
}

async function rename(c: TestContext, kind: Kind, id: number, name: string, slug: string) {
  const res = await c.api.put(`${kind.admin}/${id}`).set('Authorization', auth(c)).send(kind.payload(name, slug));
  return { status: res.status, body: res.body as { slug: string; message?: string } };
}

describeEachDb('One slug policy for products, posts and retos', (ctx) => {
  it.each(KINDS)('$name: made from the name, suffixed on a collision, a fallback without letters', async (kind) => {
    const c = ctx();
    const first = await create(c, kind, `Ñame Ácido ${kind.fallback}`);
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe(`name-acido-${kind.fallback}`);
    expect((await create(c, kind, `Ñame ácido ${kind.fallback}`)).body.slug).toBe(`name-acido-${kind.fallback}-2`);
    expect((await create(c, kind, '¡¿!?')).body.slug).toBe(kind.fallback);
  });

  it.each(KINDS)('$name: a slug asked for that another row has is a 409 with the kind’s message', async (kind) => {
    const c = ctx();
    const owner = await create(c, kind, 'Dueño del slug', `ocupado-${kind.fallback}`);
    expect(owner.status).toBe(201);
    const other = await create(c, kind, 'Otro', `ocupado-${kind.fallback}`);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(kind.takenMessage);
    const second = await create(c, kind, 'Segundo');
    expect((await rename(c, kind, second.body.id, 'Segundo', `ocupado-${kind.fallback}`)).status).toBe(409);
    // its own slug is no collision
    expect((await rename(c, kind, owner.body.id, 'Dueño del slug', `ocupado-${kind.fallback}`)).status).toBe(200);
  });

  it.each(KINDS)('$name: a changed slug answers 301 to the current one, until another row takes it', async (kind) => {
    const c = ctx();
    const row = await create(c, kind, 'Nombre primero', `primero-${kind.fallback}`);
    expect((await c.api.get(kind.publicPath(`primero-${kind.fallback}`))).status).toBe(200);
    expect((await rename(c, kind, row.body.id, 'Nombre segundo', `segundo-${kind.fallback}`)).body.slug).toBe(`segundo-${kind.fallback}`);
    expect((await rename(c, kind, row.body.id, 'Nombre tercero', `tercero-${kind.fallback}`)).status).toBe(200);

    // both former slugs lead to the current one
    for (const former of [`primero-${kind.fallback}`, `segundo-${kind.fallback}`]) {
      const moved = await c.api.get(kind.publicPath(former)).redirects(0);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(kind.publicPath(`tercero-${kind.fallback}`));
      expect(moved.body).toEqual({ slug: `tercero-${kind.fallback}` });
    }
    expect((await c.api.get(kind.publicPath(`tercero-${kind.fallback}`))).status).toBe(200);

    // a new row taking a former slug answers there itself
    const taker = await create(c, kind, 'Otro dueño', `primero-${kind.fallback}`);
    expect(taker.status).toBe(201);
    const own = await c.api.get(kind.publicPath(`primero-${kind.fallback}`)).redirects(0);
    expect(own.status).toBe(200);
    expect((own.body as { slug: string }).slug).toBe(`primero-${kind.fallback}`);

    // a slug nobody had is the kind's 404
    expect((await c.api.get(kind.publicPath(`nunca-${kind.fallback}`))).status).toBe(404);
  });
});
