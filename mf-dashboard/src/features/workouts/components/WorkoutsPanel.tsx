import type { Workout } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';
import { CardSkeletons } from '../../../shared/components/CardSkeletons';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { WorkoutCard } from './WorkoutCard';

export interface WorkoutsPanelProps {
  workouts: Workout[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function WorkoutsPanel({ workouts, isLoading, isError, onRetry }: WorkoutsPanelProps) {
  const navigate = useNavigate();
  if (isLoading) return <CardSkeletons label="Loading workouts" />;
  if (isError) return <LoadError what="your workouts" onRetry={onRetry} />;
  if (workouts.length === 0) {
    return (
      <EmptyState
        title="No workouts yet"
        description="Create your first workout to get started with your fitness journey."
        action={
          <Button type="primary" size="large" onClick={() => navigate('/builder')}>
            Create Your First Workout
          </Button>
        }
      />
    );
  }
  return (
    <ul className="card-grid" aria-label="My workouts">
      {workouts.map((w) => (
        <li key={w.id}>
          <WorkoutCard workout={w} />
        </li>
      ))}
    </ul>
  );
}
