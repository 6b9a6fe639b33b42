/**
 * The shop's catalog: the five categories, the admin product payload, the public
 * query and the shapes both sides read. Server routes validate with these schemas; the shop and
 * the admin screens use the same ones.
 */
import { z } from 'zod';
import { requiredText, wholePesos } from './fields.js';

// Zod-free, for the public pages' JavaScript (shop-public.ts).
export { CATEGORIAS, CATEGORIA_SLUGS, PRODUCT_ORDERS, SHOP_ENDPOINTS } from './shop-public.js';
export type { Categoria, CategoriaSlug, ProductOrder } from './shop-public.js';
import { CATEGORIA_SLUGS, PRODUCT_ORDERS, type CategoriaSlug } from './shop-public.js';
import { SLUG_MAX, SLUG_PATTERN } from './slug.js';
import { foldForSearch } from './search-public.js';
// The slug rule is shared with the blog (slug.ts); the shop's callers keep importing it from here.
export { SLUG_PATTERN, slugify } from './slug.js';

export const PRODUCT_LIMITS = {
  nombre: 150,
  slug: SLUG_MAX,
  resumen: 300,
  descripcion: 10000,
  presentacion: 100,
  registroInvima: 60,
  /** Whole pesos; far above any product, low enough to stay an exact integer everywhere. */
  precio: 100_000_000,
  stock: 1_000_000,
  orden: 100_000,
  imagenes: 6,
  alt: 200,
  busqueda: 100,
} as const;

export const SHOP_MESSAGES = {
  productNotFound: 'Producto no encontrado.',
  imageNotFound: 'Imagen no encontrada.',
  nombreRequired: 'El nombre es obligatorio.',
  nombreTooLong: `El nombre admite hasta ${PRODUCT_LIMITS.nombre} caracteres.`,
  slugInvalid: 'La dirección (slug) solo admite letras, números y guiones.',
  slugTooLong: `La dirección (slug) admite hasta ${PRODUCT_LIMITS.slug} caracteres.`,
  slugTaken: 'Ya existe otro producto con esa dirección (slug).',
  categoriaInvalid: 'Elige una de las cinco categorías de la tienda.',
  resumenRequired: 'El resumen es obligatorio.',
  resumenTooLong: `El resumen admite hasta ${PRODUCT_LIMITS.resumen} caracteres.`,
  descripcionTooLong: `La descripción admite hasta ${PRODUCT_LIMITS.descripcion} caracteres.`,
  precioInvalid: 'El precio debe ser un número entero de pesos mayor que cero.',
  precioAntesInvalid: 'El precio antes debe ser un número entero de pesos mayor que el precio.',
  stockInvalid: 'El stock debe ser un número entero de unidades (0 o más), o vacío si no se controla.',
  presentacionRequired: 'La presentación es obligatoria (por ejemplo "750 g" o "30 porciones").',
  presentacionTooLong: `La presentación admite hasta ${PRODUCT_LIMITS.presentacion} caracteres.`,
  invimaTooLong: `El registro INVIMA admite hasta ${PRODUCT_LIMITS.registroInvima} caracteres.`,
  activoInvalid: 'Indica si el producto está activo.',
  ordenInvalid: `El orden debe ser un número entero entre 0 y ${PRODUCT_LIMITS.orden}.`,
  altRequired: 'Describe la imagen (texto alternativo) para quien no puede verla.',
  altTooLong: `El texto alternativo admite hasta ${PRODUCT_LIMITS.alt} caracteres.`,
  tooManyImages: `Un producto admite hasta ${PRODUCT_LIMITS.imagenes} imágenes.`,
  imageOrderInvalid: 'El nuevo orden debe nombrar cada imagen del producto una sola vez.',
  ordenQueryInvalid: 'El orden debe ser relevancia, precio_asc, precio_desc o nombre.',
  busquedaTooLong: `La búsqueda admite hasta ${PRODUCT_LIMITS.busqueda} caracteres.`,
  queryInvalid: 'Parámetro de búsqueda inválido.',
  productCreated: 'Producto creado.',
  productSaved: 'Producto guardado.',
  productArchived: 'Producto archivado: ya no se muestra en la tienda ni en la lista.',
  imageAdded: 'Imagen agregada.',
  imageReplaced: 'Imagen reemplazada.',
  imageRemoved: 'Imagen eliminada.',
  imagesReordered: 'Orden de las imágenes guardado.',
  selectImage: 'Por favor, selecciona una imagen.',
} as const;

/** The multipart field of a product image and of its alt text. */
export const PRODUCT_IMAGE_FIELDS = { file: 'imagen', alt: 'alt' } as const;

/** The folded form search compares (case and accents ignored on both databases alike): the site search's fold. */
export { foldForSearch };

/** What a product's search matches: its name first (relevance reads a match at the start), folded. */
export const productSearchText = (p: { nombre: string; presentacion: string; resumen: string }): string =>
  foldForSearch(`${p.nombre} ${p.presentacion} ${p.resumen}`).slice(0, 600);

const pesos = (message: string) => wholePesos(message, { min: 1, max: PRODUCT_LIMITS.precio });

