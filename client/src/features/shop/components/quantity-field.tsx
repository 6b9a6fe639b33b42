import { useEffect, useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';

interface QuantityFieldProps {
  value: number;
  onChange: (value: number) => void;
  /** Most units allowed (the stock when the server tracks it, else the order limit). */
  max: number;
  /** The visible label ("Cantidad"). */
  label: string;
  /** Says which product the buttons act on, for screen readers ("Batido Nutricional Vainilla"). */
  productName: string;
  disabled?: boolean;
  /** Shown under the field and tied to it (e.g. "Solo quedan 3 unidades."). */
  hint?: string;
}

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.trunc(n)), Math.max(1, max));

/**
 * A quantity: a number field between two buttons. Typing is free while the field has focus (an
 * empty field on the way to "12" is fine); the value is kept between 1 and `max` as it is applied.
 */
export function QuantityField({ value, onChange, max, label, productName, disabled = false, hint }: QuantityFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const apply = (n: number) => {
    const next = clamp(n, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="quantity-field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="quantity-control">
        <button
          type="button"
          className="icon-btn quantity-btn"
          aria-label={`Una unidad menos de ${productName}`}
          onClick={() => apply(value - 1)}
          disabled={disabled || value <= 1}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id={id}
          className="quantity-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isFinite(n) && n >= 1 && n <= max) onChange(Math.trunc(n));
          }}
          onBlur={() => apply(text === '' || !Number.isFinite(Number(text)) ? value : Number(text))}
        />
        <button
          type="button"
          className="icon-btn quantity-btn"
          aria-label={`Una unidad más de ${productName}`}
          onClick={() => apply(value + 1)}
          disabled={disabled || value >= max}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
