import { ESTADO_LABELS, objetivoLabel, sexoLabel, sufreDeLabel, type Booking } from '@app/shared/booking';
import { csvHead, csvLine } from '../../lib/csv.js';

/** The agenda as CSV for Excel (lib/csv.ts: BOM, ';', CRLF, every cell quoted, formulas neutralised). */

const HEADERS = [
  'ID',
  'Fecha',
  'Hora (Colombia)',
  'Nombre',
  'Apellidos',
  'Correo electrónico',
  'Teléfono',
  'País',
  'Edad',
  'Sexo',
  'Ocupación',
  'Peso actual (kg)',
  'Estatura (cm)',
  'Sufre de',
  'Otros (salud)',
  'Objetivos',
  'Otros (objetivos)',
  'Recomendado por',
  'ID patrocinador',
  'Política de privacidad',
  'Verificado',
  'Estado',
  'Cancelada por',
  'Motivo de cancelación',
];

/** The first chunk of the file: BOM and the header line. */
export const agendaCsvHead = (): string => csvHead(HEADERS);

/** One booking's line, CRLF included. */
export function agendaCsvLine(r: Booking): string {
  return csvLine([
    r.id,
    r.fecha,
    r.hora,
    r.nombre,
    r.apellidos,
    r.email,
    r.telefono,
    r.pais,
    r.edad,
    sexoLabel(r.sexo),
    r.ocupacion,
    r.peso_actual,
    r.estatura,
    r.sufre_de.map(sufreDeLabel).join(', '),
    r.sufre_de_otros,
    r.objetivos.map(objetivoLabel).join(', '),
    r.objetivo_otros,
    r.recomendado_por,
    r.id_patrocinador,
    r.politica_privacidad ? 'Sí' : 'No',
    r.verified ? 'Sí' : 'No',
    ESTADO_LABELS[r.estado] ?? r.estado,
    r.cancelado_por === 'cliente' ? 'Cliente' : r.cancelado_por === 'admin' ? 'Equipo' : '',
    r.motivo_cancelacion,
  ]);
}

/** The whole file at once (the streamed export writes the same bytes: agendaCsvHead, then lines). */
export function agendaCsv(rows: Booking[]): string {
  return agendaCsvHead() + rows.map(agendaCsvLine).join('');
}
