/** A status message while something loads; announced politely. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