/** The admin product payload (POST and PUT; a PUT accepts what the GET returned: extra keys are ignored). */
export const productInputSchema = z
  .object({
    nombre: requiredText(SHOP_MESSAGES.nombreRequired, PRODUCT_LIMITS.nombre, SHOP_MESSAGES.nombreTooLong),
    /** Blank or absent: made from the name (unique, suffixed on collision). */
    slug: z
      .string({ error: SHOP_MESSAGES.slugInvalid })
      .trim()
      .max(PRODUCT_LIMITS.slug, SHOP_MESSAGES.slugTooLong)
      .nullish()
      .transform((s) => (s ? s.toLowerCase() : null))
      .refine((s) => s === null || SLUG_PATTERN.test(s), SHOP_MESSAGES.slugInvalid),
    categoria: z.enum(CATEGORIA_SLUGS, { error: SHOP_MESSAGES.categoriaInvalid }),
    resumen: requiredText(SHOP_MESSAGES.resumenRequired, PRODUCT_LIMITS.resumen, SHOP_MESSAGES.resumenTooLong),
    descripcion: z
      .string({ error: SHOP_MESSAGES.descripcionTooLong })
      .trim()
      .max(PRODUCT_LIMITS.descripcion, SHOP_MESSAGES.descripcionTooLong)
      .default(''),
    precio: pesos(SHOP_MESSAGES.precioInvalid),
    precioAntes: pesos(SHOP_MESSAGES.precioAntesInvalid).nullable().default(null),
    stock: z
      .number({ error: SHOP_MESSAGES.stockInvalid })
      .int(SHOP_MESSAGES.stockInvalid)
      .min(0, SHOP_MESSAGES.stockInvalid)
      .max(PRODUCT_LIMITS.stock, SHOP_MESSAGES.stockInvalid)
      .nullable()
      .default(null),
    presentacion: requiredText(SHOP_MESSAGES.presentacionRequired, PRODUCT_LIMITS.presentacion, SHOP_MESSAGES.presentacionTooLong),
    registroInvima: z
      .string({ error: SHOP_MESSAGES.invimaTooLong })
      .trim()
      .max(PRODUCT_LIMITS.registroInvima, SHOP_MESSAGES.invimaTooLong)
      .nullish()
      .transform((s) => s || null),
    activo: z.boolean({ error: SHOP_MESSAGES.activoInvalid }),
    orden: z
      .number({ error: SHOP_MESSAGES.ordenInvalid })
      .int(SHOP_MESSAGES.ordenInvalid)
      .min(0, SHOP_MESSAGES.ordenInvalid)
      .max(PRODUCT_LIMITS.orden, SHOP_MESSAGES.ordenInvalid)
      .default(0),
  })
  .refine((p) => p.precioAntes === null || p.precioAntes > p.precio, {
    path: ['precioAntes'],
    message: SHOP_MESSAGES.precioAntesInvalid,
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

/** Alt text of an uploaded image (multipart field `alt`), and the JSON of an alt-only edit. */
export const productImageAltSchema = z.object({
  alt: requiredText(SHOP_MESSAGES.altRequired, PRODUCT_LIMITS.alt, SHOP_MESSAGES.altTooLong),
});

/** The images' new order: every id of the product's images, once, cover first. */
export const productImageOrderSchema = z.object({
  ids: z
    .array(
      z.number({ error: SHOP_MESSAGES.imageOrderInvalid }).int(SHOP_MESSAGES.imageOrderInvalid).positive(SHOP_MESSAGES.imageOrderInvalid),
      {
        error: SHOP_MESSAGES.imageOrderInvalid,
      },
    )
    .min(1, SHOP_MESSAGES.imageOrderInvalid)
    .max(PRODUCT_LIMITS.imagenes, SHOP_MESSAGES.imageOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, SHOP_MESSAGES.imageOrderInvalid),
});

/** `GET /api/productos` query: every parameter optional; a repeated one is refused. */
export const productQuerySchema = z.object({
  categoria: z.enum(CATEGORIA_SLUGS, { error: SHOP_MESSAGES.categoriaInvalid }).optional(),
  q: z
    .string({ error: SHOP_MESSAGES.queryInvalid })
    .max(PRODUCT_LIMITS.busqueda, SHOP_MESSAGES.busquedaTooLong)
    .transform(foldForSearch)
    .optional(),
  orden: z.enum(PRODUCT_ORDERS, { error: SHOP_MESSAGES.ordenQueryInvalid }).default('relevancia'),
});
export type ProductQuery = z.output<typeof productQuerySchema>;

export interface ProductImage {
  id: number;
  /** 'uploads/productos/….webp' (its responsive widths beside it, see media.ts). */
  path: string;
  alt: string;
}

/** One card of the shop. */
export interface ProductSummary {
  id: number;
  slug: string;
  nombre: string;
  categoria: CategoriaSlug;
  precio: number;
  precioAntes: number | null;
  resumen: string;
  presentacion: string;
  /** The cover (first image), or null while the product has none. */
  imagen: ProductImage | null;
  /** False when its stock is tracked and at 0 ("Agotado"). */
  disponible: boolean;
}

/** The product page. */
export interface ProductDetail extends ProductSummary {
  descripcion: string;
  registroInvima: string | null;
  imagenes: ProductImage[];
}

/** A product as the back office sees it: the payload's keys plus what the server keeps. */
export interface AdminProduct {
  id: number;
  nombre: string;
  slug: string;
  categoria: CategoriaSlug;
  resumen: string;
  descripcion: string;
  precio: number;
  precioAntes: number | null;
  stock: number | null;
  presentacion: string;
  registroInvima: string | null;
  activo: boolean;
  orden: number;
  imagenes: ProductImage[];
  createdAt: string;
  updatedAt: string;
}
