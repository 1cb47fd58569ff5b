import { renderHook, waitFor } from '@testing-library/react';
import { putPageData } from '../../../test-setup/page-data';
import { createQueryClient, fetchAuthUser, useAuth } from '../src';
import { jsonResponse, mockFetch, textResponse, wrapperFor } from './helpers';

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, onboardingCompleted: false };

describe('useAuth', () => {
  test('when GET /api/auth/user answers 401, then the user is null and not authenticated', async () => {
    mockFetch(() => textResponse('Unauthorized', 401, 'Unauthorized'));
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(createQueryClient()) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
  });

  test('when the check answers 401 or fails, then its body is read anyway (an unread body keeps the request open)', async () => {
    for (const [status, statusText] of [[401, 'Unauthorized'], [500, 'Internal Server Error']] as const) {
      const answer = textResponse('details', status, statusText);
      const text = jest.spyOn(answer, 'text');
      mockFetch(() => answer);
      await fetchAuthUser().catch(() => undefined);
      expect(text).toHaveBeenCalledTimes(1);
    }
  });

  test('when signed in, then the user is returned, fetched with credentials and no-cache', async () => {
    const fetchMock = mockFetch(() => jsonResponse(user));
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include', cache: 'no-cache' });
  });

  test('when the call fails otherwise, then the error reads "status: statusText" and is not retried', async () => {
    const fetchMock = mockFetch(() => textResponse('details', 500, 'Internal Server Error'));
    const client = createQueryClient();
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(client.getQueryState(['/api/auth/user'])?.error?.message).toBe('500: Internal Server Error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.isAuthenticated).toBe(false);
  });

  test('when a check has failed, then the next one (another part of the page mounting) does not bring the loading state back', async () => {
    let answer: () => Response | Promise<Response> = () => textResponse('details', 500, 'Internal Server Error');
    const fetchMock = mockFetch(() => answer());
    const client = createQueryClient();
    const first = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = () => held.then(() => textResponse('Unauthorized', 401, 'Unauthorized'));

    const second = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(second.result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    expect(first.result.current.isLoading).toBe(false);
    release();
    await waitFor(() => expect(client.getQueryState(['/api/auth/user'])?.status).toBe('success'));
    expect(second.result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
  });

  test('when more parts of the page mount after the check has answered, then they read that answer and nothing asks again', async () => {
    const fetchMock = mockFetch(() => jsonResponse(user));
    const client = createQueryClient();
    const first = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(first.result.current.isAuthenticated).toBe(true));
    const second = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    const third = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    expect(second.result.current.user).toEqual(user);
    expect(third.result.current.user).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('when the page says nobody is signed in (page data), then the app is not held on the spinner and the check still runs', async () => {
    const script = putPageData('/api/auth/user', 'null');
    const fetchMock = mockFetch(() => jsonResponse(user));
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(createQueryClient()) });
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    // Signed in meanwhile in another tab: the check that always runs says so.
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    script.remove();
  });
});
