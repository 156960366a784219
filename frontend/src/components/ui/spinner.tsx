/** A loading indicator that screen readers announce. */
export function Spinner({ label = 'Loading' }: { readonly label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
