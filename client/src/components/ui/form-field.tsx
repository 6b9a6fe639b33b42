import { cloneElement, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

/** What ties a control to its label, hint and error (given to the control by FormField). */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  /** The control's id: the label points at it; `${id}-hint` and `${id}-error` describe it. */
  id: string;
  label: ReactNode;
  /** Shows the red asterisk and sets aria-required. */
  required?: boolean;
  hint?: ReactNode;
  /** The message under the control; also sets aria-invalid. */
  error?: string;
  /** Invalid with the message shown elsewhere (a form-level alert): aria-invalid only. */
  invalid?: boolean;
  /** A checkbox: the control sits inside its label, before the text. */
  inline?: boolean;
  className?: string;
  /**
   * The control: an element (input, select, textarea) that receives the FieldControlProps, or a
   * function that places them itself, for widgets that take them under other names (date picker, phone input).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/**
 * The one form field of the site: label, control, hint and error, linked for screen readers.
 * Presentational only (no form subscription): a form re-renders a field only when its error changes.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  invalid = false,
  inline = false,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  const input = typeof children === 'function' ? children(control) : cloneElement(children, control);
  const text = (
    <>
      {label}
      {required && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {inline ? (
        <label className="checkbox" htmlFor={id}>
          {input}
          <span>{text}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id}>{text}</label>
          {input}
        </>
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldGroupProps {
  /** `${id}-error` describes the group. */
  id: string;
  legend: ReactNode;
  error?: string;
  className?: string;
  /** The choices (checkboxes). */
  children: ReactNode;
  /** What follows the choices and their error inside the group (an "Otros" field). */
  after?: ReactNode;
}

/** A group of choices under one legend, with one error: the FormField of checkbox lists. */
export function FieldGroup({ id, legend, error, className, children, after }: FieldGroupProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset id={id} className={className} aria-describedby={errorId}>
      <legend>{legend}</legend>
      {children}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {after}
    </fieldset>
  );
}

interface ChoiceChipsProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLInputElement>;
}

/** Checkable chips for a list value (one checkbox per option, same name): what goes inside a FieldGroup. */
export function ChoiceChips({ options, ...input }: ChoiceChipsProps) {
  return (
    <div className="chip-grid">
      {options.map((o) => (
        <label key={o.value} className="chip">
          <input type="checkbox" value={o.value} {...input} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
