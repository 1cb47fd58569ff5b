import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CALENDAR_KEYS, monthGrid, movedDay, type CalendarDay } from '../model/calendar';
import { monthOf, sameMonth, type DayKey, type MonthRef } from '../../../shared/days';
import { dayLabel, monthLabel, plural } from '../model/format';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export interface MonthCalendarProps {
  month: MonthRef;
  /** The latest month that can be shown (the current one: the future has no history). */
  lastMonth: MonthRef;
  counts: ReadonlyMap<DayKey, number>;
  today: DayKey;
  /** The day that has keyboard focus (one tab stop for the grid). */
  focusedDay: DayKey;
  selectedDay: DayKey | null;
  onFocusDay: (day: DayKey) => void;
  onSelectDay: (day: DayKey) => void;
  onMonthChange: (delta: number) => void;
}

function dayName(day: CalendarDay, today: DayKey): string {
  const done = day.completions > 0 ? plural(day.completions, 'workout', 'workouts') : 'no workouts';
  return `${dayLabel(day.key)}${day.key === today ? ', today' : ''}: ${done}`;
}

/**
 * The month, Monday first, each day with its completions counted. A date grid (WAI-ARIA pattern):
 * one tab stop; arrows move by day and week, Home/End to the week's ends, Page Up/Down by month;
 * Enter or Space selects the day (its completions are listed).
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, lastMonth, counts, today, focusedDay, selectedDay, onFocusDay, onSelectDay, onMonthChange } = props;
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const keyboardMove = useRef(false);
  const atLast = sameMonth(month, lastMonth);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = CALENDAR_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = movedDay(focusedDay, move);
    const target = monthOf(next);
    if (target.year * 12 + target.month > lastMonth.year * 12 + lastMonth.month) return;
    keyboardMove.current = true;
    onFocusDay(next);
  };

  return (
    <section className="history-calendar" aria-labelledby={titleId}>
      <div className="history-calendar-head">
        <button type="button" className="icon-btn" aria-label="Previous month" onClick={() => onMonthChange(-1)}>
          ‹
        </button>
        <h2 id={titleId} className="history-month" aria-live="polite">
          {monthLabel(month)}
        </h2>
        <button type="button" className="icon-btn" aria-label="Next month" disabled={atLast} onClick={() => onMonthChange(1)}>
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="history-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, counts).map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => (
                <td key={day.key} role="gridcell">
                  {day.inMonth ? (
                    <button
                      type="button"
                      data-day={day.key}
                      tabIndex={day.key === focusedDay ? 0 : -1}
                      className={`history-day${day.completions > 0 ? ' history-day-done' : ''}${day.key === today ? ' history-day-today' : ''}${day.key === selectedDay ? ' history-day-selected' : ''}`}
                      aria-label={dayName(day, today)}
                      aria-pressed={day.key === selectedDay}
                      onClick={() => {
                        onFocusDay(day.key);
                        onSelectDay(day.key);
                      }}
                    >
                      <span aria-hidden="true">{Number(day.key.slice(8))}</span>
                      {day.completions > 0 && (
                        <span className="history-day-count" aria-hidden="true">
                          {day.completions}
                        </span>
                      )}
                    </button>
                  ) : (
                    <span className="history-day history-day-outside" aria-hidden="true">
                      {Number(day.key.slice(8))}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
