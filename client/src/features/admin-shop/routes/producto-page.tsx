import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { PRODUCT_LIMITS, SHOP_MESSAGES, type AdminProduct } from '@app/shared/shop';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { QueryView } from '../../../components/ui/query-view';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCreateProduct, useProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { EMPTY_PRODUCT, productFormValues } from '../lib/product-form';
import { PRODUCTOS_PATH } from '../lib/paths';
import '../admin-shop.css';

const BackLink = () => (
  <Link to={PRODUCTOS_PATH} className="btn btn-ghost">
    <ArrowLeft aria-hidden="true" size={18} />
    Volver a productos
  </Link>
);

/**
 * A product's own page (`productos/nuevo`, `productos/:id`): its data, then its images. A page
 * rather than the kit's EditDialog because the images are a list with their own confirmation
 * (removing one), and a dialog cannot open another over itself.
 */
export default function ProductoPage() {
  const { id } = useParams();
  return id === 'nuevo' || id === undefined ? <NewProduct /> : <EditProduct id={Number(id)} />;
}

function NewProduct() {
  usePageMeta('Nuevo producto');
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <AdminPage
      id="producto"
      title="Nuevo producto"
      intro="Primero sus datos; al crearlo podrás agregar sus imágenes."
      action={<BackLink />}
    >
      <AdminPanel title="Datos del producto">
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
      </AdminPanel>
    </AdminPage>
  );
}

function EditProduct({ id }: { id: number }) {
  const product = useProduct(id);
  usePageMeta(product.data ? `Producto: ${product.data.nombre}` : 'Producto');
  const update = useUpdateProduct();
  const [success, showSuccess] = useTimedMessage(5000);
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { message?: string } | null)?.message;
  // a message carried from the page before (the product was just created) shows once, then goes
  useEffect(() => {
    if (!arrived) return;
    showSuccess(arrived);
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived, showSuccess, navigate, location.pathname]);

  return (
    <AdminPage
      id="producto"
      title={product.data ? product.data.nombre : 'Producto'}
      intro={product.data && !product.data.activo ? 'Inactivo: no se muestra en la tienda.' : undefined}
      action={
        <div className="shop-page-actions">
          {product.data?.activo && (
            <Link to={`/tienda/${product.data.slug}`} className="btn btn-ghost">
              <ExternalLink aria-hidden="true" size={18} />
              Ver en la tienda
            </Link>
          )}
          <BackLink />
        </div>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <QueryView query={product} loading="Cargando producto..." errorMessage="No se pudo cargar el producto.">
        {(p: AdminProduct) => (
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
      </QueryView>
    </AdminPage>
  );
}
