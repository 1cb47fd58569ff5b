import type { RemoteModuleId } from '@blockbeat/contracts';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoading } from '../common/LoadingScreen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { loadScreen, remoteNameOf, resetRemote } from './remotes';
import { RemoteRetryContext } from './retryContext';

// One lazy component per screen id, so returning to a screen does not suspend again.
const screens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(id: string): LazyExoticComponent<ComponentType> {
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(() => loadScreen(id));
    screens.set(id, screen);
  }
  return screen;
}

/** Drops the remote's cached state and screens so the next render loads them from the network. */
async function forgetRemote(name: string): Promise<void> {
  for (const id of screens.keys()) if (remoteNameOf(id) === name) screens.delete(id);
  await resetRemote(name);
}

/** A route screen from a remote, e.g. 'mf_dashboard/DashboardPage', with fallback and Retry. */
export function RemoteScreen({ id }: { id: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must yield a new lazy
  const Screen = useMemo(() => lazyScreen(id), [id, attempt]);

  // Retry without a page reload: forget the failed remote, then remount with a new lazy and key.
  const retry = useCallback(async () => {
    try {
      await forgetRemote(remoteNameOf(id));
    } finally {
      setAttempt((n) => n + 1);
    }
  }, [id]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={`${id}#${attempt}`}
        fallback={<RemoteFallback onRetry={retry} />}
      >
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
