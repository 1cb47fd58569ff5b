import type { AuthUser } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { discardBody } from '../api/client';
import { takePageData } from '../api/pageData';

const AUTH_USER_URL = '/api/auth/user';
export const AUTH_USER_QUERY_KEY = [AUTH_USER_URL] as const;

/** 401 means signed out (null); other failures read 'status: statusText' (docs/product.md#errors). */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await fetch(AUTH_USER_URL, { credentials: 'include', cache: 'no-cache' });
  if (!res.ok) {
    await discardBody(res);
    if (res.status === 401) return null;
    throw new ApiError(res.status, '', res.statusText);
  }
  return (await res.json()) as AuthUser;
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The signed-in user. Never retried (docs/product.md#data), and asked once per page load: the first part
 * of the page that needs it asks, and the frame, the screens and their parts mounting after it
 * read that answer (issue 13: three checks per dashboard load, now one). It is never fresh
 * (staleTime 0), so whatever invalidates it (e.g. completing the tutorial) asks again. A check
 * that failed is asked again by the next part that mounts. A page loaded without a session cookie
 * says so in its page data (null): the app draws at once and the check still runs.
 */
export function useAuth(): AuthState {
  const { data, isLoading, errorUpdatedAt } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    staleTime: 0,
    refetchOnMount: (query) => query.state.dataUpdateCount === 0,
    retry: false,
    initialData: () => takePageData<AuthUser | null>(AUTH_USER_URL),
  });
  const user = data ?? null;
  // A failed check leaves no data, and react-query puts a query without data back to 'pending'
  // when it fetches again: without this, every later mount that re-checks (always, §7) would
  // show the loading screen again, and the screens it replaces would mount and re-check again.
  const answeredBefore = errorUpdatedAt > 0;
  return { user, isLoading: isLoading && !answeredBefore, isAuthenticated: user !== null };
}
