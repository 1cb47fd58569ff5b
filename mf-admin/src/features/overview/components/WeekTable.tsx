import type { WeekFigures } from '@blockbeat/contracts';
import { WEEK_MEASURES } from '../model/figures';
import { formatCount, formatWeek } from '../model/format';

/** The charts' figures as text: every week with each measure. */
export function WeekTable({ weeks }: { weeks: WeekFigures[] }) {
  return (
    <details className="ov-week-table">
      <summary>Show the weekly figures as a table</summary>
      <table className="ov-table">
        <caption className="admin-visually-hidden">Sign-ups, conversions and cancellations per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {WEEK_MEASURES.map((m) => (
              <th key={m.key} scope="col">
                {m.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{formatWeek(w.weekStart)}</th>
              {WEEK_MEASURES.map((m) => (
                <td key={m.key}>{formatCount(w[m.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
