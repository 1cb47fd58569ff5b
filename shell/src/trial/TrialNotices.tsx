import { isTutorialReplay } from '@blockbeat/contracts';
import { useAuth, useSubscription } from '@blockbeat/shell-sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { chooseTrialNotice, isQuietPath, rememberTrialNotice, safeLocalStorage, type TrialNotice } from './trialNotices';

const TrialDialog = lazy(() => import('./TrialDialog'));

type State = { phase: 'waiting' } | { phase: 'open' | 'closed'; notice: TrialNotice; daysLeft: number };

/**
 * The trial welcome and trial-ending dialogs (docs/product.md#trial-notices, #access-and-subscription-states). At most one per page load, and
 * only once the onboarding tutorial is out of the way (due, or replayed from the account page), so
 * two dialogs never stack. A notice counts as shown when it opens, whether or not a button is pressed.
 */
export function TrialNotices() {
  const { user } = useAuth();
  const { data: status } = useSubscription();
  const { pathname, state: navigationState } = useLocation();
  const tutorialReplayed = isTutorialReplay(navigationState);
  const [state, setState] = useState<State>({ phase: 'waiting' });
  const quiet = isQuietPath(pathname);

  useEffect(() => {
    if (state.phase !== 'waiting' || !user || !user.onboardingCompleted || tutorialReplayed || !status || quiet) return;
    const now = new Date();
    const storage = safeLocalStorage();
    const notice = chooseTrialNotice(status, user.id, storage, now);
    if (!notice) return;
    rememberTrialNotice(storage, notice, user.id, now);
    setState({ phase: 'open', notice, daysLeft: status.trialDaysLeft });
  }, [state.phase, user, tutorialReplayed, status, quiet]);

  if (state.phase === 'waiting') return null;
  const open = state.phase === 'open';
  const close = () => setState({ ...state, phase: 'closed' });
  return (
    <Suspense fallback={null}>
      <TrialDialog notice={state.notice} open={open} daysLeft={state.daysLeft} onClose={close} />
    </Suspense>
  );
}
