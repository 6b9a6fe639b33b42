import { useState } from 'react';
import type { z } from 'zod';
import { adminApi } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { UploadField } from '../upload-field';
import { FormField } from '../ui/form-field';
import { ACCEPT_IMAGES } from './accept';
import { SaveButton } from '../ui/save-button';

/** A picture's alt text as the shared schemas check it (`productImageAltSchema`, `postCoverAltSchema`…). */
type AltSchema = z.ZodType<{ alt: string }, { alt: string }>;

/**
 * A stored picture's alt text, edited in place: the save button shows once it changed. The one
 * way a product image, a post's cover or a reto's picture has its text corrected.
 */
export function AltTextForm({
  id,
  label,
  alt,
  max,
  schema,
  className,
  onSave,
}: {
  id: string;
  label: string;
  alt: string;
  max: number;
  schema: AltSchema;
  className?: string;
  onSave: (alt: string) => Promise<unknown>;
}) {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useSchemaForm(schema, ({ alt: next }) => onSave(next), { defaultValues: { alt } });
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      <FormField id={id} label={label} required error={errors.alt?.message}>
        <input maxLength={max} {...register('alt')} />
      </FormField>
      {isDirty && <SaveButton saving={isSubmitting} label="Guardar texto" small />}
    </form>
  );
}

export interface AltImageUploadProps<R> {
  /** The alt field's id (focused when it is missing). */
  id: string;
  url: string;
  /** The multipart names of the file and of its alt text. */
  fields: { file: string; alt: string };
  schema: AltSchema;
  max: number;
  /** An example of a good alt text for this kind of picture. */
  altHint: string;
  label: string;
  hint: string;
  missingMessage: string;
  errorMessage: string;
  buttonLabel: string;
  onUploaded: (answer: R) => void;
}

/**
 * A new picture with its required alt text (Ley 1618 de 2013, WCAG): the text is checked by the
 * shared schema before the upload starts, and cleared once the picture is stored.
 */
export function AltImageUpload<R extends { message?: string }>({
  id,
  url,
  fields,
  schema,
  max,
  altHint,
  onUploaded,
  ...upload
}: AltImageUploadProps<R>) {
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const checkAlt = () => {
    const parsed = schema.safeParse({ alt });
    setAltError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) document.getElementById(id)?.focus();
    return parsed.success;
  };
  return (
    <>
      <FormField id={id} label="Texto alternativo" required hint={altHint} error={altError}>
        <input
          maxLength={max}
          value={alt}
          onChange={(e) => {
            setAlt(e.target.value);
            if (altError) setAltError(undefined);
          }}
        />
      </FormField>
      <UploadField<R>
        api={adminApi}
        url={url}
        field={fields.file}
        fields={{ [fields.alt]: alt.trim() }}
        beforeUpload={checkAlt}
        accept={ACCEPT_IMAGES}
        onUploaded={(answer) => {
          setAlt('');
          onUploaded(answer);
        }}
        {...upload}
      />
    </>
  );
}
