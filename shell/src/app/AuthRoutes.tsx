import { useAuth } from '@blockbeat/shell-sdk';
import { lazy, Suspense, useState } from 'react';
import { SignedOutRoutes } from './SignedOutRoutes';
import { LoadingScreen } from '../common/LoadingScreen';

// A separate chunk: the signed-out pages never need the signed-in frame.
const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = lazy(loadSignedInApp);

/** Starts fetching the signed-in frame's chunk now (a page load that is probably signed in). */
export function preloadSignedInApp(): void {
  void loadSignedInApp();
}

/**
 * Chooses the signed-in or the signed-out app from GET /api/auth/user. Once signed in, the
 * signed-in frame stays when the user goes missing: it tells them and sends them to sign in again
 * (docs/product.md#access-and-subscription-states) instead of dropping them on the landing page.
 */
export function AuthRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (isAuthenticated && !wasSignedIn) setWasSignedIn(true);
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated && !wasSignedIn) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp />
    </Suspense>
  );
}
