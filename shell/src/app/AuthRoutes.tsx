import { useAuth } from '@blockbeat/shell-sdk';
import { useState } from 'react';
import { SignedOutRoutes } from './SignedOutRoutes';
import SignedInApp from './SignedInApp';
import { LoadingScreen } from '../common/LoadingScreen';

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
  // In main.js, not a chunk of its own (issue 25): nearly every page load of the app is signed
  // in (signed-out visitors get the static pages), and the chunk was one more request in the chain
  // before the first screen. Signed out, the app only runs for an expired session or offline.
  return <SignedInApp />;
}
