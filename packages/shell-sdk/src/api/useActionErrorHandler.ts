import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleUnauthorized } from '../auth/handleUnauthorized';
import { useToast } from '../toast/ToastProvider';
import { isPaymentRequiredError, isUnauthorizedError } from './client';

export const PAYWALL_PATH = '/subscription-required';

/**
 * The failures every write answers the same way: logged out → toast and sign in again
 * (PRODUCT.md §8); no access to create or edit (402) → the paywall. Returns whether it handled
 * the error, so the caller reports anything else in its own words.
 */
export function useActionErrorHandler(): (error: unknown) => boolean {
  const { toast } = useToast();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast);
        return true;
      }
      if (isPaymentRequiredError(error)) {
        navigate(PAYWALL_PATH);
        return true;
      }
      return false;
    },
    [toast, navigate],
  );
}
