import type { CalendarDay } from '@blockbeat/contracts';
import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { useWorkoutLibrary } from '../../../shared/coachingLists';
import { useCalendar } from '../api/getCalendar';
import { addDays, shortDay } from '../model/localDate';

const STATUS: Record<CalendarDay['status'], string> = { planned: 'Planned', done: 'Done', missed: 'Missed', rest: 'Rest' };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Monday of `date`'s week. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/** Four weeks back and four ahead of `today`: planned, done and missed days, with effort and notes. */
export function ClientCalendar({ clientId, today }: { clientId: string; today: string }) {
  const from = addDays(mondayOf(today), -28);
  const to = addDays(mondayOf(today), 34);
  const calendar = useCalendar(clientId, { from, to, today });
  const library = useWorkoutLibrary();
  const nameOf = (workoutId: string, played: string | null) => played ?? library.data?.find((w) => w.id === workoutId)?.name ?? 'Workout';
  if (calendar.isPending) return <p className="muted" role="status">Loading the calendar…</p>;
  if (calendar.isError) return <p role="alert">{serviceMessageOf(calendar.error, 'The calendar could not be loaded.')}</p>;
  return (
    <section className="coach-card" aria-labelledby="coach-calendar-title">
      <h2 id="coach-calendar-title">Calendar</h2>
      <div className="coach-weekdays" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ol className="coach-calendar" aria-label="Days">
        {calendar.data.days.map((day) => (
          <li key={day.date} className={`coach-day is-${day.status}${day.date === today ? ' is-today' : ''}`} aria-label={`${shortDay(day.date)}: ${STATUS[day.status]}`}>
            <span className="coach-day-date">{day.date === today ? `Today, ${shortDay(day.date)}` : shortDay(day.date)}</span>
            <span className="coach-day-status">{STATUS[day.status]}</span>
            {day.entries.length > 0 && (
              <ul>
                {day.entries.map((entry) => (
                  <li key={entry.workoutId}>
                    {nameOf(entry.workoutId, entry.playedName)}
                    {entry.completion && ` · effort ${entry.completion.effort}/10`}
                    {entry.completion?.note && <span className="muted coach-sub">“{entry.completion.note}”</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
