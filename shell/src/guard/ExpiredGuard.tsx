import { isAllowedWhenExpired } from '@blockbeat/contracts';
import { useSubscription, type SubscriptionInfo } from '@blockbeat/shell-sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { TrialSetupScreen } from '../trial/TrialSetupScreen';

/** Expired and not an admin: confined to the paths an expired user may reach. */
export function isLockedOut(status: SubscriptionInfo | undefined): boolean {
  return Boolean(status?.isExpired && !status.admin);
}

/**
 * docs/product.md#signed-in-frame "Route guard": a signed-in user whose access expired goes to /account, except on
 * the account, subscription, paywall, support and payment-setup paths. Admins never expire.
 */
export function ExpiredGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const allowed = isAllowedWhenExpired(pathname);
  const { data, isPending, failureCount } = useSubscription();
  if (allowed) return children;
  // Wait for the first answer (for a new user it starts the trial) so an expired user never sees
  // the screen flash. If billing is failing, do not hold the app hostage while retrying: the
  // services enforce access anyway.
  if (isPending && failureCount === 0) return <TrialSetupScreen />;
  if (isLockedOut(data)) return <Navigate to="/account" replace />;
  return children;
}
