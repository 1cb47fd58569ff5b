/** The week maths: which workouts fall on which day, and how a client is keeping up. Pure: dates in, days out. */
export { addDays, datesFrom, daysBetween, isPlausibleToday, localDateAt, mondayOf, utcDateOf } from './domain/calendar-dates';
export { doneOfPlanned, fallsBehind, isFallingBehind, lastDayOf, plannedOn, scheduleDays, type Done, type PlanItem, type ProgramShape, type ProgramsById, type ScheduledDay, type ScheduledEntry } from './domain/schedule';
