import type { Streaks } from '../model/summary';
import { plural } from '../model/format';

/** Current and longest streak, in days. */
export function StreakTiles({ streaks }: { streaks: Streaks }) {
  return (
    <dl className="history-stats">
      <div className="history-stat">
        <dt>Current streak</dt>
        <dd>{plural(streaks.current, 'day', 'days')}</dd>
      </div>
      <div className="history-stat">
        <dt>Longest streak</dt>
        <dd>{plural(streaks.longest, 'day', 'days')}</dd>
      </div>
    </dl>
  );
}
