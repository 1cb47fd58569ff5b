import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@blockbeat/contracts';

/** The days typed, or the rule they break (a whole number from 1 to 90). */
export function parseDays(text: string): { days: number } | { problem: string } {
  const days = Number(text.trim());
  const fits = text.trim() !== '' && Number.isInteger(days) && days >= ADMIN_LIMITS.extendTrialMinDays && days <= ADMIN_LIMITS.extendTrialMaxDays;
  return fits ? { days } : { problem: ADMIN_MESSAGES.extendDays };
}
