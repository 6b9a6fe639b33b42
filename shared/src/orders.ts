/**
 * The shop's cart, checkout and orders: the payloads of `POST /api/pedidos`, of the
 * quote the cart and the checkout ask for, of the back office's order moves and shop settings, and
 * the shapes both sides read. Prices here are whole Colombian pesos, IVA included; the server
 * prices every order itself and never trusts an amount from the browser (docs/architecture.md).
 */
import { z } from 'zod';
import { optionalSingleLineText, singleLineText, wholePesos } from './fields.js';
import { emailField, phoneField } from './booking.js';
import { policyVersionField } from './policy.js';

export const DOCUMENT_TYPES = [
  { value: 'CC', label: 'Cédula de ciudadanía' },
  { value: 'CE', label: 'Cédula de extranjería' },
  { value: 'NIT', label: 'NIT' },
  { value: 'PP', label: 'Pasaporte' },
  { value: 'TI', label: 'Tarjeta de identidad' },
] as const;
export const DOCUMENT_TYPE_VALUES = ['CC', 'CE', 'NIT', 'PP', 'TI'] as const;
export type DocumentType = (typeof DOCUMENT_TYPE_VALUES)[number];

/**
 * Payment methods a buyer can choose. `wompi` redirects to Wompi's checkout and is
 * confirmed later by Wompi's event or the server's own question to Wompi, never by the redirect.
 */
export const PAYMENT_METHODS = ['transferencia', 'contra_entrega', 'wompi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transferencia: 'Transferencia, Nequi o llave Bre-B',
  contra_entrega: 'Pago contra entrega',
  wompi: 'Pagar en línea (tarjeta, PSE, Nequi, Bancolombia)',
};

/** Wompi's transaction statuses (docs.wompi.co, "Transacciones"); an attempt starts PENDING. */
export const WOMPI_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type WompiStatus = (typeof WOMPI_STATUSES)[number];
export const WOMPI_STATUS_LABELS: Record<WompiStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  DECLINED: 'Rechazado',
  VOIDED: 'Anulado',
  ERROR: 'Error',
};

