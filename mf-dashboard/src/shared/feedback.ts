import type { FeedbackSummary } from '@blockbeat/contracts';

/** The feedback page's query parameter: /feedback?workout=<id>. */
export const FEEDBACK_WORKOUT_PARAM = 'workout';

export function feedbackPath(workoutId: string): string {
  return `/feedback?${new URLSearchParams({ [FEEDBACK_WORKOUT_PARAM]: workoutId })}`;
}

/** An average effort always with its one decimal, so 6 reads "6.0" beside "6.4". */
export function effortAverageLabel(averageEffort: number): string {
  return averageEffort.toFixed(1);
}

/** "5 feedback · effort 6.4"; without the effort when nobody rated it. */
export function feedbackSummaryLabel({ count, averageEffort }: FeedbackSummary): string {
  return averageEffort === null ? `${count} feedback` : `${count} feedback · effort ${effortAverageLabel(averageEffort)}`;
}
