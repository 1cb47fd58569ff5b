import { useAuth } from '@blockbeat/shell-sdk';
import { lazy, Suspense, useState } from 'react';
import { SignedOutRoutes } from '../app/SignedOutRoutes';
import { LoadingScreen } from './LoadingScreen';

// A separate chunk: the signed-in frame is where antd (through @blockbeat/ui) may load; the
// signed-out pages never reach it.
const SignedInApp = lazy(() => import('../app/SignedInApp'));

/**
 * Chooses the signed-in or the signed-out app from GET /api/auth/user. Once signed in, the
 * signed-in frame stays when the user goes missing: it tells them and sends them to sign in again
 * (PRODUCT.md §4) instead of dropping them on the landing page.
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
