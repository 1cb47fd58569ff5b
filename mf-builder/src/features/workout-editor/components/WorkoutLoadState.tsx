import { isNotFoundError } from '@blockbeat/shell-sdk';
import { Alert, Button, Skeleton } from '@blockbeat/ui';
import { Link } from 'react-router-dom';

/** While a workout loads: a skeleton; if it cannot be loaded: not found, or Retry. */
export function WorkoutLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <Skeleton active paragraph={{ rows: 8 }} />;
  const notFound = isNotFoundError(error);
  return (
    <Alert
      type="error"
      showIcon
      message={notFound ? 'Workout not found' : 'The workout could not be loaded'}
      description={notFound ? <Link to="/dashboard">Back to Dashboard</Link> : <Button onClick={onRetry}>Retry</Button>}
    />
  );
}
