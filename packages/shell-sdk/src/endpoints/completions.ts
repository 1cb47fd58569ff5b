import type { CompletionHistory } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../api/client';
import { retryUpTo } from '../api/queryClient';

// POST /api/completions (postCompletion) lives with the offline queue that sends it: ../completion-queue.ts.

/** GET: every completion of the signed-in user as a spreadsheet file (a link's href, downloaded by the browser). */
export const COMPLETIONS_CSV_URL = '/api/completions/export.csv';

/** GET ?from=&to= (ISO instants, at most HISTORY_DAYS_MAX days apart) → CompletionHistory, newest first. */
export const COMPLETION_HISTORY_URL = '/api/completions/history';

export const completionHistoryQueryKey = (from: string, to: string) => [COMPLETION_HISTORY_URL, from, to] as const;

export async function fetchCompletionHistory(from: string, to: string, signal?: AbortSignal): Promise<CompletionHistory> {
  const res = await fetch(`${COMPLETION_HISTORY_URL}?${new URLSearchParams({ from, to })}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as CompletionHistory;
}

/** A range refused (400) stays refused when asked again. */
const retryUnlessRefused = retryUpTo(2, { unlessClientError: true });

export function completionHistoryQueryOptions(from: string, to: string) {
  return {
    queryKey: completionHistoryQueryKey(from, to),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCompletionHistory(from, to, signal),
    retry: retryUnlessRefused,
  };
}

/** The history page's completions between `from` and `to`. */
export function useCompletionHistory(from: string, to: string) {
  return useQuery(completionHistoryQueryOptions(from, to));
}