export const DELIVERY_TYPES = ['domicilio', 'recoger'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** An order of programmes only (retos) has nothing to deliver: 'ninguna'. */
export type OrderDeliveryType = DeliveryType | 'ninguna';
export const DELIVERY_TYPE_LABELS: Record<OrderDeliveryType, string> = {
  domicilio: 'Envío a domicilio',
  recoger: 'Recoger',
  ninguna: 'Sin envío (programa en línea)',
};

export const ORDER_STATES = ['pendiente_pago', 'pagado', 'en_preparacion', 'enviado', 'entregado', 'cancelado', 'expirado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pendiente_pago: 'Pendiente de pago',
  pagado: 'Pagado',
  en_preparacion: 'En preparación',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};
/** The moves the back office may make (forward moves plus cancel; `expirado` is the server's alone). */
export const ADMIN_ORDER_MOVES = ['pagado', 'en_preparacion', 'enviado', 'entregado', 'cancelado'] as const;
export type AdminOrderMove = (typeof ADMIN_ORDER_MOVES)[number];

export const ORDER_LIMITS = {
  lines: 30,
  cantidad: 99,
  nombres: 80,
  documento: 20,
  direccion: 200,
  barrio: 100,
  indicaciones: 300,
  motivo: 500,
  transportadora: 80,
  guia: 80,
  busqueda: 100,
  pageSize: 50,
  zonas: 30,
  texto: 2000,
  /** Programmes (retos) in one order. */
  retos: 5,
} as const;

export const ORDER_MESSAGES = {
  itemsRequired: 'Tu carrito está vacío.',
  tooManyLines: `Un pedido admite hasta ${ORDER_LIMITS.lines} productos distintos.`,
  duplicateLine: 'Cada producto debe aparecer una sola vez en el pedido.',
  productoInvalid: 'Producto inválido.',
  cantidadInvalid: `La cantidad debe ser un número entero entre 1 y ${ORDER_LIMITS.cantidad}.`,
  nombresRequired: 'Los nombres son obligatorios.',
  apellidosRequired: 'Los apellidos son obligatorios.',
  nombresTooLong: `Admite hasta ${ORDER_LIMITS.nombres} caracteres.`,
  tipoDocumentoInvalid: 'Elige el tipo de documento.',
  documentoRequired: 'El número de documento es obligatorio.',
  documentoInvalid: 'El número de documento solo admite letras y números (sin puntos ni espacios).',
  entregaInvalid: 'Elige cómo recibir tu pedido.',
  municipioRequired: 'Elige el departamento y el municipio de entrega.',
  municipioInvalid: 'El municipio elegido no existe en la lista del DANE.',
  direccionRequired: 'La dirección es obligatoria.',
  direccionTooLong: `La dirección admite hasta ${ORDER_LIMITS.direccion} caracteres.`,
  barrioRequired: 'El barrio es obligatorio.',
  barrioTooLong: `El barrio admite hasta ${ORDER_LIMITS.barrio} caracteres.`,
  indicacionesTooLong: `Las indicaciones admiten hasta ${ORDER_LIMITS.indicaciones} caracteres.`,
  metodoPagoInvalid: 'Elige un método de pago.',
  totalEsperadoInvalid: 'Falta el total que viste antes de confirmar.',
  aceptaTerminosRequired: 'Debes aceptar los términos de venta y la política de tratamiento de datos personales.',
  /** 409: the server's total differs from the one the buyer saw (the answer carries the new quote). */
  totalTooHigh: (max: string) =>
    `El total de este pedido supera el máximo de ${max} por pedido. Divide tu compra en varios pedidos o escríbenos y te ayudamos.`,
  totalChanged: 'El total de tu pedido cambió (precio, disponibilidad o envío). Revisa el nuevo total y confirma de nuevo.',
  /** 409: not enough units left for a line (the answer carries the new quote). */
  outOfStock: 'Lo sentimos: no quedan suficientes unidades de uno de los productos. Revisa tu carrito.',
  productUnavailable: 'Uno de los productos ya no está disponible. Revisa tu carrito.',
  metodoPagoUnavailable: 'Ese método de pago no está disponible para este pedido.',
  contraEntregaOverLimit: 'El pago contra entrega no está disponible para pedidos de este valor.',
  contraEntregaZone: 'El pago contra entrega no está disponible en ese municipio.',
  recogerUnavailable: 'La opción de recoger no está disponible en este momento.',
  orderNotFound: 'Pedido no encontrado.',
  cannotCancel: 'Este pedido ya no se puede cancelar desde aquí. Escríbenos por WhatsApp.',
  cannotConfirm: 'Este pedido ya no necesita confirmación: solo se confirman los pedidos contra entrega que aún no salen.',
  orderCancelled: 'Tu pedido fue cancelado.',
  moveInvalid: 'Ese cambio de estado no es posible para este pedido.',
  estadoInvalid: 'Estado inválido.',
  transportadoraRequired: 'Indica la transportadora.',
  guiaRequired: 'Indica el número de guía.',
  motivoRequired: 'Indica el motivo de la cancelación.',
  motivoTooLong: `El motivo admite hasta ${ORDER_LIMITS.motivo} caracteres.`,
  queryInvalid: 'Parámetro de búsqueda inválido.',
  cursorInvalid: 'El cursor de la página no es válido.',
  fechaInvalid: 'Fecha inválida (usa AAAA-MM-DD).',
  settingsSaved: 'Ajustes de la tienda guardados.',
  settingInvalid: 'Revisa los campos marcados.',
  zonaNombreRequired: 'Cada zona necesita un nombre.',
  zonaVacia: 'Cada zona debe nombrar al menos un departamento o municipio.',
  departamentoInvalid: 'Un departamento de la zona no existe en la lista del DANE.',
  pesosInvalid: 'Escribe un valor entero de pesos (0 o más).',
  /** A payment method the team switched off (or never configured). */
  metodoPagoApagado: 'Este método de pago no está activo en este momento.',
  /** Settings: a method or pickup switched on without what the buyer needs to use it. */
  transferenciaSinInstrucciones: 'Para activar la transferencia escribe los datos de la cuenta, Nequi o llave Bre-B.',
  recogerSinDireccion: 'Para ofrecer la opción de recoger escribe la dirección de recogida.',
  zonaDuplicada: 'Un departamento o municipio aparece en más de una zona.',
  orderCreated: 'Recibimos tu pedido.',
  orderMoved: 'Estado del pedido actualizado.',
  /** A move the team made while another admin (or the expiry) changed the order first. */
  orderChangedMeanwhile: 'El pedido cambió mientras tanto. Recarga la página y revisa su estado.',
  retoInvalid: `Reto inválido: cada reto una sola vez, hasta ${ORDER_LIMITS.retos} por pedido.`,
  inicioInvalid: 'Elige la fecha de inicio del reto (AAAA-MM-DD).',
  retoUnavailable: 'Uno de los retos ya no está disponible. Revisa tu carrito.',
  contraEntregaReto: 'El pago contra entrega no está disponible para los retos.',
  /** The result page: approved, still pending, declined. */
  pagoRecibido: '¡Pago recibido!',
  pagoPendiente: 'Estamos esperando la confirmación de tu banco',
  pagoRechazado: 'El pago no fue aprobado.',
  /** Shown to the team on an order whose online payment was approved after it expired or was cancelled. */
  pagoTardio: 'Pago recibido después del vencimiento',
  transaccionInvalid: 'Identificador de transacción inválido.',
  transaccionAjena: 'Esa transacción no corresponde a este pedido.',
  wompiUnavailable: 'No pudimos consultar el pago con Wompi en este momento. Inténtalo de nuevo en unos minutos.',
  cannotRetry: 'Este pedido ya no admite un nuevo intento de pago.',
  pagoEnCurso: 'Hay un pago en línea en curso para este pedido. Espera su resultado antes de cambiar de método.',
  eventoInvalido: 'Firma del evento inválida.',
} as const;

// names, address, barrio, instructions, carrier, tracking number and reason: one line each (text-fields.ts)
const trimmed = (max: number, required: string, tooLong: string) => singleLineText(required, max, tooLong);
const optionalText = optionalSingleLineText;
const pesosField = wholePesos(ORDER_MESSAGES.pesosInvalid, { max: 1_000_000_000 });

/** `VS-` and 5 characters without look-alikes (no 0/O, 1/I/L): read aloud or typed from a transfer. */
export const ORDER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_REFERENCE = /^VS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;

/** DIVIPOLA codes: 2 digits for a department, 5 for a municipality (`shared/src/divipola.ts` holds the list). */
export const DEPARTAMENTO_CODE = /^\d{2}$/;
export const MUNICIPIO_CODE = /^\d{5}$/;

export const orderItemsSchema = z
  .array(
    z.object({
      productoId: z
        .number({ error: ORDER_MESSAGES.productoInvalid })
        .int(ORDER_MESSAGES.productoInvalid)
        .positive(ORDER_MESSAGES.productoInvalid),
      cantidad: z
        .number({ error: ORDER_MESSAGES.cantidadInvalid })
        .int(ORDER_MESSAGES.cantidadInvalid)
        .min(1, ORDER_MESSAGES.cantidadInvalid)
        .max(ORDER_LIMITS.cantidad, ORDER_MESSAGES.cantidadInvalid),
    }),
    { error: ORDER_MESSAGES.itemsRequired },
  )
  .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines)
  .refine((items) => new Set(items.map((i) => i.productoId)).size === items.length, ORDER_MESSAGES.duplicateLine)
  .default([]);
