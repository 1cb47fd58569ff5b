import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface PendingLeave {
  leave: () => void;
  stay: () => void;
}

interface RouterHistoryState {
  idx?: number;
}

const historyIndex = (state: unknown) => (state as RouterHistoryState | null)?.idx;

/**
 * Asks before leaving with unsaved work. react-router's `useBlocker` needs a data router and the
 * shell mounts a declarative <BrowserRouter> (whose router subset is shared by every remote), so
 * this does what the blocker would, for the three ways out:
 * - a full page unload (reload, closing the tab, /api/logout): the browser's own beforeunload prompt;
 * - an in-app link (top bar, menus): the click is stopped before the router's Link sees it;
 * - back/forward: the popstate is stopped before the router's listener, the URL restored with
 *   history.go, and replayed on "leave" (the router keeps an `idx` in history.state for this).
 * Returns the pending leave while the question is open.
 */
export function useLeaveGuard(active: boolean): PendingLeave | null {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    leaving.current = false;
  }, [location.key]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onClick = (e: MouseEvent) => {
      if (leaving.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      // Other sites and /api/* are page loads: beforeunload asks for those.
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      e.preventDefault();
      e.stopPropagation();
      setPending({
        leave: () => {
          leaving.current = true;
          setPending(null);
          navigate(to);
        },
        stay: () => setPending(null),
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active, navigate]);

  useEffect(() => {
    if (!active) return;
    const here = historyIndex(window.history.state);
    let restoring = false;
    // Capture on window runs before the router's own popstate listener on window.
    const onPopState = (e: PopStateEvent) => {
      if (leaving.current) return;
      if (restoring) {
        restoring = false;
        e.stopImmediatePropagation();
        return;
      }
      const there = historyIndex(e.state);
      if (here === undefined || there === undefined || there === here) return;
      e.stopImmediatePropagation();
      restoring = true;
      window.history.go(here - there);
      setPending({
        leave: () => {
          leaving.current = true;
          setPending(null);
          window.history.go(there - here);
        },
        stay: () => setPending(null),
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, [active, location.key]);

  return pending;
}
