import type { AuthUser } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** 401 means signed out (null); other failures read 'status: statusText' (PRODUCT.md §8). */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', cache: 'no-cache' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as AuthUser;
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user. Never served from a stale cache and never retried (PRODUCT.md §7). */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    staleTime: 0,
    refetchOnMount: true,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
