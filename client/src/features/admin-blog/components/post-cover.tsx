import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { IMAGE_TYPES_LABEL } from '@app/shared/media';
import { BLOG_ENDPOINTS, BLOG_LIMITS, BLOG_MESSAGES, POST_COVER_FIELDS, postCoverAltSchema, type AdminPost } from '@app/shared/blog';
import { AltImageUpload, AltTextForm } from '../../../components/admin-kit/alt-text';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCoverAction, useSetPostInCache, type PostAnswer } from '../api/posts';

const FORMATS_HINT = `Formatos: ${IMAGE_TYPES_LABEL}. Tamaño máximo: 5MB. Se muestra arriba de la entrada y al compartirla.`;

/**
 * The post's cover through the media pipeline: an image with its required alt text,
 * replaced by another upload, its alt edited, or removed after a confirmation. Each change is
 * saved at once and the answer's post replaces the cached one.
 */
export function PostCoverPanel({ post }: { post: AdminPost }) {
  const action = useCoverAction();
  const setInCache = useSetPostInCache();
  const [success, showSuccess] = useTimedMessage(5000);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const cover = post.portada;

  return (
    <div className="blog-cover-panel">
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      {cover ? (
        <div className="blog-cover-current">
          <img
            src={mediaUrl(cover.path)}
            srcSet={mediaSrcSet(cover.path)}
            sizes="(min-width: 768px) 320px, 100vw"
            alt={cover.alt}
            decoding="async"
          />
          <div className="blog-cover-current-body">
            <AltTextForm
              key={cover.alt}
              id="portada-alt"
              label="Texto alternativo de la portada"
              className="blog-alt-form"
              alt={cover.alt}
              max={BLOG_LIMITS.alt}
              schema={postCoverAltSchema}
              onSave={async (next) => {
                setError(null);
                try {
                  showSuccess((await action.mutateAsync({ kind: 'alt', postId: post.id, alt: next })).message);
                } catch (err) {
                  setError(apiErrorMessage(err, 'No se pudo guardar el texto.'));
                }
              }}
            />
            <button type="button" className="btn btn-danger btn-sm" disabled={action.isPending} onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" size={14} />
              Quitar portada
            </button>
          </div>
        </div>
      ) : (
        <p className="admin-empty">Esta entrada aún no tiene portada: el blog la muestra sin imagen.</p>
      )}
      <section className="blog-cover-upload" aria-labelledby="portada-nueva-title">
        <h3 id="portada-nueva-title" className="blog-subtitle">
          {cover ? 'Cambiar la portada' : 'Agregar portada'}
        </h3>
        <AltImageUpload<PostAnswer>
          id="portada-nueva-alt"
          url={BLOG_ENDPOINTS.adminPortada(post.id)}
          fields={POST_COVER_FIELDS}
          schema={postCoverAltSchema}
          max={BLOG_LIMITS.alt}
          altHint='Qué muestra la imagen, por ejemplo "Vaso de batido verde con espinaca y piña".'
          label="Archivo de la portada"
          hint={FORMATS_HINT}
          missingMessage={BLOG_MESSAGES.selectImage}
          errorMessage="No se pudo guardar la portada."
          buttonLabel={cover ? 'Reemplazar portada' : 'Subir portada'}
          onUploaded={(answer) => setInCache(answer.post)}
        />
      </section>
      <ConfirmDialog
        open={removing}
        title="Quitar portada"
        confirmLabel="Quitar"
        busyLabel="Quitando..."
        icon={Trash2}
        busy={action.isPending}
        error={removeError}
        onCancel={() => {
          setRemoving(false);
          setRemoveError(null);
        }}
        onConfirm={() => {
          setRemoveError(null);
          action.mutateAsync({ kind: 'remove', postId: post.id }).then(
            (answer) => {
              setRemoving(false);
              showSuccess(answer.message);
            },
            (err: unknown) => setRemoveError(apiErrorMessage(err, 'No se pudo quitar la portada.')),
          );
        }}
      >
        <p>¿Quitar la portada de «{post.titulo}»? Su archivo se borra si nada más lo usa.</p>
      </ConfirmDialog>
    </div>
  );
}
