import { isNotFoundError } from '@blockbeat/shell-sdk';
import { LoadFailed, Skeleton } from '@blockbeat/ui';
import { Link } from 'react-router-dom';

/** While a workout loads: a skeleton; if it cannot be loaded: not found, or Retry. */
export function WorkoutLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isNotFoundError(error)) return <LoadFailed title="Workout not found" text={<Link to="/dashboard">Back to Dashboard</Link>} />;
  return <LoadFailed title="The workout could not be loaded" onRetry={onRetry} />;
}
