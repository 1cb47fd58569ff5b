import { wholeMinutes, type WorkoutSummary } from '@blockbeat/contracts';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MenuButton, type MenuEntry } from '../../../shared/components/MenuButton';
import { feedbackPath, feedbackSummaryLabel } from '../../../shared/feedback';
import { lastPlayedLabel } from '../model/lastPlayed';

export interface WorkoutActions {
  onShare: (workout: WorkoutSummary) => void;
  onExport: (workout: WorkoutSummary) => void;
  onDelete: (workout: WorkoutSummary) => void;
}

const MENU_ITEMS: readonly MenuEntry[] = [
  { key: 'edit', label: 'Edit' },
  { key: 'share', label: 'Share' },
  { key: 'export', label: 'Export as PDF' },
  { key: 'delete', label: 'Delete', danger: true },
];

function exercisesLabel(n: number): string {
  return `${n} ${n === 1 ? 'exercise' : 'exercises'}`;
}

/** Clients' feedback on the workout, as a link to all of it; nothing when there is none or the list did not say. */
function FeedbackLink({ workout }: { workout: WorkoutSummary }) {
  const { feedbackCount, averageEffort = null } = workout;
  if (!feedbackCount) return null;
  const label = feedbackSummaryLabel({ count: feedbackCount, averageEffort });
  return (
    <p className="card-feedback">
      <Link to={feedbackPath(workout.id)} aria-label={`${label} on ${workout.name}`}>
        {label}
      </Link>
    </p>
  );
}

/**
 * docs/product.md#dashboard workout card: name, two-line description, whole minutes (every round
 * counted: totalDuration), exercise count, when it was last played and how often, clients'
 * feedback, actions.
 */
export const WorkoutCard = memo(function WorkoutCard({ workout, onShare, onExport, onDelete }: { workout: WorkoutSummary } & WorkoutActions) {
  const navigate = useNavigate();
  const titleId = `workout-${workout.id}-title`;
  const played = lastPlayedLabel(workout, new Date());
  const onMenu = (key: string) => {
    if (key === 'edit') navigate(`/builder/${workout.id}`);
    else if (key === 'share') onShare(workout);
    else if (key === 'export') onExport(workout);
    else if (key === 'delete') onDelete(workout);
  };
  return (
    <article className="dash-card workout-card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card-title">
          {workout.name}
        </h2>
        <MenuButton label={`More actions for ${workout.name}`} items={MENU_ITEMS} onSelect={onMenu} />
      </div>
      <p className="clamp-2">{workout.description}</p>
      <div className="card-meta">
        <span>{wholeMinutes(workout.totalDuration)} min</span>
        <span>{exercisesLabel(workout.exerciseCount)}</span>
      </div>
      {played && <p className="card-played">{played}</p>}
      <FeedbackLink workout={workout} />
      <div className="card-actions">
        <Link className="link-button" to={`/builder/${workout.id}`} aria-label={`Edit ${workout.name}`}>
          Edit
        </Link>
        <button type="button" className="card-btn" onClick={() => onShare(workout)} aria-label={`Share ${workout.name}`}>
          Share
        </button>
        <Link className="link-button link-button-primary" to={`/player/${workout.id}`} aria-label={`Start ${workout.name}`}>
          Start
        </Link>
      </div>
    </article>
  );
});
