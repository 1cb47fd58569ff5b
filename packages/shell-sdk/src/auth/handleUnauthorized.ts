import type { ToastInput } from '../toast/toastState';

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

function goToLogin(url: string): void {
  window.location.href = url;
}

/** Logged out during an action: say so, then sign in again after 500 ms (docs/product.md#errors). */
export function handleUnauthorized(toast: (input: ToastInput) => unknown, redirect: (url: string) => void = goToLogin): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => redirect(LOGIN_URL), UNAUTHORIZED_REDIRECT_DELAY_MS);
}
