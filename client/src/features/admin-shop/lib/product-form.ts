import { z } from 'zod';
import { productInputSchema, type AdminProduct, type CategoriaSlug, type ProductInput } from '@app/shared/shop';
import { parseWholeNumber, wholeNumberText } from '../../../components/admin-kit/whole-number';

/**
 * What the product form holds (text in every number field, so "95.000" can be typed), turned into
 * the shared payload: a blank price is no number (the schema's message), a blank "precio antes" or
 * stock is null (none / not tracked), a blank order 0.
 */
export const productFormSchema = z
  .object({
    nombre: z.string(),
    slug: z.string(),
    categoria: z.string(),
    resumen: z.string(),
    descripcion: z.string(),
    precio: z.string(),
    precioAntes: z.string(),
    stock: z.string(),
    presentacion: z.string(),
    registroInvima: z.string(),
    activo: z.boolean(),
    orden: z.string(),
  })
  .transform((v): ProductInput => ({
    ...v,
    // the enum check is the shared schema's (its message names the five categories)
    categoria: v.categoria as CategoriaSlug,
    precio: parseWholeNumber(v.precio) ?? Number.NaN,
    precioAntes: parseWholeNumber(v.precioAntes),
    stock: parseWholeNumber(v.stock),
    orden: parseWholeNumber(v.orden) ?? 0,
  }))
  .pipe(productInputSchema);

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT: ProductFormValues = {
  nombre: '',
  slug: '',
  categoria: '',
  resumen: '',
  descripcion: '',
  precio: '',
  precioAntes: '',
  stock: '',
  presentacion: '',
  registroInvima: '',
  activo: true,
  orden: '0',
};

export const productFormValues = (p: AdminProduct): ProductFormValues => ({
  nombre: p.nombre,
  slug: p.slug,
  categoria: p.categoria,
  resumen: p.resumen,
  descripcion: p.descripcion,
  precio: wholeNumberText(p.precio),
  precioAntes: wholeNumberText(p.precioAntes),
  stock: p.stock === null ? '' : String(p.stock),
  presentacion: p.presentacion,
  registroInvima: p.registroInvima ?? '',
  activo: p.activo,
  orden: String(p.orden),
});
