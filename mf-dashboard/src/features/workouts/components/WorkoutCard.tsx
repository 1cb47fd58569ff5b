import { wholeMinutes, type Workout } from '@blockbeat/contracts';
import { Card } from '@blockbeat/ui';
import { Link } from 'react-router-dom';

function exercisesLabel(n: number): string {
  return `${n} ${n === 1 ? 'exercise' : 'exercises'}`;
}

/** PRODUCT.md §2 workout card: name, two-line description, whole minutes, exercise count. */
export function WorkoutCard({ workout }: { workout: Workout }) {
  return (
    <Card>
      <h3 className="card-title">{workout.name}</h3>
      <p className="clamp-2">{workout.description}</p>
      <div className="card-meta">
        <span>{wholeMinutes(workout.totalDuration)} min</span>
        <span>{exercisesLabel(workout.exercises.length)}</span>
      </div>
      <div className="card-actions">
        <Link className="link-button" to={`/builder/${workout.id}`} aria-label={`Edit ${workout.name}`}>
          Edit
        </Link>
        <Link className="link-button link-button-primary" to={`/player/${workout.id}`} aria-label={`Start ${workout.name}`}>
          Start
        </Link>
      </div>
    </Card>
  );
}
