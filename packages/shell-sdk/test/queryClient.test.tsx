import { useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, retryMutation, retryQuery } from '../src';
import { mockFetch, textResponse, wrapperFor } from './helpers';

describe('retry rules', () => {
  test('when a query fails with 401 or 403, then it is never retried', () => {
    expect(retryQuery(0, new Error('401: Unauthorized'))).toBe(false);
    expect(retryQuery(0, new Error('403: Forbidden'))).toBe(false);
  });

  test('when a query fails otherwise, then it is retried up to 2 times', () => {
    const error = new Error('500: Internal Server Error');
    expect([0, 1, 2].map((n) => retryQuery(n, error))).toEqual([true, true, false]);
  });

  test('when a mutation fails, then it is retried once, and never on 401/403', () => {
    const error = new Error('500: boom');
    expect([0, 1].map((n) => retryMutation(n, error))).toEqual([true, false]);
    expect(retryMutation(0, new Error('403: Forbidden'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  test('when created, then it carries the spec defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 120_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: retryQuery,
    });
    expect(mutations).toMatchObject({ retry: retryMutation });
  });

  function fastClient() {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
      mutations: { ...client.getDefaultOptions().mutations, retryDelay: 0 },
    });
    return client;
  }

  test('when a read keeps failing with 500, then it is tried 3 times in all', async () => {
    const fetchMock = mockFetch(() => textResponse('', 500, 'Internal Server Error'));
    const client = fastClient();
    const { result } = renderHook(() => useQuery({ queryKey: ['/api/workouts'] }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: Internal Server Error');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('when a read fails with 401, then it is tried once', async () => {
    const fetchMock = mockFetch(() => textResponse('Unauthorized', 401, 'Unauthorized'));
    const { result } = renderHook(() => useQuery({ queryKey: ['/api/workouts'] }), { wrapper: wrapperFor(fastClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('when a write keeps failing with 500, then it is tried twice in all', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async () => {
            calls += 1;
            throw new Error('500: boom');
          },
        }),
      { wrapper: wrapperFor(fastClient()) },
    );
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(2);
  });
});
