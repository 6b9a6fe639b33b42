import { z } from 'zod';
import { retoInputSchema, type AdminReto, type RetoInput } from '@app/shared/retos';

/** "95.000", "95000" or "$ 95.000": whole pesos (a dot or comma only ever groups thousands); NaN otherwise. */
export function parsePesos(text: string): number {
  const cleaned = text.replace(/[$\s\u00a0]/g, '');
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(cleaned)) return Number(cleaned.replace(/\D/g, ''));
  return Number.NaN;
}

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
    precio: parsePesos(v.precio),
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

const grouped = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

export const retoFormValues = (r: AdminReto): RetoFormValues => ({
  nombre: r.nombre,
  slug: r.slug,
  titular: r.titular,
  descripcion: r.descripcion,
  dias: String(r.dias),
  precio: grouped.format(r.precio),
  incluye: r.incluye.join('\n'),
  beneficios: r.beneficios.join('\n'),
  metaDescripcion: r.metaDescripcion,
  activo: r.activo,
  orden: String(r.orden),
  kit: r.kit.map((p) => String(p.id)),
});
