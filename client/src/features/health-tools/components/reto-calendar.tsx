import { Check, Lock, X } from 'lucide-react';
import type { MiRetoDetalle } from '@app/shared/mi-reto';
import { formatDay } from '@app/shared/format';

const STATE_WORDS = { hecho: 'hecho', abierto: 'por registrar', perdido: 'sin registro', bloqueado: 'bloqueado' } as const;

/**
 * The programme's days: done, open (today or up to 2 days late), missed, locked. A day that can be
 * written is a button that opens its check-in; the state is in words too, not only in colour.
 */
export function RetoCalendar({
  calendario,
  selected,
  onSelect,
}: {
  calendario: MiRetoDetalle['calendario'];
  selected: number | null;
  onSelect: (dia: number) => void;
}) {
  return (
    <ol className="reto-calendar">
      {calendario.map((d) => {
        const name = `Día ${d.dia}, ${formatDay(d.fecha)}: ${STATE_WORDS[d.estado]}`;
        const icon =
          d.estado === 'hecho' ? (
            <Check size={14} aria-hidden="true" />
          ) : d.estado === 'bloqueado' ? (
            <Lock size={14} aria-hidden="true" />
          ) : d.estado === 'perdido' ? (
            <X size={14} aria-hidden="true" />
          ) : null;
        return (
          <li key={d.dia} className={`reto-day reto-day-${d.estado}`}>
            {d.editable ? (
              <button type="button" aria-label={name} aria-pressed={selected === d.dia} onClick={() => onSelect(d.dia)}>
                <span aria-hidden="true">{d.dia}</span>
                {icon}
              </button>
            ) : (
              <span className="reto-day-static" role="img" aria-label={name}>
                <span aria-hidden="true">{d.dia}</span>
                {icon}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
