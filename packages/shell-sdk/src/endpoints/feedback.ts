import type { FeedbackView } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../api/client';
import { retryUpTo } from '../api/queryClient';

/** GET ?workoutId= → FeedbackView: clients' feedback on one of the signed-in instructor's workouts (issue 19). */
export const FEEDBACK_URL = '/api/feedback';

export const workoutFeedbackQueryKey = (workoutId: string) => [FEEDBACK_URL, workoutId] as const;

export async function fetchWorkoutFeedback(workoutId: string, signal?: AbortSignal): Promise<FeedbackView> {
  const res = await fetch(`${FEEDBACK_URL}?${new URLSearchParams({ workoutId })}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as FeedbackView;
}

/** A workout that is not there or not the caller's (404) stays so when asked again. */
const retryUnlessRefused = retryUpTo(2, { unlessClientError: true });

export function workoutFeedbackQueryOptions(workoutId: string) {
  return {
    queryKey: workoutFeedbackQueryKey(workoutId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchWorkoutFeedback(workoutId, signal),
    retry: retryUnlessRefused,
    // Clients send feedback from their own phones at any time: every visit reads it afresh.
    refetchOnMount: 'always' as const,
  };
}

/** The feedback page's summaries and entries; idle until there is a workout to ask about. */
export function useWorkoutFeedback(workoutId: string | undefined) {
  return useQuery({ ...workoutFeedbackQueryOptions(workoutId ?? ''), enabled: Boolean(workoutId) });
}
