import {
  BOOKING_ESTADOS,
  ESTADO_LABELS,
  SLOT_HOLDING_ESTADOS,
  type AdminRegistro,
  type BookingEstado,
  type CanceladoPor,
} from '@app/shared/booking';

/** The booking's state as a labelled badge: the word carries the meaning, the colour only repeats it. */
export function EstadoBadge({ estado }: { estado: BookingEstado }) {
  return <span className={`badge estado-badge estado-${estado}`}>{ESTADO_LABELS[estado] ?? estado}</span>;
}

/** A booking whose personal fields were replaced: kept for the statistics, no longer editable. */
export function AnonimizadoBadge() {
  return (
    <span className="badge badge-muted anonimizado-badge" title="Sus datos personales fueron eliminados">
      Anonimizado
    </span>
  );
}

/** The states as the options of a select (the agenda's filter, the edit modal). */
export function EstadoOptions() {
  return BOOKING_ESTADOS.map((e) => (
    <option key={e} value={e}>
      {ESTADO_LABELS[e]}
    </option>
  ));
}

export const CANCELADO_POR_LABELS: Record<CanceladoPor, string> = { cliente: 'el cliente', admin: 'el equipo' };

/**
 * Attendance is marked once the appointment has started, for a booking that held its slot
 * (confirmada, asistio, no_asistio): the server's rule (docs/api.md), so the buttons only show
 * where the PUT can succeed.
 */
export function canMarkAsistencia(r: Pick<AdminRegistro, 'estado' | 'fecha_asesoria'>, now: Date): boolean {
  return (SLOT_HOLDING_ESTADOS as readonly string[]).includes(r.estado) && new Date(r.fecha_asesoria).getTime() <= now.getTime();
}
