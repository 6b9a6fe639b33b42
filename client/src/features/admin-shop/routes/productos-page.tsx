import { Archive, ImageOff } from 'lucide-react';
import { CATEGORIAS } from '@app/shared/shop';
import { formatPesos } from '@app/shared/orders';
import { AdminListPage } from '../../../components/admin-kit/list-page';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
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
  const products = useProducts();
  const archive = useArchiveProduct();
  return (
    <AdminListPage
      id="productos"
      title="Productos"
      intro="Los productos activos se muestran en la tienda, ordenados por su número de orden. Precios en pesos, IVA incluido."
      create={{ to: `${PRODUCTOS_PATH}/nuevo`, label: 'Nuevo producto' }}
      query={products}
      loading="Cargando productos..."
      errorMessage="No se pudieron cargar los productos."
      empty="Aún no hay productos: crea el primero con «Nuevo producto»."
      caption="Productos de la tienda"
      tableClassName="shop-products-table"
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
      name={(p) => p.nombre}
      editPath={(p) => `${PRODUCTOS_PATH}/${p.id}`}
      removal={{
        mutation: archive,
        icon: Archive,
        verb: 'Archivar',
        busyLabel: 'Archivando...',
        title: 'Archivar producto',
        failureMessage: 'No se pudo archivar el producto.',
        question: (p) => (
          <p>¿Archivar «{p.nombre}»? Deja de mostrarse en la tienda y en esta lista. Los pedidos que ya lo incluyen lo siguen nombrando.</p>
        ),
      }}
    />
  );
}
