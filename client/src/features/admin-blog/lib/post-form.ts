import { postInputSchema, type AdminPost, type PostInput } from '@app/shared/blog';

/**
 * The editor's form is the shared payload itself (`postInputSchema`): `publicarEn` is the
 * `datetime-local` input's own text (yyyy-MM-ddTHH:mm, Colombia time), which the server turns into
 * the UTC instant it stores. Optional texts start as '' so every input is controlled.
 */
export const postFormSchema = postInputSchema;

export type PostFormValues = PostInput;

export const EMPTY_POST: PostFormValues = {
  titulo: '',
  slug: '',
  extracto: '',
  cuerpo: '',
  etiquetas: [],
  estado: 'borrador',
  publicarEn: '',
  seoTitulo: '',
  seoDescripcion: '',
};

export const postFormValues = (p: AdminPost): PostFormValues => ({
  titulo: p.titulo,
  slug: p.slug,
  extracto: p.extracto,
  cuerpo: p.cuerpo,
  etiquetas: [...p.etiquetas],
  estado: p.estado,
  publicarEn: p.publicarEn ?? '',
  seoTitulo: p.seoTitulo ?? '',
  seoDescripcion: p.seoDescripcion ?? '',
});
