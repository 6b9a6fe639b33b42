import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { BLOG_LIMITS, BLOG_MESSAGES } from '@app/shared/blog';
import { slugify } from '@app/shared/slug';
import { FormField } from '../../../components/ui/form-field';

interface Props {
  /** The group's id (`${id}-error` describes it). */
  id: string;
  /** The tags the post carries, as typed. */
  value: string[];
  onChange: (tags: string[]) => void;
  /** Tags other posts already carry, offered as choices. */
  existing: readonly string[];
  error?: string;
}

const fold = (name: string) => slugify(name, BLOG_LIMITS.etiquetaSlug);

/**
 * Etiquetas: a checkbox per tag already in use (by any post) and a field to create one on the spot.
 * A new name that folds to an existing tag ("recetas" for "Recetas") ticks that one instead of
 * adding a twin, as the server would merge them anyway.
 */
export function TagPicker({ id, value, onChange, existing, error }: Props) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const newId = useId();
  const chosen = new Set(value.map(fold));
  // the post's own tags first (also those just created), then the others, one per folded name
  const options: string[] = [];
  const seen = new Set<string>();
  for (const name of [...value, ...existing]) {
    const key = fold(name);
    if (key && !seen.has(key)) {
      seen.add(key);
      options.push(name);
    }
  }

  const toggle = (name: string, on: boolean) => onChange(on ? [...value, name] : value.filter((t) => fold(t) !== fold(name)));

  const add = () => {
    const name = typed.trim();
    const key = fold(name);
    if (!key) return setTypedError(BLOG_MESSAGES.etiquetaInvalid);
    if (name.length > BLOG_LIMITS.etiqueta) return setTypedError(BLOG_MESSAGES.etiquetaTooLong);
    if (!chosen.has(key)) {
      if (value.length >= BLOG_LIMITS.etiquetas) return setTypedError(BLOG_MESSAGES.tooManyEtiquetas);
      onChange([...value, options.find((o) => fold(o) === key) ?? name]);
    }
    setTyped('');
    setTypedError(undefined);
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset id={id} className="blog-tags field-full" aria-describedby={errorId}>
      <legend>Etiquetas</legend>
      {options.length > 0 ? (
        <div className="chip-grid">
          {options.map((name) => (
            <label key={fold(name)} className="chip">
              <input type="checkbox" checked={chosen.has(fold(name))} onChange={(e) => toggle(name, e.target.checked)} />
              {name}
            </label>
          ))}
        </div>
      ) : (
        <p className="field-hint">Aún no hay etiquetas: crea la primera aquí abajo.</p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      <div className="blog-tag-new">
        <FormField
          id={newId}
          label="Nueva etiqueta"
          hint={`Hasta ${BLOG_LIMITS.etiquetas} por entrada; por ejemplo "Recetas" o "Hidratación".`}
          error={typedError}
        >
          <input
            value={typed}
            maxLength={BLOG_LIMITS.etiqueta}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(undefined);
            }}
            onKeyDown={(e) => {
              // Enter adds the tag instead of sending the whole post
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </FormField>
        <button type="button" className="btn btn-outline" onClick={add}>
          <Plus aria-hidden="true" size={18} />
          Agregar etiqueta
        </button>
      </div>
    </fieldset>
  );
}
