import { Trash2 } from 'lucide-react';
import type { Medicion, TrendPoint } from '@app/shared/progreso';
import { estimatedBmi } from '../../lib/bmi';
import { formatDay } from '@app/shared/format';
import { formatMeasure } from '../../lib/progreso-format';
import './progreso-table.css';

/**
 * A person's log as a table, newest first: the weight chart's accessible alternative (the same
 * weights and trend) plus the BMI over time and the measurements. Mi progreso offers "Eliminar" on
 * each row; the coach's copy is read-only. Below 600 px each row is a card of "label value" lines,
 * so nothing scrolls sideways; the markup stays a table for screen readers.
 */
export function ProgresoTable({
  mediciones,
  trend,
  estaturaCm,
  onDelete,
}: {
  mediciones: readonly Medicion[];
  trend: readonly TrendPoint[];
  estaturaCm: number | null;
  onDelete?: (fecha: string) => void;
}) {
  const trendOf = new Map(trend.map((p) => [p.fecha, p.tendencia_kg]));
  const rows = [...mediciones].reverse();
  return (
    <table className="progreso-table">
      <caption className="visually-hidden">Registros de peso y medidas, del más reciente al más antiguo</caption>
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Peso</th>
          <th scope="col">Tendencia 7 días</th>
          <th scope="col">IMC</th>
          <th scope="col">Cintura</th>
          <th scope="col">Cadera</th>
          {onDelete && (
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => {
          const imc = m.peso_kg === null ? 'N/A' : estimatedBmi(m.peso_kg, estaturaCm);
          return (
            <tr key={m.fecha}>
              <th scope="row" data-label="Fecha">
                {formatDay(m.fecha, 'short')}
              </th>
              <td data-label="Peso">{formatMeasure(m.peso_kg, 'kg')}</td>
              <td data-label="Tendencia 7 días">{formatMeasure(trendOf.get(m.fecha), 'kg')}</td>
              <td data-label="IMC">{imc === 'N/A' ? '—' : imc.replace('.', ',')}</td>
              <td data-label="Cintura">{formatMeasure(m.cintura_cm, 'cm')}</td>
              <td data-label="Cadera">{formatMeasure(m.cadera_cm, 'cm')}</td>
              {onDelete && (
                <td className="progreso-table-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={`Eliminar el registro del ${formatDay(m.fecha)}`}
                    onClick={() => onDelete(m.fecha)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Eliminar
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
