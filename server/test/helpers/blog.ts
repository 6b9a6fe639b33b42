import { expect } from 'vitest';
import type { AdminPost, PostInput } from '@app/shared/blog';
import type { TestContext } from './test-app.js';

/** A valid admin payload (a published post); `over` changes some keys. */
export const postPayload = (over: Partial<PostInput> = {}): PostInput => ({
  titulo: 'Avena nocturna con frutos rojos',
  slug: null,
  extracto: 'Un desayuno que se prepara la noche anterior y está listo al despertar.',
  cuerpo: '## Ingredientes\n\n- ½ taza de avena\n- 1 taza de leche\n\n## Preparación\n\nMezcla todo y déjalo en la nevera.',
  etiquetas: ['Recetas'],
  estado: 'publicado',
  publicarEn: null,
  seoTitulo: null,
  seoDescripcion: null,
  ...over,
});

export const adminAuth = (c: TestContext) => `Bearer ${c.adminToken()}`;

export async function createPost(c: TestContext, over: Partial<PostInput> = {}): Promise<AdminPost> {
  const res = await c.api.post('/api/admin/blog').set('Authorization', adminAuth(c)).send(postPayload(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminPost;
}

export async function updatePost(c: TestContext, id: number, payload: object): Promise<AdminPost> {
  const res = await c.api.put(`/api/admin/blog/${id}`).set('Authorization', adminAuth(c)).send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminPost;
}
