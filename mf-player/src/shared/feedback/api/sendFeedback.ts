import type { FeedbackInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/** Where feedback goes: a live class by its code, or a shared workout by its token. */
export type FeedbackTarget = { classCode: string } | { shareToken: string };

export function feedbackUrl(target: FeedbackTarget): string {
  return 'classCode' in target
    ? `/api/live/${encodeURIComponent(target.classCode)}/feedback`
    : `/api/shared/${encodeURIComponent(target.shareToken)}/feedback`;
}

/** POST …/feedback: no account needed. */
export async function sendFeedback(target: FeedbackTarget, input: FeedbackInput): Promise<void> {
  await apiRequest('POST', feedbackUrl(target), input);
}
