import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, fetchSubscriptionStatus, subscriptionQueryOptions, useSubscription } from '../src';
import { jsonResponse, mockFetch, textResponse, wrapperFor } from './helpers';

describe('useSubscription', () => {
  afterEach(() => jest.restoreAllMocks());

  test('when the status loads, then the answer is returned as is', async () => {
    const body = { subscriptionStatus: 'trial', trialEndsAt: null, stripeSubscriptionId: null, hasAccess: true, isExpired: false, noSubscription: true, trialDaysLeft: 9, entitled: true, admin: false };
    mockFetch(() => jsonResponse(body));
    const { result } = renderHook(() => useSubscription(), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.data).toEqual(body));
  });

  test('when the trial has ended, then the status is read again every 15 s until access is back, and no longer after', async () => {
    jest.useFakeTimers();
    try {
      const expired = { subscriptionStatus: 'trial', isExpired: true, hasAccess: true, entitled: false, admin: false };
      const extended = { ...expired, isExpired: false, entitled: true };
      const answers = [expired, expired, extended];
      const fetch = mockFetch(() => jsonResponse(answers.shift() ?? extended));
      const { result } = renderHook(() => useSubscription(), { wrapper: wrapperFor(createQueryClient()) });
      await waitFor(() => expect(result.current.data?.isExpired).toBe(true));
      await jest.advanceTimersByTimeAsync(15_000);
      expect(fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(15_000);
      await waitFor(() => expect(result.current.data?.isExpired).toBe(false));
      await jest.advanceTimersByTimeAsync(60_000);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  test('when the answer is not OK, then the error reads "HTTP status: statusText" and is logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => textResponse('ignored', 502, 'Bad Gateway'));
    await expect(fetchSubscriptionStatus()).rejects.toThrow('HTTP 502: Bad Gateway');
    expect(log).toHaveBeenCalledWith('HTTP 502: Bad Gateway');
  });

  test('when configured, then it stays fresh 5 minutes, retries 3 times, and not on 401', () => {
    const options = subscriptionQueryOptions();
    expect(options.staleTime).toBe(300_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    const error = new Error('HTTP 500: Internal Server Error');
    expect([0, 1, 2, 3].map((n) => options.retry(n, error))).toEqual([true, true, true, false]);
    expect(options.retry(0, new Error('HTTP 401: Unauthorized'))).toBe(false);
  });
});
