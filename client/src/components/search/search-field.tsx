import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_LIMITS } from '@app/shared/search-public';
import './search-field.css';

/**
 * The search field, the same in the loading box and in the dialog (in the header's code, so it is
 * there from the first keystroke: docs/decisions/019). The dialog adds the combobox's attributes.
 */
/** `children`: what shows beside the field (the dialog's spinner while it asks). */
export function SearchField({ ref, children, ...props }: ComponentProps<'input'>) {
  return (
    <div className="search-field">
      <Search aria-hidden="true" size={20} className="search-field-icon" />
      <input
        ref={ref}
        type="search"
        className="input search-input"
        aria-label="Buscar productos, artículos, retos y páginas"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_LIMITS.q}
        placeholder="Ej.: proteína, hidratación, reto 21"
        {...props}
      />
      {children}
    </div>
  );
}
