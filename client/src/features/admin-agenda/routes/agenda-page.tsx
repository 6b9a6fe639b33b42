import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { ESTADO_LABELS, type AdminRegistro, type AgendaScope, type BookingEstado, type RegistroUpdateInput } from '@app/shared/booking';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { CsvExportButton, LoadMore, pagedQueryView } from '../../../components/admin-kit/keyset-list';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import {
  downloadAgendaCsv,
  registrosLoadError,
  useDeleteRegistro,
  useMarkAsistencia,
  useRegistros,
  useUpdateRegistro,
} from '../api/registros';
import { AnonimizadoBadge, canMarkAsistencia, EstadoBadge, EstadoOptions } from '../../../components/admin-kit/estado-badge';
import { RegistroDeleteModal } from '../components/registro-delete-modal';
import { RegistroDetailsModal } from '../components/registro-details-modal';
import { RegistroEditModal } from '../components/registro-edit-modal';
import { formatColombiaDate, formatColombiaTime } from '../../../components/admin-kit/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import '../agenda.css';
import { SearchField } from '../../../components/admin-kit/search-field';

const SUCCESS_MS = 5000;
const SEARCH_DEBOUNCE_MS = 300;

const SCOPES: { value: AgendaScope; label: string }[] = [
  { value: 'upcoming', label: 'Próximas' },
  { value: 'past', label: 'Pasadas' },
  { value: 'all', label: 'Todas' },
];

/**
 * Agenda (spec §2, §5, §8): verified bookings by default, upcoming first, or the bookings
 * of one state; details, edit (state and the client's notice included), delete, attendance and CSV.
 */
