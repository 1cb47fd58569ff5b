import type { AuthUser } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { discardBody } from '../api/client';
import { takePageData } from '../api/pageData';

const AUTH_USER_URL = '/api/auth/user';
export const AUTH_USER_QUERY_KEY = [AUTH_USER_URL] as const;

/** 401 means signed out (null); other failures read 'status: statusText' (PRODUCT.md §8). */
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
 * The signed-in user. Never served from a stale cache and never retried (PRODUCT.md §7). A page
 * loaded without a session cookie says so in its page data (null): the app draws at once and the
 * check still runs, as on every mount.
 */
export function useAuth(): AuthState {
  const { data, isLoading, errorUpdatedAt } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    staleTime: 0,
    refetchOnMount: true,
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
