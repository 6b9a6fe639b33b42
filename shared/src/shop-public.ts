/**
 * What the shop's public pages need from the shared contract, without zod: the
 * categories, the sort orders, the endpoints and the way a price is written. The schema modules
 * (`shop.ts`, `orders.ts`) re-export these; a page that imports a value from them brings zod
 * (≈ 35 KB gzipped) into its JavaScript, one that imports from here does not.
 */

/** The home page's five category cards (their names and subtitles exactly as the cards show them). */
export const CATEGORIAS = [
  { slug: 'nutricion-interna', nombre: 'Nutrición Interna', subtitulo: 'Nutre tus Organos' },
  { slug: 'nutricion-externa', nombre: 'Nutrición Externa', subtitulo: 'Nutre tu Piel' },
  { slug: 'nutricion-especifica', nombre: 'Nutrición Expecifica', subtitulo: 'Logra tus Objetivos' },
  { slug: 'nutricion-deportiva', nombre: 'Nutrición Deportiva', subtitulo: 'Enfocate en tus metas' },
  { slug: 'planes-para-ti', nombre: 'Planes para ti', subtitulo: 'Retos a tu Medida' },
] as const;

export type Categoria = (typeof CATEGORIAS)[number];
export type CategoriaSlug = Categoria['slug'];
export const CATEGORIA_SLUGS = CATEGORIAS.map((c) => c.slug) as [CategoriaSlug, ...CategoriaSlug[]];

/**
 * Food supplements (Resolución 3249 de 2006, INVIMA): their page carries the legend the rule asks
 * for. Skin care and the coaching plans are not supplements.
 */
const SUPPLEMENT_CATEGORIES: ReadonlySet<CategoriaSlug> = new Set(['nutricion-interna', 'nutricion-especifica', 'nutricion-deportiva']);

export const isSupplement = (categoria: CategoriaSlug) => SUPPLEMENT_CATEGORIES.has(categoria);

export const SUPPLEMENT_LEGEND = 'Este producto es un suplemento dietario, no es un medicamento y no suple una alimentación equilibrada.';

export const PRODUCT_ORDERS = ['relevancia', 'precio_asc', 'precio_desc', 'nombre'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

export const SHOP_ENDPOINTS = {
  categorias: '/categorias',
  productos: '/productos',
  producto: (slug: string) => `/productos/${encodeURIComponent(slug)}`,
  adminProductos: '/admin/productos',
  adminProducto: (id: number) => `/admin/productos/${id}`,
  adminImagenes: (id: number) => `/admin/productos/${id}/imagenes`,
  adminImagenOrden: (id: number) => `/admin/productos/${id}/imagenes/orden`,
  adminImagen: (id: number, imagenId: number) => `/admin/productos/${id}/imagenes/${imagenId}`,
  adminImagenArchivo: (id: number, imagenId: number) => `/admin/productos/${id}/imagenes/${imagenId}/archivo`,
} as const;

export const ORDER_ENDPOINTS = {
  cotizar: '/pedidos/cotizar',
  pedidos: '/pedidos',
  seguimiento: (token: string) => `/pedidos/seguimiento/${encodeURIComponent(token)}`,
  cancelar: (token: string) => `/pedidos/seguimiento/${encodeURIComponent(token)}/cancelar`,
  confirmar: (token: string) => `/pedidos/seguimiento/${encodeURIComponent(token)}/confirmar`,
  /** The result of an online payment, and paying again or by another method. */
  resultado: (token: string) => `/pedidos/seguimiento/${encodeURIComponent(token)}/resultado`,
  pago: (token: string) => `/pedidos/seguimiento/${encodeURIComponent(token)}/pago`,
  ajustesPublicos: '/tienda/ajustes',
  adminPedidos: '/admin/pedidos',
  adminPedido: (id: number) => `/admin/pedidos/${id}`,
  adminEstado: (id: number) => `/admin/pedidos/${id}/estado`,
  adminConfirmar: (id: number) => `/admin/pedidos/${id}/confirmar`,
  adminConsultarWompi: (id: number) => `/admin/pedidos/${id}/wompi/consultar`,
  adminAlertasWompi: '/admin/pagos/wompi/alertas',
  adminExport: '/admin/pedidos/export.csv',
  adminAjustes: '/admin/tienda/ajustes',
} as const;

/** "$ 95.000": the one way a price is written (format.ts, built once for the dozen prices of an order's e-mails). */
export { formatPesos } from './format';
