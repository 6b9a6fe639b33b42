/** A tools' form's button, with the saved message beside it (a polite status). */
export function ToolFormActions({
  saving,
  label,
  saved,
  outline = false,
}: {
  saving: boolean;
  label: string;
  saved: string;
  /** The quieter button of a secondary form (the goal weight). */
  outline?: boolean;
}) {
  return (
    <div className="tools-form-actions">
      <button type="submit" className={outline ? 'btn btn-outline' : 'btn btn-primary'} disabled={saving}>
        {saving ? 'Guardando...' : label}
      </button>
      <p className="tools-saved" role="status">
        {saved}
      </p>
    </div>
  );
}
