import { useId } from 'react';
import { addDays } from '../../../shared/days';
import { shortDayLabel } from '../model/format';
import type { WeekTotal } from '../model/summary';

const BAR_PX = 80;

/** The last 8 weeks, this week first: sessions and minutes, with a bar for the minutes. */
export function WeeklyTotals({ weeks }: { weeks: readonly WeekTotal[] }) {
  const titleId = useId();
  const most = Math.max(1, ...weeks.map((w) => w.minutes));
  return (
    <section className="history-weeks" aria-labelledby={titleId}>
      <h2 id={titleId} className="history-section-title">
        Weekly totals
      </h2>
      <table className="history-weeks-table">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Sessions</th>
            <th scope="col">Minutes</th>
          </tr>
        </thead>
        <tbody>
          {[...weeks].reverse().map((week, i) => (
            <tr key={week.weekStart}>
              <th scope="row">{i === 0 ? 'This week' : `${shortDayLabel(week.weekStart)} – ${shortDayLabel(addDays(week.weekStart, 6))}`}</th>
              <td>{week.sessions}</td>
              <td>
                <span className="history-bar-cell">
                  <span className="history-bar" style={{ width: `${Math.round((week.minutes / most) * BAR_PX)}px` }} aria-hidden="true" />
                  {week.minutes}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
