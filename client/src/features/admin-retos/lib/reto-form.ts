import { z } from 'zod';
import { parseWholeNumber } from '@app/shared/fields';
import { formatWhole } from '@app/shared/format';
import { retoInputSchema, type AdminReto, type RetoInput } from '@app/shared/retos';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * What the reto form holds (text in the number fields, one list item per line), turned into the
 * shared payload, whose messages then say what is wrong.
 */
export const retoFormSchema = z
  .object({
    nombre: z.string(),
    slug: z.string(),
    titular: z.string(),
    descripcion: z.string(),
    dias: z.string(),
    precio: z.string(),
    incluye: z.string(),
    beneficios: z.string(),
    metaDescripcion: z.string(),
    activo: z.boolean(),
    orden: z.string(),
    kit: z.array(z.string()),
  })
  .transform((v): RetoInput => ({
    ...v,
    dias: /^\d+$/.test(v.dias.trim()) ? Number(v.dias.trim()) : Number.NaN,
    // whole pesos as typed (fields.ts); blank is no number: a price is required
    precio: parseWholeNumber(v.precio) ?? Number.NaN,
    incluye: lines(v.incluye),
    beneficios: lines(v.beneficios),
    orden: /^\d+$/.test(v.orden.trim()) ? Number(v.orden.trim()) : 0,
    kit: v.kit.map(Number),
  }))
  .pipe(retoInputSchema);

export type RetoFormValues = z.input<typeof retoFormSchema>;
export type RetoFormOutput = z.output<typeof retoFormSchema>;

export const EMPTY_RETO: RetoFormValues = {
  nombre: '',
  slug: '',
  titular: '',
  descripcion: '',
  dias: '',
  precio: '',
  incluye: '',
  beneficios: '',
  metaDescripcion: '',
  activo: true,
  orden: '0',
  kit: [],
};

export const retoFormValues = (r: AdminReto): RetoFormValues => ({
  nombre: r.nombre,
  slug: r.slug,
  titular: r.titular,
  descripcion: r.descripcion,
  dias: String(r.dias),
  precio: formatWhole(r.precio),
  incluye: r.incluye.join('\n'),
  beneficios: r.beneficios.join('\n'),
  metaDescripcion: r.metaDescripcion,
  activo: r.activo,
  orden: String(r.orden),
  kit: r.kit.map((p) => String(p.id)),
});
