import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Archive, ImageOff, Pencil, Plus } from 'lucide-react';
import { CATEGORIAS, type AdminProduct } from '@app/shared/shop';
import { formatPesos } from '@app/shared/orders';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useArchiveProduct, useProducts } from '../api/products';
import { PRODUCTOS_PATH } from '../lib/paths';
import '../admin-shop.css';

const categoriaNombre = (slug: string) => CATEGORIAS.find((c) => c.slug === slug)?.nombre ?? slug;

function StockCell({ stock }: { stock: number | null }) {
  if (stock === null) return <span className="text-muted">No se controla</span>;
  if (stock === 0) return <span className="badge shop-badge-warning">Agotado</span>;
  return <>{stock}</>;
}

/** Productos: every product not archived, active or not; new, edit and archive. */
export default function ProductosPage() {
  usePageMeta('Productos');
  const products = useProducts();
  const archive = useArchiveProduct();
  const navigate = useNavigate();
  const [success, showSuccess] = useTimedMessage(5000);
  const [archiving, setArchiving] = useState<AdminProduct | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);

  const closeArchive = () => {
    setArchiving(null);
    setArchiveError(null);
  };
  const onArchive = async (p: AdminProduct) => {
    setArchiveError(null);
    try {
      const { message } = await archive.mutateAsync(p.id);
      closeArchive();
      showSuccess(message);
    } catch (err) {
      setArchiveError(apiErrorMessage(err, 'No se pudo archivar el producto.'));
    }
  };

  return (
    <AdminPage
      id="productos"
      title="Productos"
      intro="Los productos activos se muestran en la tienda, ordenados por su número de orden. Precios en pesos, IVA incluido."
      action={
        <Link to={`${PRODUCTOS_PATH}/nuevo`} className="btn btn-primary">
          <Plus aria-hidden="true" size={18} />
          Nuevo producto
        </Link>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <AdminPanel>
        <QueryView
          query={products}
          loading="Cargando productos..."
          errorMessage="No se pudieron cargar los productos."
          isEmpty={(list) => list.length === 0}
          empty="Aún no hay productos: crea el primero con «Nuevo producto»."
        >
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(p) => p.id}
              caption="Productos de la tienda"
              className="shop-products-table"
              columns={[
                {
                  header: 'Imagen',
                  className: 'shop-cell-thumb',
                  cell: (p) =>
                    p.imagenes[0] ? (
                      <img
                        className="shop-thumb"
                        src={mediaUrl(p.imagenes[0].path)}
                        srcSet={mediaSrcSet(p.imagenes[0].path)}
                        sizes="64px"
                        alt={p.imagenes[0].alt}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className="shop-thumb shop-thumb-empty" role="img" aria-label="Sin imagen">
                        <ImageOff aria-hidden="true" size={20} />
                      </span>
                    ),
                },
                {
                  header: 'Nombre',
                  className: 'admin-cell-break',
                  cell: (p) => (
                    <div className="shop-name">
                      <span>{p.nombre}</span>
                      <span className="text-muted text-small">{p.presentacion}</span>
                      {!p.activo && <span className="badge badge-muted">Inactivo</span>}
                    </div>
                  ),
                },
                { header: 'Categoría', cell: (p) => categoriaNombre(p.categoria) },
                {
                  header: 'Precio',
                  className: 'nowrap',
                  cell: (p) => (
                    <div className="shop-price">
                      <span>{formatPesos(p.precio)}</span>
                      {p.precioAntes !== null && (
                        <span className="text-muted text-small">
                          <span className="visually-hidden">Antes: </span>
                          <s>{formatPesos(p.precioAntes)}</s>
                        </span>
                      )}
                    </div>
                  ),
                },
                { header: 'Stock', cell: (p) => <StockCell stock={p.stock} /> },
                { header: 'Orden', cell: (p) => p.orden },
              ]}
              actions={(p) => (
                <>
                  <RowAction icon={Pencil} onClick={() => navigate(`${PRODUCTOS_PATH}/${p.id}`)} label={`Editar ${p.nombre}`}>
                    Editar
                  </RowAction>
                  <RowAction
                    icon={Archive}
                    variant="danger"
                    onClick={() => setArchiving(p)}
                    disabled={archive.isPending && archive.variables === p.id}
                    label={`Archivar ${p.nombre}`}
                  >
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
        title="Archivar producto"
        confirmLabel="Archivar"
        busyLabel="Archivando..."
        icon={Archive}
        busy={archive.isPending}
        error={archiveError}
        onCancel={closeArchive}
        onConfirm={() => archiving && void onArchive(archiving)}
      >
        <p>
          ¿Archivar «{archiving?.nombre}»? Deja de mostrarse en la tienda y en esta lista. Los pedidos que ya lo incluyen lo siguen
          nombrando.
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
