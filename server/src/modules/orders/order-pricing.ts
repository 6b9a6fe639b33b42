import {
  ORDER_MESSAGES as MSG,
  isOfferedLine,
  PAYMENT_METHODS,
  type LineProblem,
  type OrderItem,
  type OrderQuote,
  type PaymentMethod,
  type QuoteLine,
  type QuotePaymentMethod,
  type QuoteProgramme,
  type ShopSettings,
} from '@app/shared/orders';
import type { ProductImage } from '@app/shared/shop';

/**
 * The shop's prices, shipping and payment rules as pure functions: the quote the cart
 * and the checkout show and the order's own pricing are the same computation, so the total a buyer
 * saw and the one the server checks cannot drift apart. Amounts are whole pesos.
 */

/** What pricing needs of a product: its current price, stock and state. */
export interface PricedProduct {
  id: number;
  nombre: string;
  slug: string;
  precio: number;
  stock: number | null;
  activo: boolean;
  archivado: boolean;
  imagen: ProductImage | null;
}

/** What pricing needs of a programme (a reto). */
export interface PricedProgramme {
  id: number;
  nombre: string;
  slug: string;
  dias: number;
  precio: number;
  activo: boolean;
  archivado: boolean;
  imagen: { path: string; alt: string } | null;
}

/** A programme line: quantity 1, never out of stock; gone or off sale is its only problem. */
export function programmeLine(retoId: number, r: PricedProgramme | undefined): QuoteProgramme {
  const problema = !r || r.archivado ? 'no_existe' : !r.activo ? 'inactivo' : null;
  return {
    retoId,
    slug: r && !r.archivado ? r.slug : null,
    nombre: r?.nombre ?? 'Reto no disponible',
    dias: r?.dias ?? 0,
    imagen: r && !r.archivado ? r.imagen : null,
    precio: r?.precio ?? 0,
    problema,
  };
}

/** A delivery as pricing reads it: a municipality's DIVIPOLA code, or pickup. */
export type PricedDelivery = { tipo: 'domicilio'; municipio: string } | { tipo: 'recoger' };

export interface ShippingZoneMatch {
  /** The zone's name, null for the default price. */
  nombre: string | null;
  precio: number;
  contraEntrega: boolean;
}

/** A municipality's own zone wins over its department's; a place in no zone pays the default price. */
export function zoneOf(settings: ShopSettings, municipio: string): ShippingZoneMatch {
  const zone =
    settings.zonas.find((z) => z.municipios.includes(municipio)) ??
    settings.zonas.find((z) => z.departamentos.includes(municipio.slice(0, 2)));
  return zone
    ? { nombre: zone.nombre, precio: zone.precio, contraEntrega: zone.contraEntrega }
    : { nombre: null, precio: settings.envioPorDefecto, contraEntrega: settings.contraEntregaPorDefecto };
}

function lineProblem(p: PricedProduct | undefined, cantidad: number): LineProblem | null {
  if (!p || p.archivado) return 'no_existe';
  if (!p.activo) return 'inactivo';
  if (p.stock === 0) return 'agotado';
  if (p.stock !== null && p.stock < cantidad) return 'stock_insuficiente';
  return null;
}

function quoteLine(item: OrderItem, p: PricedProduct | undefined): QuoteLine {
  const problema = lineProblem(p, item.cantidad);
  // a product gone or off sale: nothing about it but that
  if (!p || problema === 'no_existe' || problema === 'inactivo')
    return { productoId: item.productoId, problema: problema === 'inactivo' ? 'inactivo' : 'no_existe' };
  return {
    productoId: item.productoId,
    slug: p.slug,
    nombre: p.nombre,
    imagen: p.imagen ? { path: p.imagen.path, alt: p.imagen.alt } : null,
    precio: p.precio,
    cantidad: item.cantidad,
    subtotal: p.precio * item.cantidad,
    // the stock only to say how many are left of what was asked
    ...(problema === 'agotado' || problema === 'stock_insuficiente' ? { stock: p.stock ?? 0 } : {}),
    problema,
  };
}

