import { QueryClient } from '@tanstack/react-query';
import { isClientError, statusOf } from './apiError';
import { getQueryFn } from './client';

const NEVER_RETRY = /401|403/;

/**
 * The one retry policy: up to `max` times, never after a 401 or 403 (an error whose message
 * mentions either, docs/product.md "Errors"), and with `unlessClientError` never after any 4xx
 * (a missing workout or a refused body will not change by asking again).
 */
export function retryUpTo(max: number, { unlessClientError = false } = {}): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    const status = statusOf(error);
    if (status === 401 || status === 403 || NEVER_RETRY.test(error instanceof Error ? error.message : String(error))) return false;
    if (unlessClientError && isClientError(error)) return false;
    return failureCount < max;
  };
}

export const retryQuery = retryUpTo(2);
export const retryMutation = retryUpTo(1);

/** The one QueryClient, with the product's defaults (docs/product.md, "Data"). */
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
