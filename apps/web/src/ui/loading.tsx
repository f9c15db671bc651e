/** A status message while something loads; announced politely. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

/** A list or page that failed to load: what went wrong and a Retry that loads it again. */
export function LoadError({ title, level = 'h2', message, onRetry }: { title?: string; level?: 'h2' | 'h3'; message: string; onRetry: () => void }) {
  const Heading = level;
  return (
    <div className="alert alert--error">
      {title ? <Heading>{title}</Heading> : null}
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
