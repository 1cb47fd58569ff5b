import { handleUnauthorized, isUnauthorizedError, useToast } from '@blockbeat/shell-sdk';
import { useEffect } from 'react';

/** A 401 from any of the page's reads: tell the user and sign in again (docs/product.md#access-and-subscription-states, #errors). */
export function useUnauthorizedRedirect(...errors: unknown[]): void {
  const { toast } = useToast();
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (unauthorized) handleUnauthorized(toast);
  }, [unauthorized, toast]);
}
