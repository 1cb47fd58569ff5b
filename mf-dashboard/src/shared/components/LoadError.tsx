/** A list that could not be fetched: say so and offer to ask again (DESIGN.md §4, faults). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <div>
        <p className="load-error-title">Could not load {what}</p>
        <p className="load-error-text">The server did not answer. Check your connection and try again.</p>
      </div>
      <button type="button" className="card-btn card-btn-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
