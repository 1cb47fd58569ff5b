import type { Completion } from '@blockbeat/contracts';
import { dateTimeLabel } from '../../../shared/dateTimeLabel';
import { sessionMinutesLabel } from '../model/format';

export interface CompletionListProps {
  title: string;
  completions: readonly Completion[];
  emptyText: string;
  timeZone?: string;
}

/** Completions newest first: the workout, when it was finished, and how long it took. */
export function CompletionList({ title, completions, emptyText, timeZone }: CompletionListProps) {
  const sorted = [...completions].sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  return (
    <>
      <h2 className="history-section-title">{title}</h2>
      {sorted.length === 0 ? (
        <p className="muted-text">{emptyText}</p>
      ) : (
        <ul className="history-list" aria-label={title}>
          {sorted.map((c) => (
            <li key={c.id} className="history-item">
              <span className="history-item-name">{c.workoutName}</span>
              <time dateTime={c.completedAt} className="muted-text">
                {dateTimeLabel(c.completedAt, timeZone)}
              </time>
              <span>{sessionMinutesLabel(c.elapsedSeconds)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
