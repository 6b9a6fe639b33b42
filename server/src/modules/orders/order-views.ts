import {
  type AdminOrder,
  type AdminOrderSummary,
  type OrderDeliveryType,
  type DocumentType,
  type OrderPersonalRecord,
  type OrderState,
  type OrderTracking,
  type PaymentMethod,
  type ShopSettings,
} from '@app/shared/orders';
import { departamento, municipio } from '@app/shared/divipola';
import { dbDateTimeToIso } from '../../lib/time.js';
import { pick } from '../../lib/pick.js';
import { offeredMethods } from './order-pricing.js';
import type { EventRow, LineRow, OrderRow } from './orders.repo.js';
import type { AttemptRow } from './online-payments.js';

/*
 * The shapes the API answers of an order. Its states and the moves between them are
 * order-lifecycle.ts's (TRANSITIONS); `movimientos` is filled there (loadOrder).
 */

const iso = (v: string | null) => dbDateTimeToIso(v);

/** Everything about an order, as the back office sees it; the buyer's view is a part of it. */
export function adminOrderView(
  row: OrderRow,
  lines: readonly LineRow[],
  events: readonly EventRow[],
  settings: ShopSettings,
  attempts: readonly AttemptRow[] = [],
): AdminOrder {
  const estado = row.estado as OrderState;
  const metodoPago = row.metodo_pago as PaymentMethod;
  const entregaTipo = row.entrega_tipo as OrderDeliveryType;
  const place = row.municipio ? municipio(row.municipio) : undefined;
  const last = attempts[0];
  // A payment in course at Wompi (it named its transaction, no final status yet): the buyer waits for it before paying again.
  const inCourse = last?.estado === 'PENDING' && last.transaccion_id !== null;
  const metodosDisponibles =
    estado === 'pendiente_pago' && metodoPago === 'wompi' && !row.anonimizado_at && !inCourse
      ? offeredMethods(
          settings,
          row.total,
          entregaTipo === 'recoger' || entregaTipo === 'ninguna'
            ? { tipo: 'recoger' }
            : { tipo: 'domicilio', municipio: row.municipio ?? '' },
          lines.some((l) => l.reto_id != null),
        )
      : [];
  return {
    id: row.id,
    referencia: row.referencia,
    estado,
    createdAt: iso(row.created_at)!,
    venceEn: estado === 'pendiente_pago' ? iso(row.vence_at) : null,
    comprador: { nombres: row.nombres, apellidos: row.apellidos, email: row.email, telefono: row.telefono },
    tipoDocumento: row.tipo_documento as DocumentType,
    numeroDocumento: row.numero_documento,
    lineas: lines.map((l) => ({
      productoId: l.producto_id,
      retoId: l.reto_id ?? null,
      nombre: l.nombre,
      precio: l.precio,
      cantidad: l.cantidad,
      subtotal: l.subtotal,
    })),
    subtotal: row.subtotal,
    envio: row.envio,
    total: row.total,
    entrega: {
      tipo: entregaTipo,
      municipio: row.municipio,
      municipioNombre: place?.nombre ?? null,
      departamentoNombre: place ? (departamento(place.departamento)?.nombre ?? null) : null,
      direccion: row.direccion,
      barrio: row.barrio,
      indicaciones: row.indicaciones,
      transportadora: row.transportadora,
      guia: row.guia,
    },
    metodoPago,
    instruccionesPago: metodoPago === 'transferencia' ? settings.instruccionesPago : null,
    direccionRecogida: entregaTipo === 'recoger' ? settings.direccionRecogida : null,
    whatsapp: settings.whatsapp,
    historial: events.map((e) => ({ estado: e.estado as OrderState, fecha: iso(e.created_at)!, nota: e.nota })),
    puedeCancelar: estado === 'pendiente_pago',
    confirmadoAt: iso(row.confirmado_at),
    puedeConfirmar: estado === 'pendiente_pago' && metodoPago === 'contra_entrega' && row.confirmado_at === null && !row.anonimizado_at,
    vendedor: settings.vendedor,
    motivoCancelacion: row.motivo_cancelacion,
    reembolsoPendiente: row.reembolso_pendiente === 1,
    pagadoAt: iso(row.pagado_at),
    anonimizado: row.anonimizado_at !== null,
    pagoEnLinea: last ? { estado: last.estado, medio: last.medio } : null,
    metodosDisponibles,
    pagoTardio: row.pago_tardio === 1,
    pagosEnLinea: attempts.map((a) => ({
      id: a.id,
      referencia: a.referencia,
      estado: a.estado,
      medio: a.medio,
      transaccionId: a.transaccion_id,
      montoCentavos: a.monto_centavos,
      moneda: a.moneda,
      createdAt: iso(a.created_at)!,
      updatedAt: iso(a.updated_at)!,
      eventos: [],
    })),
  };
}

