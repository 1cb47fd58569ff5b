import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleUnauthorized } from '../auth/handleUnauthorized';
import { subscriptionQueryOptions } from '../subscription/useSubscription';
import { useToast } from '../toast/ToastProvider';
import { isPaymentRequiredError, isUnauthorizedError } from './apiError';

export const PAYWALL_PATH = '/subscription-required';

/**
 * The failures every write answers the same way: logged out → toast and sign in again
 * (docs/product.md#errors); no access to create or edit (402) → the paywall. Returns whether it handled
 * the error, so the caller reports anything else in its own words.
 */
export function useActionErrorHandler(): (error: unknown) => boolean {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast);
        return true;
      }
      if (isPaymentRequiredError(error)) {
        // The status the app holds may predate the refusal (a trial that ended mid-session): the
        // paywall words itself from a fresh one ('Trial Expired', not 'Premium Feature').
        void queryClient
          .fetchQuery({ ...subscriptionQueryOptions(), staleTime: 0, retry: false })
          .catch(() => undefined)
          .finally(() => navigate(PAYWALL_PATH));
        return true;
      }
      return false;
    },
    [toast, navigate, queryClient],
  );
}