export type OrderItem = z.output<typeof orderItemsSchema>[number];

/** The programmes (retos) of a cart: each once, quantity 1, no stock, nothing to ship. */
export const orderRetosSchema = z
  .array(
    z.object({
      retoId: z.number({ error: ORDER_MESSAGES.retoInvalid }).int(ORDER_MESSAGES.retoInvalid).positive(ORDER_MESSAGES.retoInvalid),
    }),
    { error: ORDER_MESSAGES.retoInvalid },
  )
  .max(ORDER_LIMITS.retos, ORDER_MESSAGES.retoInvalid)
  .refine((retos) => new Set(retos.map((r) => r.retoId)).size === retos.length, ORDER_MESSAGES.retoInvalid)
  .default([]);
export type OrderReto = z.output<typeof orderRetosSchema>[number];

/** A cart holds at least one product or one programme. */
const notEmpty = { path: ['items'], message: ORDER_MESSAGES.itemsRequired };
const hasLines = (p: { items: unknown[]; retos: unknown[] }) => p.items.length + p.retos.length > 0;

export const compradorSchema = z.object({
  nombres: trimmed(ORDER_LIMITS.nombres, ORDER_MESSAGES.nombresRequired, ORDER_MESSAGES.nombresTooLong),
  apellidos: trimmed(ORDER_LIMITS.nombres, ORDER_MESSAGES.apellidosRequired, ORDER_MESSAGES.nombresTooLong),
  email: emailField,
  telefono: phoneField,
  tipoDocumento: z.enum(DOCUMENT_TYPE_VALUES, { error: ORDER_MESSAGES.tipoDocumentoInvalid }),
  numeroDocumento: z
    .string({ error: ORDER_MESSAGES.documentoRequired })
    .trim()
    .min(1, ORDER_MESSAGES.documentoRequired)
    .max(ORDER_LIMITS.documento, ORDER_MESSAGES.documentoInvalid)
    .regex(/^[A-Za-z0-9]+$/, ORDER_MESSAGES.documentoInvalid),
});
export type Comprador = z.output<typeof compradorSchema>;

