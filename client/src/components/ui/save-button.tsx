import { Save } from 'lucide-react';

interface SaveButtonProps {
  /** Whether the save runs: the button says "Guardando..." and cannot be pressed again. */
  saving: boolean;
  label: string;
  /** The small button of a form inside a row or a card (a picture's text). */
  small?: boolean;
}

/** A form's submit button that saves: the save icon and the form's own words. */
export function SaveButton({ saving, label, small = false }: SaveButtonProps) {
  return (
    <button type="submit" className={small ? 'btn btn-primary btn-sm' : 'btn btn-primary'} disabled={saving}>
      <Save aria-hidden="true" size={small ? 14 : 18} />
      {saving ? 'Guardando...' : label}
    </button>
  );
}
