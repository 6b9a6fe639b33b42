interface SpinnerProps {
  /** Text announced to screen readers and shown beside the spinner when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Cargando...', showLabel = false, size = 'md', className = '' }: SpinnerProps) {
  return (
    <span className={`spinner-wrap ${className}`.trim()} role="status" aria-live="polite">
      <span className={`spinner spinner-${size}`} aria-hidden="true" />
      <span className={showLabel ? 'spinner-label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/** Centred spinner filling a content area while a page chunk or data loads. */
export function PageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