const municipioField = z
  .string({ error: ORDER_MESSAGES.municipioRequired })
  .trim()
  .min(1, ORDER_MESSAGES.municipioRequired)
  .regex(MUNICIPIO_CODE, ORDER_MESSAGES.municipioInvalid);

/** Where the order goes. The server also checks the municipality is in the DIVIPOLA list. */
export const entregaSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('domicilio'),
      municipio: municipioField,
      direccion: trimmed(ORDER_LIMITS.direccion, ORDER_MESSAGES.direccionRequired, ORDER_MESSAGES.direccionTooLong),
      barrio: trimmed(ORDER_LIMITS.barrio, ORDER_MESSAGES.barrioRequired, ORDER_MESSAGES.barrioTooLong),
      indicaciones: optionalText(ORDER_LIMITS.indicaciones, ORDER_MESSAGES.indicacionesTooLong),
    }),
    z.object({ tipo: z.literal('recoger') }),
  ],
  { error: ORDER_MESSAGES.entregaInvalid },
);
export type Entrega = z.output<typeof entregaSchema>;

/** `POST /api/pedidos`. */
export const orderInputSchema = z
  .object({
    items: orderItemsSchema,
    retos: orderRetosSchema,
    /** The programmes' first day, a Colombian calendar day (required with a programme; the server checks the range). */
    inicio: z
      .string({ error: ORDER_MESSAGES.inicioInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_MESSAGES.inicioInvalid)
      .nullish()
      .transform((s) => s ?? null),
    comprador: compradorSchema,
    /** Required when the cart holds a product; an order of programmes only has nothing to deliver. */
    entrega: entregaSchema.optional(),
    metodoPago: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.metodoPagoInvalid }),
    /** The total the buyer saw; the server answers 409 with a new quote when its own differs. */
    totalEsperado: z
      .number({ error: ORDER_MESSAGES.totalEsperadoInvalid })
      .int(ORDER_MESSAGES.totalEsperadoInvalid)
      .min(0, ORDER_MESSAGES.totalEsperadoInvalid),
    /** A checkbox (the form holds false until it is ticked); only true passes. */
    aceptaTerminos: z
      .boolean({ error: ORDER_MESSAGES.aceptaTerminosRequired })
      .pipe(z.literal(true, { error: ORDER_MESSAGES.aceptaTerminosRequired })),
    politica_version: policyVersionField,
  })
  .refine(hasLines, notEmpty);
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderPayload = z.output<typeof orderInputSchema>;

/** `POST /api/pedidos/cotizar`: what the cart and the checkout show; the delivery is optional until known. */
export const quoteInputSchema = z
  .object({
    items: orderItemsSchema,
    retos: orderRetosSchema,
    entrega: z
      .discriminatedUnion(
        'tipo',
        [z.object({ tipo: z.literal('domicilio'), municipio: municipioField }), z.object({ tipo: z.literal('recoger') })],
        {
          error: ORDER_MESSAGES.entregaInvalid,
        },
      )
      .optional(),
  })
  .refine(hasLines, notEmpty);
/** The client always names its product lines (an empty list for a cart of programmes only). */
export type QuoteInput = z.input<typeof quoteInputSchema> & { items: NonNullable<z.input<typeof orderItemsSchema>> };

/** Why a cart line cannot be bought as it is. */
export type LineProblem = 'no_existe' | 'inactivo' | 'agotado' | 'stock_insuficiente';

/**
 * A cart line the shop no longer offers (unknown, off sale or archived): only what the buyer sent
 * and why, never the product's name, price or image.
 */
export interface QuoteLineUnavailable {
  productoId: number;
  problema: 'no_existe' | 'inactivo';
}