function paymentMethod(
  metodo: PaymentMethod,
  settings: ShopSettings,
  total: number,
  delivery?: PricedDelivery,
  zone?: ShippingZoneMatch,
  programmes = false,
): QuotePaymentMethod {
  const refuse = (motivo: string): QuotePaymentMethod => ({ metodo, disponible: false, motivo });
  if (!settings.metodos[metodo]) return refuse(MSG.metodoPagoApagado);
  if (metodo === 'contra_entrega') {
    // Nobody comes to the door with a programme.
    if (programmes) return refuse(MSG.contraEntregaReto);
    if (total > settings.contraEntregaMaximo) return refuse(MSG.contraEntregaOverLimit);
    // Picked up: paid at the counter, wherever the buyer lives.
    if (delivery?.tipo === 'domicilio' && zone && !zone.contraEntrega) return refuse(MSG.contraEntregaZone);
  }
  return { metodo, disponible: true, motivo: null };
}

/** The methods an order of this total and delivery may be paid with now (a `wompi` buyer retrying or switching). */
export function offeredMethods(settings: ShopSettings, total: number, delivery: PricedDelivery, programmes = false): PaymentMethod[] {
  const zone = delivery.tipo === 'domicilio' ? zoneOf(settings, delivery.municipio) : undefined;
  return PAYMENT_METHODS.filter((m) => paymentMethod(m, settings, total, delivery, zone, programmes).disponible);
}

/**
 * The quote of a cart: each line at the product's current price with its problem, if any; the
 * subtotal of the lines that can be bought; shipping once the delivery is known (free from
 * `envioGratisDesde`, pickup free); the payment methods with why one is not offered. Programmes
 * (retos) add their price; a cart of programmes only ships nothing (envio 0, no
 * delivery asked) and cannot be paid on delivery.
 */
export function priceCart(
  items: readonly OrderItem[],
  products: ReadonlyMap<number, PricedProduct>,
  settings: ShopSettings,
  delivery?: PricedDelivery,
  programas: readonly QuoteProgramme[] = [],
): OrderQuote {
  const lineas = items.map((item) => quoteLine(item, products.get(item.productoId)));
  const productos = lineas.reduce((sum, l) => (l.problema || !isOfferedLine(l) ? sum : sum + l.subtotal), 0);
  const subtotal = productos + programas.reduce((sum, p) => (p.problema ? sum : sum + p.precio), 0);
  const shipsNothing = items.length === 0;
  let envio: number | null = null;
  let zone: ShippingZoneMatch | undefined;
  if (shipsNothing) envio = 0;
  else if (delivery?.tipo === 'recoger') envio = 0;
  else if (delivery) {
    zone = zoneOf(settings, delivery.municipio);
    // Free shipping counts what is shipped, not the programmes.
    envio = settings.envioGratisDesde !== null && productos >= settings.envioGratisDesde ? 0 : zone.precio;
  }
  const total = subtotal + (envio ?? 0);
  return {
    lineas,
    programas: [...programas],
    subtotal,
    envio,
    total,
    envioGratisDesde: settings.envioGratisDesde,
    zona: zone?.nombre ?? null,
    // Paying online is listed only where it exists (Wompi's keys and the team's switch): without it nothing changes for the buyer.
    metodosPago: PAYMENT_METHODS.filter((m) => m !== 'wompi' || settings.metodos.wompi).map((m) =>
      paymentMethod(m, settings, total, delivery, zone, programas.length > 0),
    ),
    problemaEntrega: !shipsNothing && delivery?.tipo === 'recoger' && !settings.recogerActivo ? MSG.recogerUnavailable : null,
    valido: lineas.every((l) => l.problema === null) && programas.every((p) => p.problema === null),
  };
}
