import { Controller, useWatch } from 'react-hook-form';
import { BLOG_LIMITS, POST_STATE_LABELS, POST_STATES, type PostData } from '@app/shared/blog';
import { utcToColombia } from '@app/shared/colombia-time';
import { slugify } from '@app/shared/slug';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { postFormSchema, type PostFormValues } from '../lib/post-form';
import { MarkdownEditor } from './markdown-editor';
import { TagPicker } from './tag-picker';
import { SaveButton } from '../../../components/ui/save-button';

interface Props {
  initial: PostFormValues;
  submitLabel: string;
  /** Tags other posts carry, offered as choices. */
  existingTags: readonly string[];
  /** Saves; resolves when saved, rejects with the API error (its field errors go under the fields). */
  onSubmit: (payload: PostData) => Promise<void>;
  /** Shown above the form when the server refuses without a message of its own. */
  failureMessage: string;
}

const STATE_HINTS = {
  borrador: 'Solo se ve aquí y con el enlace de vista previa.',
  programado: 'Se publica sola a la fecha y hora indicadas.',
  publicado: 'Visible en el blog ahora.',
} as const;

/** Now, in Colombia, as the datetime-local input writes it: the earliest time a post can be scheduled for. */
const colombiaNow = () => {
  const { fecha, hora } = utcToColombia(new Date());
  return `${fecha}T${hora}`;
};

/** Every key of the post payload: texts, body with its live preview, tags, state, SEO. */
export function PostForm({ initial, submitLabel, existingTags, onSubmit, failureMessage }: Props) {
  const {
    register,
    onSubmit: submit,
    control,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(postFormSchema, onSubmit, { defaultValues: initial, failureMessage });
  const [titulo, extracto, cuerpo, estado] = useWatch({ control, name: ['titulo', 'extracto', 'cuerpo', 'estado'] });

  // a tag's own error sits at etiquetas.<n>; the list's (too many) at etiquetas
  const tagErrors = errors.etiquetas;
  const tagError = tagErrors?.message ?? (Array.isArray(tagErrors) ? tagErrors.find((e) => e?.message)?.message : undefined);

  const slugHint = `Vacía: se crea a partir del título${titulo.trim() ? ` (${slugify(titulo) || '…'})` : ''}. Es la dirección /blog/… de la entrada; si cambias la de una entrada publicada, la anterior lleva a la nueva.`;

  return (
    <form onSubmit={submit} noValidate className="blog-form">
      {error && <Alert variant="error">{error}</Alert>}
      <div className="form-grid">
        <FormField id="entrada-titulo" label="Título" required error={errors.titulo?.message} className="field-full">
          <input maxLength={BLOG_LIMITS.titulo} {...register('titulo')} />
        </FormField>
        <FormField id="entrada-slug" label="Dirección (slug)" hint={slugHint} error={errors.slug?.message} className="field-full">
          <input maxLength={BLOG_LIMITS.slug} autoCapitalize="none" spellCheck={false} {...register('slug')} />
        </FormField>
        <FormField
          id="entrada-extracto"
          label="Extracto"
          required
          hint={`Una o dos frases para la lista del blog y los enlaces compartidos. ${extracto.length} de ${BLOG_LIMITS.extracto} caracteres.`}
          error={errors.extracto?.message}
          className="field-full"
        >
          <textarea rows={3} maxLength={BLOG_LIMITS.extracto} {...register('extracto')} />
        </FormField>
        <div className="field-full">
          <MarkdownEditor
            cuerpo={cuerpo}
            editor={
              <FormField
                id="entrada-cuerpo"
                label="Contenido (Markdown)"
                required
                hint="## Subtítulo, **negrita**, *cursiva*, - listas, [enlace](https://…). Un enlace de YouTube solo en su línea se muestra como video."
                error={errors.cuerpo?.message}
              >
                <textarea rows={18} maxLength={BLOG_LIMITS.cuerpo} spellCheck {...register('cuerpo')} />
              </FormField>
            }
          />
        </div>
        <Controller
          control={control}
          name="etiquetas"
          render={({ field }) => (
            <TagPicker
              id="entrada-etiquetas"
              value={field.value ?? []}
              onChange={field.onChange}
              existing={existingTags}
              error={tagError}
            />
          )}
        />
        <fieldset className="field-full blog-estado" aria-describedby={errors.estado ? 'entrada-estado-error' : undefined}>
          <legend>Estado</legend>
          <div className="blog-estado-options">
            {/* the state's name is the radio's label, its meaning a description (not part of the name) */}
            {POST_STATES.map((s) => (
              <div key={s} className="chip blog-estado-option">
                <input
                  type="radio"
                  id={`entrada-estado-${s}`}
                  value={s}
                  aria-describedby={`entrada-estado-${s}-hint`}
                  {...register('estado')}
                />
                <span>
                  <label htmlFor={`entrada-estado-${s}`}>{POST_STATE_LABELS[s]}</label>
                  <span className="text-muted text-small blog-estado-hint" id={`entrada-estado-${s}-hint`}>
                    {STATE_HINTS[s]}
                  </span>
                </span>
              </div>
            ))}
          </div>
          {errors.estado && (
            <p className="field-error" id="entrada-estado-error">
              {errors.estado.message}
            </p>
          )}
        </fieldset>
        {estado === 'programado' && (
          <FormField
            id="entrada-publicar-en"
            label="Publicar el (hora de Colombia)"
            required
            hint="Fecha y hora en Colombia; la entrada se publica sola a esa hora."
            error={errors.publicarEn?.message}
          >
            <input type="datetime-local" min={colombiaNow()} {...register('publicarEn')} />
          </FormField>
        )}
        <FormField
          id="entrada-seo-titulo"
          label="Título SEO"
          hint="Vacío: se usa el título. Es el que muestran Google y los enlaces compartidos."
          error={errors.seoTitulo?.message}
          className="field-full"
        >
          <input maxLength={BLOG_LIMITS.seoTitulo} placeholder={titulo} {...register('seoTitulo')} />
        </FormField>
        <FormField
          id="entrada-seo-descripcion"
          label="Descripción SEO"
          hint="Vacía: se usa el extracto."
          error={errors.seoDescripcion?.message}
          className="field-full"
        >
          <textarea rows={2} maxLength={BLOG_LIMITS.seoDescripcion} placeholder={extracto} {...register('seoDescripcion')} />
        </FormField>
      </div>
      <div className="form-actions">
        <SaveButton saving={isSubmitting} label={submitLabel} />
      </div>
    </form>
  );
}
