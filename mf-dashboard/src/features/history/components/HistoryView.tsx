import { COMPLETIONS_CSV_URL, useCompletionHistory } from '@blockbeat/shell-sdk';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { useUnauthorizedRedirect } from '../../../shared/useUnauthorizedRedirect';
import { movedDay } from '../model/calendar';
import { dayKeyOf, monthOf, sameMonth, shiftMonth, type DayKey, type MonthRef } from '../../../shared/days';
import { dayLabel, monthLabel } from '../model/format';
import { monthRange, summaryRange } from '../model/range';
import { countsByDay, streaks, weeklyTotals } from '../model/summary';
import { CompletionList } from './CompletionList';
import { MonthCalendar } from './MonthCalendar';
import { StreakTiles } from './StreakTiles';
import { WeeklyTotals } from './WeeklyTotals';

export interface HistoryViewProps {
  now: Date;
  /** IANA zone the days are counted in; undefined: the browser's. */
  timeZone?: string;
}

/** Which month shows, the day with keyboard focus, and the day whose completions are listed. */
function useCalendarState(today: DayKey) {
  const [month, setMonth] = useState<MonthRef>(() => monthOf(today));
  const [focusedDay, setFocusedDay] = useState<DayKey>(today);
  const [selectedDay, setSelectedDay] = useState<DayKey | null>(null);

  const showMonthOf = (day: DayKey) => {
    if (sameMonth(monthOf(day), month)) return;
    setMonth(monthOf(day));
    setSelectedDay(null);
  };
  return {
    month,
    focusedDay,
    selectedDay,
    focusDay: (day: DayKey) => {
      setFocusedDay(day);
      showMonthOf(day);
    },
    toggleDay: (day: DayKey) => setSelectedDay((d) => (d === day ? null : day)),
    clearDay: () => setSelectedDay(null),
    changeMonth: (delta: number) => {
      const day = movedDay(focusedDay, delta > 0 ? 'nextMonth' : 'previousMonth');
      setFocusedDay(day);
      setMonth(shiftMonth(month, delta));
      setSelectedDay(null);
    },
  };
}

/** The history page: streaks, weekly totals, a month calendar and the month's (or a day's) completions. */
export function HistoryView({ now, timeZone }: HistoryViewProps) {
  const today = dayKeyOf(now, timeZone);
  const calendar = useCalendarState(today);
  const { month, selectedDay } = calendar;
  const summaryWindow = useMemo(() => summaryRange(today, timeZone), [today, timeZone]);
  const monthWindow = useMemo(() => monthRange(month, timeZone), [month, timeZone]);
  const summary = useCompletionHistory(summaryWindow.from, summaryWindow.to);
  const monthly = useCompletionHistory(monthWindow.from, monthWindow.to);
  useUnauthorizedRedirect(summary.error, monthly.error);

  const yearCompletions = summary.data?.completions;
  const stats = useMemo(
    () => yearCompletions && { streaks: streaks(countsByDay(yearCompletions, timeZone).keys(), today), weeks: weeklyTotals(yearCompletions, today, timeZone) },
    [yearCompletions, today, timeZone],
  );
  const monthCompletions = useMemo(() => monthly.data?.completions ?? [], [monthly.data]);
  const counts = useMemo(() => countsByDay(monthCompletions, timeZone), [monthCompletions, timeZone]);

  if (summary.isPending) return <p role="status">Loading your history…</p>;
  if (summary.isError) return <LoadError what="your history" onRetry={() => void summary.refetch()} />;
  if (summary.data.completions.length === 0) {
    return (
      <EmptyState
        title="No workouts played yet"
        description="Finish a workout in the player and it shows up here, with your calendar, weekly totals and streaks."
        action={
          <Link className="link-button link-button-primary" to="/dashboard">
            Go to my workouts
          </Link>
        }
      />
    );
  }

  const listed = selectedDay ? monthCompletions.filter((c) => dayKeyOf(c.completedAt, timeZone) === selectedDay) : monthCompletions;
  return (
    <>
      <div className="history-actions">
        <a className="link-button" href={COMPLETIONS_CSV_URL} download>
          Export CSV
        </a>
      </div>
      {stats && <StreakTiles streaks={stats.streaks} />}
      <div className="history-columns">
        <div>
          <MonthCalendar
            month={month}
            lastMonth={monthOf(today)}
            counts={counts}
            today={today}
            focusedDay={calendar.focusedDay}
            selectedDay={selectedDay}
            onFocusDay={calendar.focusDay}
            onSelectDay={calendar.toggleDay}
            onMonthChange={calendar.changeMonth}
          />
          <section className="history-month-list" aria-live="polite">
            {monthly.isError ? (
              <LoadError what={`your workouts of ${monthLabel(month)}`} onRetry={() => void monthly.refetch()} />
            ) : monthly.isPending ? (
              <p role="status">Loading {monthLabel(month)}…</p>
            ) : (
              <CompletionList
                title={selectedDay ? dayLabel(selectedDay) : `Workouts in ${monthLabel(month)}`}
                completions={listed}
                emptyText={selectedDay ? 'No workouts on this day.' : `No workouts in ${monthLabel(month)}.`}
                timeZone={timeZone}
              />
            )}
            {selectedDay && (
              <button type="button" className="text-button" onClick={calendar.clearDay}>
                Show all of {monthLabel(month)}
              </button>
            )}
          </section>
        </div>
        {stats && <WeeklyTotals weeks={stats.weeks} />}
      </div>
    </>
  );
}
