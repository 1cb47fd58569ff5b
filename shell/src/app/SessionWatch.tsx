import { handleUnauthorized, LOGIN_URL, statusOf, useAuth, useSubscription, useToast } from '@blockbeat/shell-sdk';
import { useEffect, useRef } from 'react';

/** docs/product.md#access-and-subscription-states: with neither a subscription status nor a session, sign in again after 2 s. */
export const MISSING_SESSION_REDIRECT_DELAY_MS = 2000;

/** The status call refused for want of a session. */
const isNoSession = (error: unknown) => statusOf(error) === 401;

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * A signed-in screen that finds the user gone: toast, then /api/login after 500 ms (handled by
 * handleUnauthorized). A status call refused for want of a session, with no status known: /api/login
 * after 2 s. Whichever comes first wins; the other does nothing.
 */
export function SessionWatch({ redirect = goTo }: { redirect?: (url: string) => void }) {
  const { user, isLoading } = useAuth();
  const { toast } = useToast();
  const { data: status, error } = useSubscription();
  const started = useRef(false);
  const userGone = !isLoading && user === null;
  const sessionGone = !status && isNoSession(error);

  useEffect(() => {
    if (started.current || !userGone) return;
    started.current = true;
    handleUnauthorized(toast, redirect);
  }, [userGone, toast, redirect]);

  useEffect(() => {
    if (started.current || !sessionGone) return;
    started.current = true;
    const timer = setTimeout(() => redirect(LOGIN_URL), MISSING_SESSION_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      started.current = false;
    };
  }, [sessionGone, redirect]);

  return null;
}
