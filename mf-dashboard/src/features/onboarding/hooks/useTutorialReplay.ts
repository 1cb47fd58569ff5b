import { isTutorialReplay } from '@blockbeat/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the account page's "Replay tutorial" led to this dashboard load, and a way to forget it
 * once the tutorial has closed, so that a reload or Back to this entry does not bring it back.
 */
export function useTutorialReplay(): { requested: boolean; forget: () => void } {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const requested = isTutorialReplay(state);
  const forget = useCallback(() => {
    if (requested) void navigate(`${pathname}${search}${hash}`, { replace: true, state: null });
  }, [requested, navigate, pathname, search, hash]);
  return { requested, forget };
}