/** A cart line of a product on sale, at its current price. */
export interface QuoteLineOffered {
  productoId: number;
  slug: string;
  nombre: string;
  imagen: { path: string; alt: string } | null;
  precio: number;
  cantidad: number;
  subtotal: number;
  /**
   * Only when the buyer asked for more than is left: the units left (0 when sold out). The shop
   * does not tell its stock otherwise.
   */
  stock?: number;
  problema: 'agotado' | 'stock_insuficiente' | null;
}

export type QuoteLine = QuoteLineUnavailable | QuoteLineOffered;

/** Whether the shop still offers the line's product (a line gone says nothing more about it). */
export const isOfferedLine = (l: QuoteLine): l is QuoteLineOffered => l.problema !== 'no_existe' && l.problema !== 'inactivo';

/** A programme line of the quote: quantity 1, never out of stock. */
export interface QuoteProgramme {
  retoId: number;
  slug: string | null;
  nombre: string;
  dias: number;
  imagen: { path: string; alt: string } | null;
  precio: number;
  /** 'no_existe' when archived or gone, 'inactivo' when off sale. */
  problema: 'no_existe' | 'inactivo' | null;
}

export interface QuotePaymentMethod {
  metodo: PaymentMethod;
  disponible: boolean;
  /** Why not, in Spanish, when not available (e.g. over the cash-on-delivery limit). */
  motivo: string | null;
}

/** The server's price of a cart: the 200 of `/pedidos/cotizar` and the `cotizacion` of a 409. */
export interface OrderQuote {
  lineas: QuoteLine[];
  /** The programmes; optional in the type so fixtures written before stay valid (the server always sends it). */
  programas?: QuoteProgramme[];
  subtotal: number;
  /** null until a delivery is known; 0 when free or picked up. */
  envio: number | null;
  /** subtotal + envio (envio counted as 0 while unknown). */
  total: number;
  envioGratisDesde: number | null;
  /** The zone that priced the shipping, for the buyer to read. */
  zona: string | null;
  metodosPago: QuotePaymentMethod[];
  /**
   * Why the chosen delivery cannot be used (pickup switched off), in Spanish; null when it can or
   * none was given. Added after the first contract (optional in the type so fixtures written before it stay valid; the server always sends it): `valido` does not read it.
   */
  problemaEntrega?: string | null;
  /**
   * Why this cart cannot be ordered as a whole: its total is above the shop's maximum per order
   * (MAX_ORDER_TOTAL), in Spanish. Only in the quote of a 409 (`cotizacion`), with `valido` false.
   */
  problemaTotal?: string | null;
  /** False when any line has a problem, or the total is above the maximum per order. */
  valido: boolean;
}

/** The body of a 409 from `POST /api/pedidos`: the error shape plus the new quote. */
export interface OrderConflictBody {
  message: string;
  error: string;
  cotizacion: OrderQuote;
}

/**
 * Wompi's Web Checkout: the browser sends these fields as a GET form to `url`. Every
 * value comes from the server, the integrity signature included (its secret never leaves it).
 */
export interface WompiCheckout {
  url: string;
  /** Field name → value: public-key, currency, amount-in-cents, reference, signature:integrity, redirect-url, expiration-time, customer-data:*, shipping-address:*. */
  campos: Record<string, string>;
}

/** 201 of `POST /api/pedidos`. */
export interface OrderCreated {
  /** The order's public name; its internal id is never sent (it would count the shop's orders). */
  referencia: string;
  /** Opens "Mi pedido" at /pedido/:token (only its hash is stored). */
  token: string;
  total: number;
  estado: OrderState;
  /** For `metodoPago: 'wompi'`: the checkout to open now. */
  wompi?: WompiCheckout;
}

/** One online payment attempt as the buyer sees it. */
export interface OnlinePaymentState {
  estado: WompiStatus;
  /** Wompi's payment_method_type once known (CARD, PSE, NEQUI, BANCOLOMBIA_TRANSFER…). */
  medio: string | null;
}

/** `GET /api/pedidos/seguimiento/:token/resultado?id=`: what Wompi says of the transaction, asked by the server. */
export interface OnlinePaymentResult {
  estado: WompiStatus;
  pedido: OrderTracking;
}

/** `POST /api/pedidos/seguimiento/:token/pago`: pay online again (a new attempt) or switch to another method. */
export const paymentChangeSchema = z.object({
  metodoPago: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.metodoPagoInvalid }),
});
export type PaymentChange = z.output<typeof paymentChangeSchema>;

