import { Archive, Users } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { formatPesos } from '@app/shared/shop-public';
import { AdminListPage } from '../../../components/admin-kit/list-page';
import { RowAction } from '../../../components/admin-kit/row-action';
import { useArchiveReto, useRetos } from '../api/retos';
import { RETOS_PATH } from '../lib/paths';
import '../admin-retos.css';

/** Retos: the programmes the site sells; new, edit (data, image, plan), Participantes, archive. */
export default function RetosPage() {
  const retos = useRetos();
  const archive = useArchiveReto();
  const navigate = useNavigate();
  return (
    <AdminListPage
      id="retos"
      title="Retos"
      intro="Los retos activos se muestran en el sitio y se compran en la tienda. Precios en pesos, IVA incluido."
      create={{ to: `${RETOS_PATH}/nuevo`, label: 'Nuevo reto' }}
      query={retos}
      loading="Cargando retos..."
      errorMessage="No se pudieron cargar los retos."
      empty="Aún no hay retos: crea el primero con «Nuevo reto»."
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
      name={(r) => r.nombre}
      editPath={(r) => `${RETOS_PATH}/${r.id}`}
      rowActions={(r) => (
        <RowAction icon={Users} onClick={() => navigate(`${RETOS_PATH}/${r.id}/participantes`)} label={`Participantes de ${r.nombre}`}>
          Participantes
        </RowAction>
      )}
      removal={{
        mutation: archive,
        icon: Archive,
        verb: 'Archivar',
        busyLabel: 'Archivando...',
        title: 'Archivar reto',
        failureMessage: 'No se pudo archivar el reto.',
        question: (r) => <p>¿Archivar «{r.nombre}»? Deja de mostrarse en el sitio y de venderse. Quienes ya están inscritos lo siguen.</p>,
      }}
    />
  );
}
