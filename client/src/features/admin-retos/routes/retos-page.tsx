import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Archive, Pencil, Plus, Users } from 'lucide-react';
import { formatPesos } from '@app/shared/shop-public';
import type { AdminReto } from '@app/shared/retos';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useArchiveReto, useRetos } from '../api/retos';
import { RETOS_PATH } from '../lib/paths';
import '../admin-retos.css';

/** Retos: the programmes the site sells; new, edit (data, image, plan), Participantes, archive. */
export default function RetosPage() {
  usePageMeta('Retos');
  const retos = useRetos();
  const archive = useArchiveReto();
  const navigate = useNavigate();
  const [success, showSuccess] = useTimedMessage(5000);
  const [archiving, setArchiving] = useState<AdminReto | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);

  const close = () => {
    setArchiving(null);
    setArchiveError(null);
  };
  const onArchive = async (r: AdminReto) => {
    try {
      const { message } = await archive.mutateAsync(r.id);
      close();
      showSuccess(message);
    } catch (err) {
      setArchiveError(apiErrorMessage(err, 'No se pudo archivar el reto.'));
    }
  };

  return (
    <AdminPage
      id="retos"
      title="Retos"
      intro="Los retos activos se muestran en el sitio y se compran en la tienda. Precios en pesos, IVA incluido."
      action={
        <Link to={`${RETOS_PATH}/nuevo`} className="btn btn-primary">
          <Plus aria-hidden="true" size={18} />
          Nuevo reto
        </Link>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <AdminPanel>
        <QueryView
          query={retos}
          loading="Cargando retos..."
          errorMessage="No se pudieron cargar los retos."
          isEmpty={(list) => list.length === 0}
          empty="Aún no hay retos: crea el primero con «Nuevo reto»."
        >
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(r) => r.id}
              caption="Retos"
              columns={[
                {
                  header: 'Nombre',
                  className: 'admin-cell-break',
                  cell: (r) => (
                    <div className="retos-name">
                      <span>{r.nombre}</span>
                      {!r.activo && <span className="badge badge-muted">Inactivo</span>}
                    </div>
                  ),
                },
                { header: 'Días', cell: (r) => r.dias },
                { header: 'Precio', className: 'nowrap', cell: (r) => formatPesos(r.precio) },
                { header: 'Plan', cell: (r) => `${r.diasEscritos} de ${r.dias}` },
                { header: 'Inscritos', cell: (r) => r.inscritos },
              ]}
              actions={(r) => (
                <>
                  <RowAction icon={Pencil} onClick={() => navigate(`${RETOS_PATH}/${r.id}`)} label={`Editar ${r.nombre}`}>
                    Editar
                  </RowAction>
                  <RowAction
                    icon={Users}
                    onClick={() => navigate(`${RETOS_PATH}/${r.id}/participantes`)}
                    label={`Participantes de ${r.nombre}`}
                  >
                    Participantes
                  </RowAction>
                  <RowAction icon={Archive} variant="danger" onClick={() => setArchiving(r)} label={`Archivar ${r.nombre}`}>
                    Archivar
                  </RowAction>
                </>
              )}
            />
          )}
        </QueryView>
      </AdminPanel>
      <ConfirmDialog
        open={archiving !== null}
        title="Archivar reto"
        confirmLabel="Archivar"
        busyLabel="Archivando..."
        icon={Archive}
        busy={archive.isPending}
        error={archiveError}
        onCancel={close}
        onConfirm={() => archiving && void onArchive(archiving)}
      >
        <p>¿Archivar «{archiving?.nombre}»? Deja de mostrarse en el sitio y de venderse. Quienes ya están inscritos lo siguen.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
