import { Alert, Button } from '@blockbeat/ui';

/** A list that could not be fetched: say so and offer to ask again (DESIGN.md §4, faults). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load ${what}`}
      description="The server did not answer. Check your connection and try again."
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
