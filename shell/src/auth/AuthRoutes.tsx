import { useAuth } from '@blockbeat/shell-sdk';
import { lazy, Suspense } from 'react';
import { SignedOutRoutes } from '../app/SignedOutRoutes';
import { LoadingScreen } from './LoadingScreen';

// A separate chunk: the signed-in frame is where antd (through @blockbeat/ui) may load; the
// signed-out pages never reach it.
const SignedInApp = lazy(() => import('../app/SignedInApp'));

/** Chooses the signed-in or the signed-out app from GET /api/auth/user. */
export function AuthRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp />
    </Suspense>
  );
}