/** Settings the personal record does not read. */
const NO_SETTINGS: ShopSettings = {
  vendedor: { razonSocial: '', nit: '', direccion: '', telefono: '', email: '' },
  whatsapp: '',
  instruccionesPago: '',
  direccionRecogida: '',
  recogerActivo: false,
  zonas: [],
  envioPorDefecto: 0,
  contraEntregaPorDefecto: false,
  envioGratisDesde: null,
  contraEntregaMaximo: 0,
  metodos: { transferencia: false, contra_entrega: false, wompi: false },
};

const PERSONAL_RECORD_FIELDS = [
  'referencia',
  'estado',
  'createdAt',
  'comprador',
  'tipoDocumento',
  'numeroDocumento',
  'lineas',
  'subtotal',
  'envio',
  'total',
  'entrega',
  'metodoPago',
  'historial',
  'motivoCancelacion',
] as const;
const PERSONAL_PAYMENT_FIELDS = [
  'referencia',
  'estado',
  'medio',
  'transaccionId',
  'montoCentavos',
  'moneda',
  'createdAt',
  'updatedAt',
] as const;

/** An order in the person's data export (what is stored about them, without the shop's settings). */
export function orderPersonalRecord(
  row: OrderRow,
  lines: readonly LineRow[],
  events: readonly EventRow[],
  attempts: readonly AttemptRow[],
): OrderPersonalRecord {
  const view = adminOrderView(row, lines, events, NO_SETTINGS, attempts);
  return {
    ...pick(view, PERSONAL_RECORD_FIELDS),
    // oldest first, as the timeline
    pagosEnLinea: (view.pagosEnLinea ?? []).map((attempt) => pick(attempt, PERSONAL_PAYMENT_FIELDS)).reverse(),
  };
}

/** "Mi pedido": the buyer's own view (no document number, no team notes beyond the timeline). */
export function trackingView(o: AdminOrder): OrderTracking {
  return {
    referencia: o.referencia,
    estado: o.estado,
    createdAt: o.createdAt,
    venceEn: o.venceEn,
    comprador: o.comprador,
    lineas: o.lineas,
    subtotal: o.subtotal,
    envio: o.envio,
    total: o.total,
    entrega: o.entrega,
    metodoPago: o.metodoPago,
    instruccionesPago: o.instruccionesPago,
    direccionRecogida: o.direccionRecogida,
    whatsapp: o.whatsapp,
    historial: o.historial,
    puedeCancelar: o.puedeCancelar,
    confirmadoAt: o.confirmadoAt ?? null,
    puedeConfirmar: o.puedeConfirmar ?? false,
    vendedor: o.vendedor,
    pagoEnLinea: o.pagoEnLinea ?? null,
    metodosDisponibles: o.metodosDisponibles ?? [],
  };
}

export function orderSummary(row: OrderRow): AdminOrderSummary {
  return {
    id: row.id,
    referencia: row.referencia,
    estado: row.estado as OrderState,
    metodoPago: row.metodo_pago as PaymentMethod,
    nombre: `${row.nombres} ${row.apellidos}`.trim(),
    email: row.email,
    telefono: row.telefono,
    total: row.total,
    createdAt: iso(row.created_at)!,
  };
}
