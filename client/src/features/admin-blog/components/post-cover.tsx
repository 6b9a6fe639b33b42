import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { IMAGE_TYPES_LABEL } from '@app/shared/media';
import { BLOG_ENDPOINTS, BLOG_LIMITS, BLOG_MESSAGES, POST_COVER_FIELDS, postCoverAltSchema, type AdminPost } from '@app/shared/blog';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { adminApi } from '../../../lib/api-client';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCoverAction, useSetPostInCache, type PostAnswer } from '../api/posts';

const ACCEPT_IMAGES = 'image/jpeg,image/png,image/gif,image/webp';
const FORMATS_HINT = `Formatos: ${IMAGE_TYPES_LABEL}. Tamaño máximo: 5MB. Se muestra arriba de la entrada y al compartirla.`;

type AltValues = z.input<typeof postCoverAltSchema>;

/**
 * The post's cover (issue #27) through the media pipeline: an image with its required alt text,
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
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const cover = post.portada;

  const checkAlt = () => {
    const parsed = postCoverAltSchema.safeParse({ alt });
    setAltError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) document.getElementById('portada-nueva-alt')?.focus();
    return parsed.success;
  };

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
            <CoverAltForm
              key={cover.alt}
              alt={cover.alt}
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
        <FormField
          id="portada-nueva-alt"
          label="Texto alternativo"
          required
          hint='Qué muestra la imagen, por ejemplo "Vaso de batido verde con espinaca y piña".'
          error={altError}
        >
          <input
            maxLength={BLOG_LIMITS.alt}
            value={alt}
            onChange={(e) => {
              setAlt(e.target.value);
              if (altError) setAltError(undefined);
            }}
          />
        </FormField>
        <UploadField<PostAnswer>
          api={adminApi}
          url={BLOG_ENDPOINTS.adminPortada(post.id)}
          field={POST_COVER_FIELDS.file}
          fields={{ [POST_COVER_FIELDS.alt]: alt.trim() }}
          beforeUpload={checkAlt}
          label="Archivo de la portada"
          accept={ACCEPT_IMAGES}
          hint={FORMATS_HINT}
          missingMessage={BLOG_MESSAGES.selectImage}
          errorMessage="No se pudo guardar la portada."
          buttonLabel={cover ? 'Reemplazar portada' : 'Subir portada'}
          onUploaded={(answer) => {
            setAlt('');
            setInCache(answer.post);
          }}
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

function CoverAltForm({ alt, onSave }: { alt: string; onSave: (alt: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AltValues, unknown, z.output<typeof postCoverAltSchema>>({
    resolver: zodResolver(postCoverAltSchema),
    defaultValues: { alt },
  });
  return (
    <form className="blog-alt-form" noValidate onSubmit={handleSubmit(({ alt: next }) => onSave(next))}>
      <FormField id="portada-alt" label="Texto alternativo de la portada" required error={errors.alt?.message}>
        <input maxLength={BLOG_LIMITS.alt} {...register('alt')} />
      </FormField>
      {isDirty && (
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          <Save aria-hidden="true" size={14} />
          {isSubmitting ? 'Guardando...' : 'Guardar texto'}
        </button>
      )}
    </form>
  );
}
