import {
  DELIVERY_TYPE_LABELS,
  DOCUMENT_TYPES,
  ORDER_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
  type DeliveryType,
  type OrderState,
  type PaymentMethod,
} from '@app/shared/orders';
import { departamento, municipio } from '@app/shared/divipola';
import { utcToColombia } from '@app/shared/colombia-time';
import { csvHead, csvLine } from '../../lib/csv.js';
import { fromDbDateTime } from '../../lib/time.js';
import type { LineRow, OrderRow } from './orders.repo.js';

/** The orders as CSV for Excel (lib/csv.ts: BOM, ';', CRLF, every cell quoted, formulas neutralised). */

const HEADERS = [
  'Referencia',
  'Fecha (Colombia)',
  'Estado',
  'Método de pago',
  'Nombres',
  'Apellidos',
  'Tipo de documento',
  'Número de documento',
  'Correo electrónico',
  'Celular',
  'Entrega',
  'Departamento',
  'Municipio',
  'Dirección',
  'Barrio',
  'Indicaciones',
  'Productos',
  'Subtotal',
  'Envío',
  'Total',
  'Transportadora',
  'Número de guía',
  'Pagado (Colombia)',
  'Motivo de cancelación',
  'Reembolso pendiente',
];

const colombia = (v: string | null) => {
  const d = fromDbDateTime(v);
  if (!d) return '';
  const { fecha, hora } = utcToColombia(d);
  return `${fecha} ${hora}`;
};

export const ordersCsvHead = (): string => csvHead(HEADERS);

export function ordersCsvLine({ row, lines }: { row: OrderRow; lines: readonly LineRow[] }): string {
  const place = row.municipio ? municipio(row.municipio) : undefined;
  return csvLine([
    row.referencia,
    colombia(row.created_at),
    ORDER_STATE_LABELS[row.estado as OrderState] ?? row.estado,
    PAYMENT_METHOD_LABELS[row.metodo_pago as PaymentMethod] ?? row.metodo_pago,
    row.nombres,
    row.apellidos,
    DOCUMENT_TYPES.find((t) => t.value === row.tipo_documento)?.label ?? row.tipo_documento,
    row.numero_documento,
    row.email,
    row.telefono,
    DELIVERY_TYPE_LABELS[row.entrega_tipo as DeliveryType] ?? row.entrega_tipo,
    place ? (departamento(place.departamento)?.nombre ?? '') : '',
    place?.nombre ?? '',
    row.direccion,
    row.barrio,
    row.indicaciones,
    lines.map((l) => `${l.cantidad} × ${l.nombre}`).join('; '),
    row.subtotal,
    row.envio,
    row.total,
    row.transportadora,
    row.guia,
    colombia(row.pagado_at),
    row.motivo_cancelacion,
    row.reembolso_pendiente ? 'Sí' : 'No',
  ]);
}
