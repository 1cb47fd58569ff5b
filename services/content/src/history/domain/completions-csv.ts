import type { Completion } from '@blockbeat/contracts';

export const COMPLETIONS_CSV_FILE_NAME = 'blockbeat-history.csv';
const HEADER = ['Completed at (UTC)', 'Workout', 'Minutes', 'Seconds'];

/**
 * A spreadsheet opening the file runs a cell that starts with one of these as a formula (CSV
 * injection, OWASP): a workout's name is the user's (or a shared workout's author's) text. Some
 * spreadsheets read the full-width forms (＝ ＋ － ＠, as East Asian keyboards type them) as the
 * ASCII ones, so they are disarmed too.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Quoted, inner quotes doubled, when it holds a separator, a quote or a line break (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a leading apostrophe disarms a formula. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** "2026-11-24 05:21:29": what spreadsheets read as a date and time. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** The history as CSV: when, which workout, and the time played as whole minutes and the seconds beyond them. */
export function completionsCsv(completions: readonly Completion[]): string {
  const rows = completions.map((c) => [utcTime(c.completedAt), c.workoutName, Math.floor(c.elapsedSeconds / 60), c.elapsedSeconds % 60]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
