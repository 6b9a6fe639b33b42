import { useEffect, useState } from 'react';
import { Download, Eye, Pencil, Search, Trash2 } from 'lucide-react';
import type { AdminRegistro, AgendaScope, RegistroUpdateInput } from '@app/shared/booking';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { downloadAgendaCsv, registrosLoadError, useDeleteRegistro, useRegistros, useUpdateRegistro } from '../api/registros';
import { RegistroDetailsModal } from '../components/registro-details-modal';
import { RegistroEditModal } from '../components/registro-edit-modal';
import { formatColombiaDate, formatColombiaTime } from '../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';

const SUCCESS_MS = 5000;
const SEARCH_DEBOUNCE_MS = 300;

const SCOPES: { value: AgendaScope; label: string }[] = [
  { value: 'upcoming', label: 'Próximas' },
  { value: 'past', label: 'Pasadas' },
  { value: 'all', label: 'Todas' },
];

/** Agenda (spec §2, §5, §8): verified bookings, upcoming first, with details, edit, delete and CSV export. */
export default function AgendaPage() {
  usePageMeta('Agenda');
  const [scope, setScope] = useState<AgendaScope>('upcoming');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const registros = useRegistros({ scope, q });
  const update = useUpdateRegistro();
  const remove = useDeleteRegistro();
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<AdminRegistro | null>(null);
  const [editing, setEditing] = useState<AdminRegistro | null>(null);
  const [exporting, setExporting] = useState(false);

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

  const onDelete = async (r: AdminRegistro) => {
    if (!window.confirm(`¿Seguro que deseas eliminar el registro de ${r.nombre} ${r.apellidos}? El horario quedará libre.`)) return;
    setError(null);
    try {
      await remove.mutateAsync(r.id);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo eliminar el registro.'));
    }
  };

  const onExport = async () => {
    setError(null);
    setExporting(true);
    try {
      await downloadAgendaCsv({ scope, q });
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo exportar la agenda.'));
    } finally {
      setExporting(false);
    }
  };

  const rows = registros.data ?? [];

  return (
    <section className="admin-page" aria-labelledby="agenda-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="agenda-title">
          Agenda de Asesorías
        </h1>
        <p className="text-muted">Asesorías verificadas. Fechas y horas en hora de Colombia.</p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>

      <div className="admin-panel">
        <div className="admin-toolbar" role="search">
          <div className="field">
            <label className="label" htmlFor="agenda-scope">
              Mostrar
            </label>
            <select id="agenda-scope" value={scope} onChange={(e) => setScope(e.target.value as AgendaScope)}>
              {SCOPES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field admin-toolbar-grow">
            <label className="label" htmlFor="agenda-search">
              Buscar
            </label>
            <div className="admin-search">
              <Search aria-hidden="true" size={18} />
              <input
                id="agenda-search"
                type="search"
                placeholder="Nombre, correo o teléfono"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
          <button type="button" className="btn btn-outline admin-toolbar-btn" onClick={onExport} disabled={exporting}>
            <Download aria-hidden="true" size={18} />
            {exporting ? 'Exportando...' : 'Exportar CSV'}
          </button>
        </div>

        {registros.isPending ? (
          <Spinner label="Cargando registros..." showLabel />
        ) : registros.isError ? (
          <Alert variant="error" title="No se pudieron cargar los registros.">
            <p>{registrosLoadError(registros.error)}</p>
          </Alert>
        ) : rows.length === 0 ? (
          <p className="admin-empty">No hay asesorías agendadas y verificadas.</p>
        ) : (
          <div className="table-wrap">
            <table className="table table-stack admin-agenda-table">
              <caption className="visually-hidden">Asesorías agendadas y verificadas</caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Hora</th>
                  <th scope="col">Nombre completo</th>
                  <th scope="col">Correo</th>
                  <th scope="col">Teléfono</th>
                  <th scope="col">Acciones</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label="ID">{r.id}</td>
                    <td data-label="Fecha" className="nowrap">
                      {formatColombiaDate(r.fecha_asesoria)}
                    </td>
                    <td data-label="Hora" className="nowrap">
                      {formatColombiaTime(r.fecha_asesoria)}
                    </td>
                    <td data-label="Nombre">
                      {r.nombre} {r.apellidos}
                    </td>
                    <td data-label="Correo" className="admin-cell-break">
                      {r.email}
                    </td>
                    <td data-label="Teléfono" className="nowrap">
                      {r.telefono}
                    </td>
                    <td className="admin-cell-actions">
                      <div className="admin-actions">
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setDetails(r)}
                          aria-label={`Detalles de ${r.nombre} ${r.apellidos}`}
                        >
                          <Eye aria-hidden="true" size={14} />
                          Detalles
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() => setEditing(r)}
                          aria-label={`Editar ${r.nombre} ${r.apellidos}`}
                        >
                          <Pencil aria-hidden="true" size={14} />
                          Editar
                        </button>
                        <button
                          type="button"
                          className="btn btn-danger btn-sm"
                          onClick={() => onDelete(r)}
                          disabled={remove.isPending && remove.variables === r.id}
                          aria-label={`Eliminar ${r.nombre} ${r.apellidos}`}
                        >
                          <Trash2 aria-hidden="true" size={14} />
                          Eliminar
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <RegistroDetailsModal registro={details} onClose={() => setDetails(null)} />
      {editing && <RegistroEditModal key={editing.id} registro={editing} onClose={() => setEditing(null)} onSave={onSave} />}
    </section>
  );
}
