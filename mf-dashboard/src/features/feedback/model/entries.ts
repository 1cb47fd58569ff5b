import { LIVE_LIMITS, type FeedbackEntry } from '@blockbeat/contracts';

/** The view's entries newest first, whatever order they arrive in. */
export function newestFirst(entries: readonly FeedbackEntry[]): FeedbackEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Feedback needs no account: the first name the client gave, else "Someone". */
export function senderName({ firstName }: Pick<FeedbackEntry, 'firstName'>): string {
  return firstName?.trim() || 'Someone';
}

export function effortLabel(effort: number | null): string {
  return effort === null ? 'No effort rating' : `Effort ${effort} of ${LIVE_LIMITS.effortMax}`;
}

export function doneLabel(done: boolean): string {
  return done ? 'Finished' : 'Did not finish';
}

/** Where it was sent from: a live class, or the workout's shared link. */
export function sourceLabel(classCode: string | null): string {
  return classCode ? `Live class ${classCode}` : 'Shared link';
}
