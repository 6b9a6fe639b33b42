import { useNavigate } from 'react-router-dom';
import { PRODUCT_LIMITS, SHOP_MESSAGES } from '@app/shared/shop';
import { AdminPanel } from '../../../components/admin-kit/admin-page';
import { AdminEditPage, AdminEditor, AdminNewPage } from '../../../components/admin-kit/editor-page';
import { useCreateProduct, useProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { EMPTY_PRODUCT, productFormValues } from '../lib/product-form';
import { PRODUCTOS_PATH } from '../lib/paths';
import '../admin-shop.css';

const BACK = { to: PRODUCTOS_PATH, label: 'Volver a productos' };

/**
 * A product's own page (`productos/nuevo`, `productos/:id`): its data, then its images. A page
 * rather than the kit's EditDialog because the images are a list with their own confirmation
 * (removing one), and a dialog cannot open another over itself.
 */
export default function ProductoPage() {
  return <AdminEditor newSegment="nuevo" create={() => <NewProduct />} edit={(id) => <EditProduct id={id} />} />;
}

function NewProduct() {
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <AdminNewPage
      id="producto"
      title="Nuevo producto"
      intro="Primero sus datos; al crearlo podrás agregar sus imágenes."
      back={BACK}
      panelTitle="Datos del producto"
    >
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel="Crear producto"
        failureMessage="No se pudo crear el producto."
        onSubmit={async (payload) => {
          const product = await create.mutateAsync(payload);
          navigate(`${PRODUCTOS_PATH}/${product.id}`, {
            state: { message: `${SHOP_MESSAGES.productCreated} Agrega ahora sus imágenes.` },
          });
        }}
      />
    </AdminNewPage>
  );
}

function EditProduct({ id }: { id: number }) {
  const product = useProduct(id);
  const update = useUpdateProduct();
  return (
    <AdminEditPage
      id="producto"
      kind="Producto"
      query={product}
      name={(p) => p.nombre}
      intro={(p) => (p.activo ? undefined : 'Inactivo: no se muestra en la tienda.')}
      view={(p) => (p.activo ? { to: `/tienda/${p.slug}`, label: 'Ver en la tienda' } : undefined)}
      back={BACK}
      loading="Cargando producto..."
      errorMessage="No se pudo cargar el producto."
    >
      {(p, showSuccess) => (
        <>
          <AdminPanel title="Datos del producto">
            <ProductForm
              // new values (a save, another tab) start the form again; an image change does not touch what is typed
              key={JSON.stringify(productFormValues(p))}
              initial={productFormValues(p)}
              submitLabel="Guardar cambios"
              failureMessage="No se pudo guardar el producto."
              onSubmit={async (payload) => {
                await update.mutateAsync({ id: p.id, payload });
                showSuccess(SHOP_MESSAGES.productSaved);
              }}
            />
          </AdminPanel>
          <AdminPanel title={`Imágenes (${p.imagenes.length} de ${PRODUCT_LIMITS.imagenes})`}>
            <ProductImages product={p} />
          </AdminPanel>
        </>
      )}
    </AdminEditPage>
  );
}
