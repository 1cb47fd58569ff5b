import { errorBodyOf, isNotFoundError, LOGIN_URL, useActionErrorHandler, useAuth, useToast } from '@blockbeat/shell-sdk';
import { formatClock } from '@blockbeat/timer-engine';
import { useNavigate } from 'react-router-dom';
import { Loading, NOT_AVAILABLE, NotAvailable, Problem } from '../../../shared/StatusMessage';
import { useImportSummary } from '../api/getImportSummary';
import { useImportWorkout } from '../api/importWorkout';

/** A shared workout's summary; signed-in users copy it into their library and land in the builder on the copy. */
export function ImportScreen({ workoutId }: { workoutId: string }) {
  const summary = useImportSummary(workoutId);
  const { user, isLoading: authLoading } = useAuth();
  const importing = useImportWorkout();
  const navigate = useNavigate();
  const { toast } = useToast();
  const actionError = useActionErrorHandler();

  if (summary.isPending) return <Loading label="Loading workout..." />;
  if (summary.isError) {
    return isNotFoundError(summary.error) ? (
      <NotAvailable />
    ) : (
      <Problem title="The workout could not be loaded.">
        <button type="button" className="btn btn-ghost" onClick={() => void summary.refetch()}>
          Retry
        </button>
      </Problem>
    );
  }
  const { name, description, blockCount, totalDuration } = summary.data;

  const importIt = () =>
    importing.mutate(workoutId, {
      onSuccess: (copy) => navigate(`/builder/${copy.id}`),
      onError: (err) => {
        if (actionError(err)) return;
        // A full storage quota: the service's message says how much is used and what to do.
        const tooLarge = errorBodyOf(err)?.error.code === 'too_large' ? errorBodyOf(err)?.error.message : undefined;
        const description = isNotFoundError(err) ? NOT_AVAILABLE : (tooLarge ?? 'Failed to import the workout. Please try again.');
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });

  return (
    <article className="player-card import-summary" aria-labelledby="import-name">
      <h2 id="import-name">{name}</h2>
      {description && <p className="player-muted">{description}</p>}
      <dl className="totals">
        <div>
          <dt>Blocks</dt>
          <dd>{blockCount}</dd>
        </div>
        <div>
          <dt>Total time</dt>
          <dd>{formatClock(totalDuration * 1000)}</dd>
        </div>
      </dl>
      {!authLoading &&
        (user ? (
          <button type="button" className="btn btn-primary btn-large" onClick={importIt} disabled={importing.isPending}>
            {importing.isPending ? 'Importing...' : 'Import to my library'}
          </button>
        ) : (
          <a className="btn btn-primary btn-large" href={`${LOGIN_URL}?returnTo=/import/${encodeURIComponent(workoutId)}`}>
            Sign in to import
          </a>
        ))}
    </article>
  );
}
