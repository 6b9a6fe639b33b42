import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { RetoParticipante } from '@app/shared/retos';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { formatDay } from '@app/shared/format';
import { formatChange } from '../../../lib/progreso-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useParticipantes } from '../api/retos';
import { RETOS_PATH } from '../lib/paths';
import '../admin-retos.css';

const fecha = (iso: string) => formatDay(iso, 'short');

/** What "day reached" reads as: not started, day N of M, finished. */
function dayText(p: RetoParticipante, dias: number): string {
  if (p.dia === 0) return 'Aún no empieza';
  if (p.dia > dias) return 'Terminó';
  return `Día ${p.dia} de ${dias}`;
}

/**
 * "Participantes" of one reto: the people enrolled who consented to the tools' health-data
 * purpose, since when, the day they reached today (Colombia), and their check-ins' adherence.
 */
export default function ParticipantesPage() {
  const id = Number(useParams().id);
  const query = useParticipantes(id);
  usePageMeta(query.data ? `Participantes: ${query.data.reto.nombre}` : 'Participantes');
  return (
    <AdminPage
      id="participantes"
      title={query.data ? `Participantes: ${query.data.reto.nombre}` : 'Participantes'}
      intro="Personas inscritas con un pedido pagado que autorizaron el uso de sus datos de salud en sus herramientas (quien no lo ha hecho, o lo retiró, no aparece). El día se cuenta en hora de Colombia."
      action={
        <Link to={RETOS_PATH} className="btn btn-ghost">
          <ArrowLeft aria-hidden="true" size={18} />
          Volver a retos
        </Link>
      }
    >
      <AdminPanel>
        <QueryView
          query={query}
          loading="Cargando participantes..."
          errorMessage="No se pudieron cargar los participantes."
          isEmpty={(d) => d.participantes.length === 0}
          empty="Aún no hay participantes: nadie inscrito en este reto ha autorizado sus herramientas."
        >
          {(d) => (
            <DataTable
              rows={d.participantes}
              rowKey={(p) => p.inscripcionId}
              caption={`Participantes de ${d.reto.nombre}`}
              columns={[
                {
                  header: 'Persona',
                  className: 'admin-cell-break',
                  cell: (p) => (
                    <div className="retos-name">
                      <Link to={`/admin/dashboard/progreso/${p.userId}`}>{p.nombre}</Link>
                      <span className="text-muted text-small">{p.email}</span>
                    </div>
                  ),
                },
                { header: 'Inicio', className: 'nowrap', cell: (p) => fecha(p.inicio) },
                { header: 'Día alcanzado', cell: (p) => dayText(p, d.reto.dias) },
                {
                  header: 'Último registro',
                  className: 'nowrap',
                  cell: (p) => (p.progreso.ultimo_checkin ? fecha(p.progreso.ultimo_checkin) : '—'),
                },
                {
                  header: 'Adherencia',
                  cell: (p) =>
                    p.progreso.adherencia === null
                      ? '—'
                      : `${Math.round(p.progreso.adherencia * 100)} % (${p.progreso.checkins} de ${p.progreso.dias_transcurridos})`,
                },
                {
                  header: 'Cambio de peso',
                  className: 'nowrap',
                  cell: (p) => (p.progreso.cambio_peso_kg === null ? '—' : formatChange(p.progreso.cambio_peso_kg, 'kg')),
                },
                { header: 'Pedido', className: 'nowrap', cell: (p) => p.pedidoReferencia },
                { header: 'Estado', cell: (p) => (p.estado === 'activa' ? 'Activa' : 'Cancelada') },
              ]}
            />
          )}
        </QueryView>
      </AdminPanel>
    </AdminPage>
  );
}