/** 200 of a payment change: the order, and the checkout to open when the method is `wompi`. */
export interface PaymentChanged {
  pedido: OrderTracking;
  wompi?: WompiCheckout;
}

/** A raw Wompi event or API answer on the order page. */
export interface WompiEventView {
  origen: 'evento' | 'consulta';
  estado: string | null;
  transaccionId: string | null;
  fecha: string;
  alerta: string | null;
  /** The JSON as received. */
  cuerpo: string;
}

/** One payment attempt on the back office's order page. */
export interface AdminOnlinePayment {
  id: number;
  referencia: string;
  estado: WompiStatus;
  medio: string | null;
  transaccionId: string | null;
  montoCentavos: number;
  moneda: string;
  createdAt: string;
  updatedAt: string;
  eventos: WompiEventView[];
}

/** A Wompi event the team must look at (mismatched amount, currency or an unknown reference). */
export interface WompiAlert {
  id: number;
  fecha: string;
  alerta: string;
  referencia: string | null;
  pedidoId: number | null;
}

export interface SellerIdentity {
  razonSocial: string;
  nit: string;
  direccion: string;
  telefono: string;
  email: string;
}

export interface OrderLine {
  productoId: number | null;
  /** A programme line; optional in the type so fixtures written before stay valid. */
  retoId?: number | null;
  nombre: string;
  precio: number;
  cantidad: number;
  subtotal: number;
}

export interface OrderEvent {
  estado: OrderState;
  /** UTC ISO instant. */
  fecha: string;
  nota: string | null;
}

export interface OrderDelivery {
  tipo: OrderDeliveryType;
  municipio: string | null;
  municipioNombre: string | null;
  departamentoNombre: string | null;
  direccion: string | null;
  barrio: string | null;
  indicaciones: string | null;
  transportadora: string | null;
  guia: string | null;
}

/** "Mi pedido" (`GET /api/pedidos/seguimiento/:token`). */
export interface OrderTracking {
  referencia: string;
  estado: OrderState;
  createdAt: string;
  /**
   * When an unpaid order lets its units go (UTC ISO): a transfer's payment time, an online
   * payment's hold, an unconfirmed cash-on-delivery order's time to confirm; else null.
   */
  venceEn: string | null;
  comprador: { nombres: string; apellidos: string; email: string; telefono: string };
  lineas: OrderLine[];
  subtotal: number;
  envio: number;
  total: number;
  entrega: OrderDelivery;
  metodoPago: PaymentMethod;
  /** The account data to pay a transfer (from the shop settings), null for other methods. */
  instruccionesPago: string | null;
  /** Where to pick the order up, when `entrega.tipo` is 'recoger'. */
  direccionRecogida: string | null;
  /** Digits for wa.me, from the shop settings. */
  whatsapp: string;
  historial: OrderEvent[];
  puedeCancelar: boolean;
  // Added with the order lifecycle (cash on delivery confirmed or released); optional in the type so fixtures written before stay valid.
  /** When the buyer or the team confirmed a cash-on-delivery order (UTC ISO), else null. */
  confirmadoAt?: string | null;
  /** An unpaid cash-on-delivery order not confirmed yet: `POST …/seguimiento/:token/confirmar` keeps its units. */
  puedeConfirmar?: boolean;
  vendedor: SellerIdentity;
  // Optional in the type so fixtures written before stay valid.
  /** The last online payment attempt of a `wompi` order, else null. */
  pagoEnLinea?: OnlinePaymentState | null;
  /** The methods the buyer may pay an unpaid order with now (retry online or switch), none while a payment is in course. */
  metodosDisponibles?: PaymentMethod[];
}

/** The back office's list row. */
export interface AdminOrderSummary {
  id: number;
  referencia: string;
  estado: OrderState;
  metodoPago: PaymentMethod;
  nombre: string;
  email: string;
  telefono: string;
  total: number;
  createdAt: string;
}

