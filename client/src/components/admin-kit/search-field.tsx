import { Search } from 'lucide-react';
import { FormField } from '../ui/form-field';

interface SearchFieldProps {
  id: string;
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The list the search narrows, when it is not the panel's table (a list of choices). */
  controls?: string;
  className?: string;
}

/** A labelled search box with its magnifier: a list's toolbar search or a list of choices' filter. */
export function SearchField({ id, label = 'Buscar', placeholder, value, onChange, controls, className }: SearchFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      {(a11y) => (
        <div className="admin-search">
          <Search aria-hidden="true" size={18} />
          <input
            {...a11y}
            type="search"
            aria-controls={controls}
            placeholder={placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
