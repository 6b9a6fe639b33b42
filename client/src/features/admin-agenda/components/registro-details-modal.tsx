import type { ReactNode } from 'react';
import type { AdminRegistro } from '@app/shared/booking';
import { objetivoLabel, sexoLabel, sufreDeLabel } from '@app/shared/booking';
import { Modal } from '../../../components/ui/modal';
import { CANCELADO_POR_LABELS, EstadoBadge } from '../../../components/admin-kit/estado-badge';
import { formatDecimal } from '@app/shared/format';
import { formatColombiaLongDate, formatColombiaDateTime, formatColombiaTime, yesNo } from '../../../components/admin-kit/format';

const list = (values: string[], label: (v: string) => string) => (values.length ? values.map(label).join(', ') : '-');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** Every field of the Registro (spec §3 admin view) and its state (who cancelled, why, when); lists in readable Spanish. */
export function RegistroDetailsModal({ registro, onClose }: { registro: AdminRegistro | null; onClose: () => void }) {
  if (!registro) return null;
  const r = registro;
  const cancelled = r.estado === 'cancelada';
  const rows: [string, ReactNode][] = [
    ['ID', String(r.id)],
    ['Estado', <EstadoBadge key="estado" estado={r.estado} />],
    ...(cancelled
      ? ([
          ['Cancelada por', r.cancelado_por ? CANCELADO_POR_LABELS[r.cancelado_por] : '-'],
          ['Motivo de la cancelación', text(r.motivo_cancelacion)],
          ['Cancelada el', formatColombiaDateTime(r.cancelado_at)],
        ] as [string, string][])
      : []),
    ['Nombre', text(r.nombre)],
    ['Apellidos', text(r.apellidos)],
    ['Correo electrónico', text(r.email)],
    ['Teléfono', text(r.telefono)],
    ['Fecha de la asesoría', formatColombiaLongDate(r.fecha_asesoria)],
    ['Hora de la asesoría', `${formatColombiaTime(r.fecha_asesoria)} (hora de Colombia)`],
    ['País', text(r.pais)],
    ['Edad', `${r.edad} años`],
    ['Sexo', sexoLabel(r.sexo)],
    ['Ocupación', text(r.ocupacion)],
    ['Peso actual', `${formatDecimal(r.peso_actual)} kg`],
    ['Estatura', `${r.estatura} cm`],
    ['Sufre de', list(r.sufre_de, sufreDeLabel)],
    ['Otras condiciones', text(r.sufre_de_otros)],
    ['Objetivos', list(r.objetivos, objetivoLabel)],
    ['Otros objetivos', text(r.objetivo_otros)],
    ['Recomendado por', text(r.recomendado_por)],
    ['ID patrocinador', text(r.id_patrocinador)],
    ['Política de privacidad aceptada', yesNo(r.politica_privacidad)],
    ['Verificado', yesNo(r.verified)],
    ['Creado', formatColombiaDateTime(r.created_at)],
    ['Actualizado', formatColombiaDateTime(r.updated_at)],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={`Detalles de ${r.nombre} ${r.apellidos}`}
      size="lg"
      footer={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      <dl className="admin-details">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-details-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