export interface AdminOrder extends OrderTracking {
  id: number;
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  motivoCancelacion: string | null;
  /** Set when a paid order was cancelled: the refund is owed (Ley 1480, reversión / retracto). */
  reembolsoPendiente: boolean;
  // Added after the first contract; optional in the type so fixtures written before stay valid (the server always sends them).
  /** When the payment was confirmed (UTC ISO); for cash on delivery, when it was delivered. Null while unpaid. */
  pagadoAt?: string | null;
  /** The moves the team may make now (forward moves plus cancel), for the order page's buttons. */
  movimientos?: AdminOrderMove[];
  /** Set once the buyer's data was removed (deletion request or retention): amounts, dates and products stay. */
  anonimizado?: boolean;
  /** An online payment approved after the order expired or was cancelled. */
  pagoTardio?: boolean;
  /** The order's online payment attempts, newest first, with their raw events. */
  pagosEnLinea?: AdminOnlinePayment[];
}

/** An order in the person's data export (shared/src/privacy.ts `pedidos`): what was stored about them. */
export type OrderPersonalRecord = Pick<
  AdminOrder,
  | 'referencia'
  | 'estado'
  | 'createdAt'
  | 'comprador'
  | 'tipoDocumento'
  | 'numeroDocumento'
  | 'lineas'
  | 'subtotal'
  | 'envio'
  | 'total'
  | 'entrega'
  | 'metodoPago'
  | 'historial'
  | 'motivoCancelacion'
> & {
  /** Its online payment attempts: method, status, transaction, amount and time; the raw events stay with the team. */
  pagosEnLinea: OnlinePaymentRecord[];
};

/** An online payment attempt as the person's data export shows it. */
export type OnlinePaymentRecord = Pick<
  AdminOnlinePayment,
  'referencia' | 'estado' | 'medio' | 'transaccionId' | 'montoCentavos' | 'moneda' | 'createdAt' | 'updatedAt'
>;

/** `GET /api/admin/pedidos` query (keyset paging, newest first). */
export const adminOrderQuerySchema = z.object({
  estado: z.enum(ORDER_STATES, { error: ORDER_MESSAGES.estadoInvalid }).optional(),
  metodoPago: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.metodoPagoInvalid }).optional(),
  q: z.string({ error: ORDER_MESSAGES.queryInvalid }).trim().max(ORDER_LIMITS.busqueda, ORDER_MESSAGES.queryInvalid).optional(),
  desde: z.iso.date({ error: ORDER_MESSAGES.fechaInvalid }).optional(),
  hasta: z.iso.date({ error: ORDER_MESSAGES.fechaInvalid }).optional(),
  limit: z.coerce
    .number({ error: ORDER_MESSAGES.queryInvalid })
    .int(ORDER_MESSAGES.queryInvalid)
    .min(1, ORDER_MESSAGES.queryInvalid)
    .max(ORDER_LIMITS.pageSize, ORDER_MESSAGES.queryInvalid)
    .default(20),
  cursor: z.string({ error: ORDER_MESSAGES.cursorInvalid }).max(200, ORDER_MESSAGES.cursorInvalid).optional(),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/** `POST /api/admin/pedidos/:id/estado`. */
export const orderMoveSchema = z
  .object({
    estado: z.enum(ADMIN_ORDER_MOVES, { error: ORDER_MESSAGES.estadoInvalid }),
    transportadora: optionalText(ORDER_LIMITS.transportadora, ORDER_MESSAGES.transportadoraRequired),
    guia: optionalText(ORDER_LIMITS.guia, ORDER_MESSAGES.guiaRequired),
    motivo: optionalText(ORDER_LIMITS.motivo, ORDER_MESSAGES.motivoTooLong),
    notificar: z.boolean({ error: ORDER_MESSAGES.settingInvalid }).default(true),
  })
  .superRefine((m, ctx) => {
    if (m.estado === 'enviado' && !m.transportadora)
      ctx.addIssue({ code: 'custom', path: ['transportadora'], message: ORDER_MESSAGES.transportadoraRequired });
    if (m.estado === 'enviado' && !m.guia) ctx.addIssue({ code: 'custom', path: ['guia'], message: ORDER_MESSAGES.guiaRequired });
    if (m.estado === 'cancelado' && !m.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: ORDER_MESSAGES.motivoRequired });
  });
export type OrderMoveInput = z.input<typeof orderMoveSchema>;
export type OrderMove = z.output<typeof orderMoveSchema>;

const settingText = (max: number) => z.string({ error: ORDER_MESSAGES.settingInvalid }).trim().max(max, ORDER_MESSAGES.settingInvalid);

