import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './client';

const NEVER_RETRY = /401|403/;

/** Retries a failure up to `max` times, except errors mentioning 401 or 403 (PRODUCT.md §8). */
export function retryUpTo(max: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    const message = error instanceof Error ? error.message : String(error);
    return !NEVER_RETRY.test(message) && failureCount < max;
  };
}

export const retryQuery = retryUpTo(2);
export const retryMutation = retryUpTo(1);

/** The one QueryClient, with the spec's defaults (PRODUCT.md §7–8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 2 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: retryQuery,
      },
      mutations: {
        retry: retryMutation,
      },
    },
  });
}
