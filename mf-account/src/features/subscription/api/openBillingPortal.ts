import { useMutation } from '@tanstack/react-query';
import { assignLocation } from '../../../shared/navigation';
import { postForRedirect } from '../../../shared/redirectAnswer';

export const BILLING_PORTAL_URL = '/api/billing/portal';

export const openBillingPortal = () => postForRedirect(BILLING_PORTAL_URL);

/** Manage billing: the payment provider's customer portal (card, invoices, cancel); back to /account. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: (url) => assignLocation(url) });
}
