import type { WorkoutSummary } from '@blockbeat/contracts';
import { useNavigate } from 'react-router-dom';
import { CardGrid } from '../../../shared/components/CardGrid';
import { CardSkeletons } from '../../../shared/components/CardSkeletons';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { WorkoutCard, type WorkoutActions } from './WorkoutCard';

export interface WorkoutsPanelProps extends WorkoutActions {
  /** Every workout the user has (decides between "none yet" and "none match"). */
  total: number;
  /** The workouts to show, filtered and sorted. */
  workouts: readonly WorkoutSummary[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function WorkoutsPanel({ total, workouts, isLoading, isError, onRetry, onShare, onExport, onDelete }: WorkoutsPanelProps) {
  const navigate = useNavigate();
  if (isLoading) return <CardSkeletons label="Loading workouts" />;
  if (isError) return <LoadError what="your workouts" onRetry={onRetry} />;
  if (total === 0) {
    return (
      <EmptyState
        title="No workouts yet"
        description="Create your first workout to get started with your fitness journey."
        action={
          <button type="button" className="btn btn-primary btn-large" onClick={() => navigate('/builder')}>
            Create Your First Workout
          </button>
        }
      />
    );
  }
  if (workouts.length === 0) {
    return <EmptyState title="No workouts match your search" description="Try adjusting your search terms or filters" />;
  }
  return (
    <CardGrid
      items={workouts}
      label="My workouts"
      getKey={(w) => w.id}
      renderItem={(w) => <WorkoutCard workout={w} onShare={onShare} onExport={onExport} onDelete={onDelete} />}
    />
  );
}
