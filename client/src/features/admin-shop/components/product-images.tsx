import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { IMAGE_TYPES_LABEL } from '@app/shared/media';
import {
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_LIMITS,
  SHOP_ENDPOINTS,
  SHOP_MESSAGES,
  productImageAltSchema,
  type AdminProduct,
  type ProductImage,
} from '@app/shared/shop';
import { ACCEPT_IMAGES } from '../../../components/admin-kit/accept';
import { AltImageUpload, AltTextForm } from '../../../components/admin-kit/alt-text';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminApi } from '../../../lib/api-client';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useImageAction, useSetProductInCache, type ImageAction, type ProductAnswer } from '../api/products';

const FORMATS_HINT = `Formatos: ${IMAGE_TYPES_LABEL}. Tamaño máximo: 5MB.`;

/**
 * A product's images: up to six, the first is the cover; each with its alt text, moved
 * before or after the others, replaced or removed. Every change is saved at once (no form to send),
 * and the answer's product replaces the cached one.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const action = useImageAction();
  const setInCache = useSetProductInCache();
  const [success, showSuccess] = useTimedMessage(5000);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProductImage | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const images = product.imagenes;

  const run = async (a: ImageAction, fallback: string): Promise<boolean> => {
    setError(null);
    try {
      const answer = await action.mutateAsync(a);
      showSuccess(answer.message);
      return true;
    } catch (err) {
      setError(apiErrorMessage(err, fallback));
      return false;
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run({ kind: 'order', productId: product.id, ids }, 'No se pudo cambiar el orden de las imágenes.');
  };

  return (
    <div className="shop-images">
      <p className="field-hint">
        Hasta {PRODUCT_LIMITS.imagenes} imágenes; la primera es la portada de la tienda. Cada una necesita un texto alternativo que la
        describa para quien no puede verla.
      </p>
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      {images.length === 0 ? (
        <p className="admin-empty">Este producto aún no tiene imágenes: la tienda lo muestra sin foto.</p>
      ) : (
        <ol className="shop-image-list">
          {images.map((image, index) => (
            <ImageItem
              key={image.id}
              product={product}
              image={image}
              index={index}
              last={index === images.length - 1}
              busy={action.isPending}
              onMove={(by) => move(index, by)}
              onSaveAlt={(alt) => run({ kind: 'alt', productId: product.id, imageId: image.id, alt }, 'No se pudo guardar el texto.')}
              onRemove={() => setRemoving(image)}
              onReplaced={(answer) => setInCache(answer.product)}
            />
          ))}
        </ol>
      )}
      {images.length < PRODUCT_LIMITS.imagenes ? (
        <AddImage product={product} onAdded={(answer) => setInCache(answer.product)} />
      ) : (
        <p className="field-hint">Ya tiene {PRODUCT_LIMITS.imagenes} imágenes: quita una para agregar otra.</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Quitar imagen"
        confirmLabel="Quitar"
        busyLabel="Quitando..."
        icon={Trash2}
        busy={action.isPending}
        error={removeError}
        onCancel={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        onConfirm={() => {
          if (!removing) return;
          setRemoveError(null);
          action.mutateAsync({ kind: 'remove', productId: product.id, imageId: removing.id }).then(
            (answer) => {
              setRemoving(null);
              showSuccess(answer.message);
            },
            (err: unknown) => setRemoveError(apiErrorMessage(err, 'No se pudo quitar la imagen.')),
          );
        }}
      >
        <p>
          ¿Quitar la imagen «{removing?.alt}» de {product.nombre}? Su archivo se borra.
        </p>
      </ConfirmDialog>
    </div>
  );
}

interface ImageItemProps {
  product: AdminProduct;
  image: ProductImage;
  index: number;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onRemove: () => void;
  onReplaced: (answer: ProductAnswer) => void;
}

function ImageItem({ product, image, index, last, busy, onMove, onSaveAlt, onRemove, onReplaced }: ImageItemProps) {
  const [replacing, setReplacing] = useState(false);
  const replaceId = useId();
  const n = index + 1;
  return (
    <li className="shop-image">
      <figure className="shop-image-figure">
        <img src={mediaUrl(image.path)} srcSet={mediaSrcSet(image.path)} sizes="160px" alt={image.alt} loading="lazy" decoding="async" />
        <figcaption>{index === 0 ? <span className="badge">Portada</span> : `Imagen ${n}`}</figcaption>
      </figure>
      <div className="shop-image-body">
        <AltTextForm
          key={image.alt}
          id={`imagen-${image.id}-alt`}
          label={`Texto alternativo de la imagen ${n}`}
          className="shop-alt-form"
          alt={image.alt}
          max={PRODUCT_LIMITS.alt}
          schema={productImageAltSchema}
          onSave={onSaveAlt}
        />
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={index === 0 || busy}
            onClick={() => onMove(-1)}
            aria-label={`Mover la imagen ${n} antes`}
          >
            <ArrowUp aria-hidden="true" size={14} />
            Antes
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={last || busy}
            onClick={() => onMove(1)}
            aria-label={`Mover la imagen ${n} después`}
          >
            <ArrowDown aria-hidden="true" size={14} />
            Después
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={replacing}
            aria-controls={replaceId}
            onClick={() => setReplacing((r) => !r)}
            aria-label={`Reemplazar el archivo de la imagen ${n}`}
          >
            <RefreshCw aria-hidden="true" size={14} />
            Reemplazar
          </button>
          <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onRemove} aria-label={`Quitar la imagen ${n}`}>
            <Trash2 aria-hidden="true" size={14} />
            Quitar
          </button>
        </div>
        <div id={replaceId} hidden={!replacing}>
          {replacing && (
            <UploadField<ProductAnswer>
              api={adminApi}
              url={SHOP_ENDPOINTS.adminImagenArchivo(product.id, image.id)}
              field={PRODUCT_IMAGE_FIELDS.file}
              label={`Nuevo archivo para la imagen ${n}`}
              accept={ACCEPT_IMAGES}
              hint={`${FORMATS_HINT} Conserva su texto alternativo.`}
              missingMessage={SHOP_MESSAGES.selectImage}
              errorMessage="No se pudo reemplazar la imagen."
              buttonLabel="Reemplazar imagen"
              onUploaded={(answer) => {
                setReplacing(false);
                onReplaced(answer);
              }}
            />
          )}
        </div>
      </div>
    </li>
  );
}

function AddImage({ product, onAdded }: { product: AdminProduct; onAdded: (answer: ProductAnswer) => void }) {
  return (
    <section className="shop-image-add" aria-labelledby="imagen-nueva-title">
      <h3 id="imagen-nueva-title" className="shop-subtitle">
        <ImagePlus aria-hidden="true" size={18} />
        Agregar imagen
      </h3>
      <AltImageUpload<ProductAnswer>
        id="imagen-nueva-alt"
        url={SHOP_ENDPOINTS.adminImagenes(product.id)}
        fields={PRODUCT_IMAGE_FIELDS}
        schema={productImageAltSchema}
        max={PRODUCT_LIMITS.alt}
        altHint='Qué muestra la imagen, por ejemplo "Frasco de proteína de vainilla de 750 g".'
        label="Archivo de la imagen"
        hint={FORMATS_HINT}
        missingMessage={SHOP_MESSAGES.selectImage}
        errorMessage="No se pudo agregar la imagen."
        buttonLabel="Agregar imagen"
        onUploaded={onAdded}
      />
    </section>
  );
}