export default function AgendaPage() {
  usePageMeta('Agenda');
  const [scope, setScope] = useState<AgendaScope>('upcoming');
  const [estado, setEstado] = useState<BookingEstado | ''>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter = { scope, q, ...(estado ? { estado } : {}) };
  const registros = useRegistros(filter);
  const update = useUpdateRegistro();
  const remove = useDeleteRegistro();
  const asistencia = useMarkAsistencia();
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<AdminRegistro | null>(null);
  const [editing, setEditing] = useState<AdminRegistro | null>(null);
  const [deleting, setDeleting] = useState<AdminRegistro | null>(null);
  const now = new Date();

  const onSave = async (id: number, payload: RegistroUpdateInput): Promise<string | null> => {
    try {
      await update.mutateAsync({ id, payload });
      setEditing(null);
      setError(null);
      showSuccess('¡Registro actualizado exitosamente!');
      return null;
    } catch (err) {
      return apiErrorMessage(err, 'No se pudo guardar los cambios.');
    }
  };

  const onDelete = async (r: AdminRegistro, notificarCliente: boolean) => {
    setError(null);
    try {
      await remove.mutateAsync({ id: r.id, notificarCliente });
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo eliminar el registro.'));
    } finally {
      setDeleting(null);
    }
  };

  const onAsistencia = async (r: AdminRegistro, asistio: boolean) => {
    setError(null);
    try {
      const { message } = await asistencia.mutateAsync({ id: r.id, asistio });
      showSuccess(message);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo registrar la asistencia.'));
    }
  };

  const rows = useMemo(() => registros.data?.pages.flatMap((p) => p.rows) ?? [], [registros.data]);
  const total = registros.data?.pages[0]?.total ?? rows.length;
  // The table is memoised (opening a modal must not re-render a few hundred rows): its
  // handlers keep their identity; the attendance one reads the latest render's closure.
  const onAsistenciaRef = useRef(onAsistencia);
  useLayoutEffect(() => {
    onAsistenciaRef.current = onAsistencia;
  });
  const onAsistenciaStable = useCallback((r: AdminRegistro, asistio: boolean) => onAsistenciaRef.current(r, asistio), []);

  return (
    <AdminPage
      id="agenda"
      title="Agenda de Asesorías"
      intro="Asesorías verificadas; elige un estado para ver las demás. Fechas y horas en hora de Colombia."
      messages={[
        { variant: 'success', text: success },
        { variant: 'error', text: error },
      ]}
    >
      <AdminPanel
        toolbar={
          <>
            <FormField id="agenda-scope" label="Mostrar">
              <select value={scope} onChange={(e) => setScope(e.target.value as AgendaScope)}>
                {SCOPES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="agenda-estado" label="Estado">
              <select value={estado} onChange={(e) => setEstado(e.target.value as BookingEstado | '')}>
                <option value="">Todos</option>
                <EstadoOptions />
              </select>
            </FormField>
            <SearchField
              id="agenda-search"
              placeholder="Nombre, correo o teléfono"
              value={search}
              onChange={setSearch}
              className="admin-toolbar-grow"
            />
            <CsvExportButton download={() => downloadAgendaCsv(filter)} failMessage="No se pudo exportar la agenda." onError={setError} />
          </>
        }
      >
        <QueryView
          query={pagedQueryView(registros, rows)}
          loading="Cargando registros..."
          errorMessage="No se pudieron cargar los registros."
          renderError={(err) => (
            <Alert variant="error" title="No se pudieron cargar los registros.">
              <p>{registrosLoadError(err)}</p>
            </Alert>
          )}
          isEmpty={(list) => list.length === 0}
          empty={
            estado ? `No hay asesorías en estado «${ESTADO_LABELS[estado]}» en esta lista.` : 'No hay asesorías agendadas y verificadas.'
          }
        >
          {() => (
            <>
              <AgendaTable
                rows={rows}
                estado={estado}
                asistenciaBusyId={asistencia.isPending ? (asistencia.variables?.id ?? null) : null}
                removeBusyId={remove.isPending ? (remove.variables?.id ?? null) : null}
                onDetails={setDetails}
                onEdit={setEditing}
                onDelete={setDeleting}
                onAsistencia={onAsistenciaStable}
              />
              <LoadMore
                query={registros}
                shown={rows.length}
                total={total}
                noun={['asesoría', 'asesorías']}
                error={(err) => (
                  <Alert variant="error" title="No se pudieron cargar más registros.">
                    <p>{registrosLoadError(err)}</p>
                  </Alert>
                )}
              />
            </>
          )}
        </QueryView>
      </AdminPanel>

      <RegistroDetailsModal registro={details} onClose={() => setDetails(null)} />
      {deleting && (
        <RegistroDeleteModal
          key={deleting.id}
          registro={deleting}
          canNotify={deleting.estado !== 'cancelada' && new Date(deleting.fecha_asesoria).getTime() > now.getTime()}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={(notificarCliente) => onDelete(deleting, notificarCliente)}
        />
      )}
      {editing && <RegistroEditModal key={editing.id} registro={editing} onClose={() => setEditing(null)} onSave={onSave} />}
    </AdminPage>
  );
}

interface AgendaTableProps {
  rows: AdminRegistro[];
  estado: BookingEstado | '';
  asistenciaBusyId: number | null;
  removeBusyId: number | null;
  onDetails: (r: AdminRegistro) => void;
  onEdit: (r: AdminRegistro) => void;
  onDelete: (r: AdminRegistro) => void;
  onAsistencia: (r: AdminRegistro, asistio: boolean) => void;
}

/** The rows re-render when the list or a busy row changes, not when a modal opens or a message shows. */
const AgendaTable = memo(function AgendaTable({
  rows,
  estado,
  asistenciaBusyId,
  removeBusyId,
  onDetails,
  onEdit,
  onDelete,
  onAsistencia,
}: AgendaTableProps) {
  // Read at each render (a refetch re-renders): which bookings have taken place, for the attendance buttons.
  const now = new Date();
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      className="admin-agenda-table"
      caption={estado ? `Asesorías en estado ${ESTADO_LABELS[estado]}` : 'Asesorías agendadas y verificadas'}
      columns={[
        { header: 'ID', cell: (r) => r.id },
        { header: 'Fecha', className: 'nowrap', cell: (r) => formatColombiaDate(r.fecha_asesoria) },
        { header: 'Hora', className: 'nowrap', cell: (r) => formatColombiaTime(r.fecha_asesoria) },
        { header: 'Nombre completo', label: 'Nombre', cell: (r) => `${r.nombre} ${r.apellidos}` },
        { header: 'Correo', className: 'admin-cell-break', cell: (r) => r.email },
        { header: 'Teléfono', className: 'nowrap', cell: (r) => r.telefono },
        {
          header: 'Estado',
          cell: (r) => (
            <div className="admin-estado">
              <EstadoBadge estado={r.estado} />
              {r.anonimizado_at && <AnonimizadoBadge />}
              {canMarkAsistencia(r, now) && (
                <div className="admin-asistencia" role="group" aria-label={`Asistencia de ${r.nombre} ${r.apellidos}`}>
                  {[true, false].map((asistio) => (
                    <button
                      key={String(asistio)}
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-pressed={r.estado === (asistio ? 'asistio' : 'no_asistio')}
                      disabled={asistenciaBusyId === r.id}
                      onClick={() => onAsistencia(r, asistio)}
                    >
                      {asistio ? 'Asistió' : 'No asistió'}
                    </button>
                  ))}
                </div>
              )}
            </div>
          ),
        },
      ]}
      actions={(r) => (
        <>
          <RowAction icon={Eye} variant="ghost" onClick={() => onDetails(r)} label={`Detalles de ${r.nombre} ${r.apellidos}`}>
            Detalles
          </RowAction>
          <RowAction
            icon={Pencil}
            // an anonymised booking cannot be edited (the server answers 409)
            disabled={Boolean(r.anonimizado_at)}
            onClick={() => onEdit(r)}
            label={`Editar ${r.nombre} ${r.apellidos}`}
          >
            Editar
          </RowAction>
          <RowAction
            icon={Trash2}
            variant="danger"
            onClick={() => onDelete(r)}
            disabled={removeBusyId === r.id}
            label={`Eliminar ${r.nombre} ${r.apellidos}`}
          >
            Eliminar
          </RowAction>
        </>
      )}
    />
  );
});