export const shippingZoneSchema = z
  .object({
    nombre: trimmed(80, ORDER_MESSAGES.zonaNombreRequired, ORDER_MESSAGES.settingInvalid),
    departamentos: z.array(z.string().regex(DEPARTAMENTO_CODE, ORDER_MESSAGES.departamentoInvalid)).max(40).default([]),
    municipios: z.array(z.string().regex(MUNICIPIO_CODE, ORDER_MESSAGES.municipioInvalid)).max(1200).default([]),
    precio: pesosField,
    /** Whether cash on delivery is offered in this zone. */
    contraEntrega: z.boolean({ error: ORDER_MESSAGES.settingInvalid }).default(false),
  })
  .refine((z2) => z2.departamentos.length + z2.municipios.length > 0, { path: ['departamentos'], message: ORDER_MESSAGES.zonaVacia });
export type ShippingZone = z.output<typeof shippingZoneSchema>;

/**
 * `GET` / `PUT /api/admin/tienda/ajustes`. A municipality's zone wins over its department's; a
 * place in no zone pays `envioPorDefecto` (cash on delivery follows `contraEntregaPorDefecto`).
 */
export const shopSettingsSchema = z
  .object({
    vendedor: z.object({
      razonSocial: settingText(150),
      nit: settingText(30),
      direccion: settingText(200),
      telefono: settingText(30),
      email: settingText(150),
    }),
    /** Digits for wa.me (country code first). */
    whatsapp: z
      .string({ error: ORDER_MESSAGES.settingInvalid })
      .trim()
      .regex(/^\d{7,15}$/, ORDER_MESSAGES.settingInvalid),
    /** The account(s) and keys to pay a transfer, Nequi or Bre-B, shown with the amount and the reference. */
    instruccionesPago: settingText(ORDER_LIMITS.texto),
    direccionRecogida: settingText(300),
    recogerActivo: z.boolean({ error: ORDER_MESSAGES.settingInvalid }),
    zonas: z.array(shippingZoneSchema).max(ORDER_LIMITS.zonas, ORDER_MESSAGES.settingInvalid),
    envioPorDefecto: pesosField,
    contraEntregaPorDefecto: z.boolean({ error: ORDER_MESSAGES.settingInvalid }),
    /** Orders whose subtotal reaches it ship free; null = never. */
    envioGratisDesde: pesosField.nullable(),
    /** Cash on delivery only up to this total. */
    contraEntregaMaximo: pesosField,
    metodos: z.object({
      transferencia: z.boolean({ error: ORDER_MESSAGES.settingInvalid }),
      contra_entrega: z.boolean({ error: ORDER_MESSAGES.settingInvalid }),
      /** Offered only when the server has Wompi's keys too; on by default once they are set. */
      wompi: z.boolean({ error: ORDER_MESSAGES.settingInvalid }).default(true),
    }),
  })
  .superRefine((s, ctx) => {
    if (s.metodos.transferencia && !s.instruccionesPago)
      ctx.addIssue({ code: 'custom', path: ['instruccionesPago'], message: ORDER_MESSAGES.transferenciaSinInstrucciones });
    if (s.recogerActivo && !s.direccionRecogida)
      ctx.addIssue({ code: 'custom', path: ['direccionRecogida'], message: ORDER_MESSAGES.recogerSinDireccion });
    // A place named by two zones would have two prices: refused rather than resolved by position.
    const seen = new Set<string>();
    s.zonas.forEach((zona, i) => {
      for (const [key, codes] of [
        ['departamentos', zona.departamentos],
        ['municipios', zona.municipios],
      ] as const) {
        codes.forEach((code, j) => {
          if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['zonas', i, key, j], message: ORDER_MESSAGES.zonaDuplicada });
          seen.add(code);
        });
      }
    });
  });
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettings = z.output<typeof shopSettingsSchema>;

/** `GET /api/tienda/ajustes`: what the checkout and /terminos show (no secrets, nothing per order). */
export interface PublicShopSettings {
  vendedor: SellerIdentity;
  whatsapp: string;
  direccionRecogida: string;
  recogerActivo: boolean;
  envioGratisDesde: number | null;
  contraEntregaMaximo: number;
  /** Each method on or off; `wompi` only when the server has Wompi's keys as well. */
  metodos: Record<PaymentMethod, boolean>;
}

// Zod-free, for the public pages' JavaScript (shop-public.ts).
export { ORDER_ENDPOINTS, formatPesos } from './shop-public.js';
