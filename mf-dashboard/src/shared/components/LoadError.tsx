import { LoadFailed } from '@blockbeat/ui/plain';

/** A list that could not be fetched, in the dashboard's words: ui's LoadFailed with Try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <LoadFailed title={`Could not load ${what}`} text="The server did not answer. Check your connection and try again." onRetry={onRetry} retryLabel="Try again" />;
}
