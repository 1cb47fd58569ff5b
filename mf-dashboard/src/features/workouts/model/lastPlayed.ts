import type { WorkoutSummary } from '@blockbeat/contracts';
import { dayKeyOf, daysBetween } from '../../../shared/days';

function daysAgo(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/**
 * "Last played 3 days ago · 12 times" or "Not played yet", counted in local days (played at 23:50
 * yesterday is "yesterday", not "today"); null when the list did not say (an older service).
 */
export function lastPlayedLabel({ playCount, lastPlayedAt }: Pick<WorkoutSummary, 'playCount' | 'lastPlayedAt'>, now: Date, timeZone?: string): string | null {
  if (playCount === undefined) return null;
  if (playCount === 0 || !lastPlayedAt) return 'Not played yet';
  const days = daysBetween(dayKeyOf(lastPlayedAt, timeZone), dayKeyOf(now, timeZone));
  return `Last played ${daysAgo(days)} · ${playCount === 1 ? 'once' : `${playCount} times`}`;
}
