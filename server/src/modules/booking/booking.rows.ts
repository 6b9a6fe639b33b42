import type { Selectable } from 'kysely';
import type { Booking, BookingDetails, BookingEstado, CanceladoPor } from '@app/shared/booking';
import { utcToColombia } from '@app/shared/colombia-time';
import type { RegistrosTable } from '../../db/schema.js';
import { agendaSearchText } from '../../lib/search-text.js';
import { dbDateTimeToIso, fromDbDateTime } from '../../lib/time.js';

/**
 * The translation between a registros row and the model of @app/shared/booking, used by the
 * booking repos only: option lists stored as JSON text, 0/1 booleans, UTC instants stored as
 * 'YYYY-MM-DD HH:MM:SS' text (lib/time.ts) ↔ Colombia date and time.
 */

export type RegistroRow = Selectable<RegistrosTable>;

/** The unique key of a Colombia slot, as stored in registros.slot_key: 'yyyy-MM-ddTHH:mm'. */
export const slotKey = (fecha: string, hora: string) => `${fecha}T${hora}`;

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A row as the model. MySQL returns DECIMAL as text and both databases store booleans as 0/1. */
export function toBooking(r: RegistroRow): Booking {
  const instant = fromDbDateTime(r.fecha_asesoria)!;
  const { fecha, hora } = utcToColombia(instant);
  return {
    id: r.id,
    nombre: r.nombre,
    apellidos: r.apellidos,
    email: r.email,
    telefono: r.telefono,
    fecha_asesoria: instant.toISOString(),
    fecha,
    hora,
    pais: r.pais,
    edad: Number(r.edad),
    sexo: r.sexo,
    ocupacion: r.ocupacion,
    peso_actual: Number(r.peso_actual),
    estatura: Number(r.estatura),
    sufre_de: parseList(r.sufre_de),
    sufre_de_otros: r.sufre_de_otros,
    objetivos: parseList(r.objetivos),
    objetivo_otros: r.objetivo_otros,
    recomendado_por: r.recomendado_por,
    id_patrocinador: r.id_patrocinador,
    politica_privacidad: Boolean(Number(r.politica_privacidad)),
    verified: Boolean(Number(r.verified)),
    estado: r.estado as BookingEstado,
    cancelado_por: r.cancelado_por as CanceladoPor | null,
    motivo_cancelacion: r.motivo_cancelacion,
    cancelado_at: dbDateTimeToIso(r.cancelado_at),
    anonimizado_at: dbDateTimeToIso(r.anonimizado_at),
    created_at: dbDateTimeToIso(r.created_at)!,
    updated_at: dbDateTimeToIso(r.updated_at)!,
  };
}

/** The details' columns (the option lists as JSON text) and the search text that follows them. */
export function detailColumns(d: BookingDetails) {
  return {
    busqueda: agendaSearchText(d),
    nombre: d.nombre,
    apellidos: d.apellidos,
    email: d.email,
    telefono: d.telefono,
    sexo: d.sexo,
    ocupacion: d.ocupacion,
    pais: d.pais,
    edad: d.edad,
    peso_actual: d.peso_actual,
    estatura: d.estatura,
    sufre_de: JSON.stringify(d.sufre_de),
    sufre_de_otros: d.sufre_de_otros,
    objetivos: JSON.stringify(d.objetivos),
    objetivo_otros: d.objetivo_otros,
    recomendado_por: d.recomendado_por,
    id_patrocinador: d.id_patrocinador,
  };
}
