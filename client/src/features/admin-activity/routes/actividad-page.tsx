import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ACTIVITY_ACTIONS, type ActivityEntry } from '@app/shared/activity';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { FormField } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useActividad, type ActividadFilters } from '../api/actividad';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import '../activity.css';

const FIELD_LABELS: Record<string, string> = {
  antes: 'Antes',
  despues: 'Después',
  campos: 'Campos cambiados',
  metodo: 'Método',
  paso: 'Paso',
  notificarCliente: 'Aviso a la clienta',
  usuarioDesconocido: 'Usuario inexistente',
};

/** The log's own code words, in Spanish. */
const VALUE_LABELS: Record<string, string> = {
  contrasena: 'contraseña',
  codigo: 'código de la aplicación',
  totp: 'código de la aplicación',
  recovery: 'código de recuperación',
  recuperacion: 'código de recuperación',
  activacion_2fa: 'activación de la verificación en dos pasos',
  activacion: 'activación',
  login: 'inicio de sesión',
};

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'ninguno';
  if (typeof v === 'object')
    return Object.values(v as Record<string, unknown>)
      .map(show)
      .join(' ');
  return VALUE_LABELS[String(v)] ?? String(v);
};

/** The detail object as short "Label: value" lines (it never holds health data: see activity.repo.ts). */
export function detailLines(detail: ActivityEntry['detail']): string[] {
  if (!detail) return [];
  return Object.entries(detail).map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${show(v)}`);
}

const actionLabel = (a: string) => (ACTIVITY_ACTIONS as Record<string, string>)[a] ?? a;
const EMPTY: ActividadFilters = { accion: '', admin: '', desde: '', hasta: '' };

/** Actividad: the append-only log of admin actions, newest first, with filters. */
export default function ActividadPage() {
  usePageMeta('Actividad');
  const [filters, setFilters] = useState<ActividadFilters>(EMPTY);
  // The cursors of the pages seen so far: going back pops one.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const page = useActividad(filters, cursors[cursors.length - 1] ?? null);
  const set = (k: keyof ActividadFilters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [k]: e.target.value }));
    setCursors([null]);
  };

  return (
    <AdminPage
      id="actividad"
      title="Actividad"
      intro="Registro de lo que se hace en el panel: inicios de sesión, cambios de reservas, bloqueos y contenido. No se puede modificar ni borrar."
    >
      <AdminPanel
        toolbar={
          <>
            <FormField id="actividad-accion" label="Acción">
              <select value={filters.accion} onChange={set('accion')}>
                <option value="">Todas</option>
                {Object.entries(ACTIVITY_ACTIONS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="actividad-admin" label="Administrador">
              <select value={filters.admin} onChange={set('admin')}>
                <option value="">Todos</option>
                {(page.data?.admins ?? []).map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.username}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="actividad-desde" label="Desde">
              <input type="date" value={filters.desde} onChange={set('desde')} />
            </FormField>
            <FormField id="actividad-hasta" label="Hasta">
              <input type="date" value={filters.hasta} onChange={set('hasta')} />
            </FormField>
          </>
        }
      >
        <QueryView
          query={page}
          loading="Cargando actividad..."
          errorMessage="No se pudo cargar la actividad."
          isEmpty={(data) => data.items.length === 0}
          empty="No hay actividad con estos filtros."
        >
          {(data) => (
            <>
              <DataTable
                rows={data.items}
                rowKey={(e) => e.id}
                caption="Actividad del panel, de la más reciente a la más antigua"
                columns={[
                  { header: 'Fecha', cell: (e) => formatColombiaDateTime(e.at) },
                  { header: 'Acción', cell: (e) => actionLabel(e.action) },
                  { header: 'Usuario', className: 'admin-cell-break', cell: (e) => e.adminUsername ?? '-' },
                  { header: 'Sobre', className: 'admin-cell-break', cell: (e) => e.target ?? '-' },
                  {
                    header: 'Detalle',
                    className: 'admin-cell-break',
                    // one element: on a phone the card's line is a grid of label and value
                    cell: (e) => (
                      <div>
                        {detailLines(e.detail).map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </div>
                    ),
                  },
                  { header: 'IP', className: 'admin-cell-break', cell: (e) => e.ip ?? '-' },
                ]}
              />
              <nav className="admin-actions actividad-pager" aria-label="Páginas de actividad">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={cursors.length < 2}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  <ChevronLeft aria-hidden="true" size={16} />
                  Más recientes
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={!data.nextCursor}
                  onClick={() => setCursors((c) => [...c, data.nextCursor])}
                >
                  Más antiguas
                  <ChevronRight aria-hidden="true" size={16} />
                </button>
              </nav>
            </>
          )}
        </QueryView>
      </AdminPanel>
    </AdminPage>
  );
}
