import { CATEGORIAS, PRODUCT_ORDERS, type Categoria, type CategoriaSlug, type ProductOrder } from '@app/shared/shop-public';

export function categoriaBySlug(slug: string | null | undefined): Categoria | undefined {
  return CATEGORIAS.find((c) => c.slug === slug);
}

export const isCategoriaSlug = (value: string | null): value is CategoriaSlug => categoriaBySlug(value) !== undefined;

export const isProductOrder = (value: string | null): value is ProductOrder => PRODUCT_ORDERS.includes(value as ProductOrder);

/** The sort select's options, in the API's order. */
export const ORDER_LABELS: Record<ProductOrder, string> = {
  relevancia: 'Más relevantes',
  precio_asc: 'Precio: menor a mayor',
  precio_desc: 'Precio: mayor a menor',
  nombre: 'Nombre (A–Z)',
};

/** The WhatsApp message of "Pedir por WhatsApp": the product, its presentation, the quantity and its address. */
export function whatsappOrderText(p: { nombre: string; presentacion: string }, cantidad: number, pageUrl: string): string {
  return `Hola, quiero pedir ${cantidad} × ${p.nombre} (${p.presentacion}). ${pageUrl}`;
}

export const productPath = (slug: string) => `/tienda/${slug}`;
