import { useState } from 'react';

export interface RemoteFallbackProps {
  onRetry: () => Promise<void> | void;
}

/** Stands in for a screen whose code could not be loaded; the rest of the app keeps working. */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">This part of BlockBeat could not be loaded.</h2>
      <p>It may be a network hiccup or an update in progress. Everything else still works; try again in a moment.</p>
      <button type="button" className="btn btn-primary" onClick={retry} disabled={retrying}>
        Retry
      </button>
    </section>
  );
}
