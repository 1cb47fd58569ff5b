import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, PAYWALL_PATH, SUBSCRIPTION_QUERY_KEY, ToastProvider, useActionErrorHandler, useToastState } from '../src';
import { jsonResponse, mockFetch } from './helpers';

let path = '';
function Spy() {
  path = useLocation().pathname;
  return null;
}

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/builder']}>
          <Routes>
            <Route path="*" element={<Spy />} />
          </Routes>
          {children}
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

describe('useActionErrorHandler', () => {
  test('when the server answers 402, then the subscription status is read afresh, the paywall opens and the error counts as handled', async () => {
    // The app still holds an active trial; the server has just ended it.
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, { subscriptionStatus: 'trial', trialEndsAt: '2099-01-01T00:00:00Z', hasAccess: true });
    const fresh = { subscriptionStatus: 'trial', trialEndsAt: '2020-01-01T00:00:00Z', hasAccess: true };
    mockFetch(() => jsonResponse(fresh));
    const { result } = renderHook(() => useActionErrorHandler(), { wrapper });
    let handled = false;
    act(() => {
      handled = result.current(new ApiError(402, '{"error":{"code":"payment_required","message":"x"}}'));
    });
    expect(handled).toBe(true);
    await waitFor(() => expect(path).toBe(PAYWALL_PATH));
    expect(queryClient.getQueryData(SUBSCRIPTION_QUERY_KEY)).toEqual(fresh);
  });

  test('when the user is logged out, then the spec toast shows', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => ({ handle: useActionErrorHandler(), toasts: useToastState().toasts }), { wrapper });
    act(() => {
      expect(result.current.handle(new ApiError(401, 'Unauthorized'))).toBe(true);
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  test('when it is any other failure, then it is left to the caller', () => {
    const { result } = renderHook(() => useActionErrorHandler(), { wrapper });
    expect(result.current(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(path).toBe('/builder');
  });
});
