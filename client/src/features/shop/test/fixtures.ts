import type { ProductDetail, ProductSummary } from '@app/shared/shop';
import { isOfferedLine, type OrderQuote, type QuoteLine, type QuoteLineOffered } from '@app/shared/orders';

export const batido: ProductSummary = {
  id: 1,
  slug: 'batido-nutricional-vainilla',
  nombre: 'Batido Nutricional Vainilla',
  categoria: 'nutricion-interna',
  precio: 95000,
  precioAntes: 110000,
  resumen: 'Batido de proteína de soya con vitaminas y minerales.',
  presentacion: '750 g',
  imagen: { id: 11, path: 'uploads/productos/batido.webp', alt: 'Batido Nutricional Vainilla, 750 g' },
  disponible: true,
};

export const fibra: ProductSummary = {
  id: 3,
  slug: 'fibra-activa',
  nombre: 'Fibra Activa',
  categoria: 'nutricion-interna',
  precio: 72000,
  precioAntes: null,
  resumen: 'Mezcla de seis fibras.',
  presentacion: '30 porciones',
  imagen: null,
  disponible: false,
};

export const crema: ProductSummary = {
  id: 4,
  slug: 'crema-hidratante-de-aloe',
  nombre: 'Crema Hidratante de Aloe',
  categoria: 'nutricion-externa',
  precio: 58000,
  precioAntes: null,
  resumen: 'Hidratación ligera con aloe vera.',
  presentacion: '118 ml',
  imagen: { id: 12, path: 'uploads/productos/crema.webp', alt: 'Crema de aloe, 118 ml' },
  disponible: true,
};

export function detail(p: ProductSummary, extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...p,
    descripcion: `${p.resumen}\n\nConsulta con tu coach cómo incluirlo en tu plan.`,
    registroInvima: p.categoria === 'nutricion-externa' ? null : 'RSA-0012345-2021',
    imagenes: p.imagen ? [p.imagen, { id: 99, path: 'uploads/productos/detalle.webp', alt: `${p.nombre}: detalle del empaque` }] : [],
    ...extra,
  };
}

export function quoteLine(p: ProductSummary, cantidad: number, extra: Partial<QuoteLineOffered> = {}): QuoteLineOffered {
  return {
    productoId: p.id,
    slug: p.slug,
    nombre: p.nombre,
    imagen: p.imagen ? { path: p.imagen.path, alt: p.imagen.alt } : null,
    precio: p.precio,
    cantidad,
    subtotal: p.precio * cantidad,
    problema: null,
    ...extra,
  };
}

export function quote(lineas: QuoteLine[], extra: Partial<OrderQuote> = {}): OrderQuote {
  const subtotal = lineas.reduce(
    (s, l) => s + (!isOfferedLine(l) || (l.problema && l.problema !== 'stock_insuficiente') ? 0 : l.subtotal),
    0,
  );
  return {
    lineas,
    subtotal,
    envio: null,
    total: subtotal,
    envioGratisDesde: 250000,
    zona: null,
    metodosPago: [],
    valido: lineas.every((l) => l.problema === null),
    ...extra,
  };
}
