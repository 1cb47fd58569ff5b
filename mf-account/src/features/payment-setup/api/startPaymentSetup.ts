import { useMutation } from '@tanstack/react-query';
import { assignLocation } from '../../../shared/navigation';
import { postForRedirect } from '../../../shared/redirectAnswer';

export const PAYMENT_SETUP_URL = '/api/billing/payment-setup';

export const startPaymentSetup = () => postForRedirect(PAYMENT_SETUP_URL);

/** A checkout whose first charge falls when the trial ends; back to /payment-setup?setup=…. */
export function useStartPaymentSetup() {
  return useMutation({ mutationFn: startPaymentSetup, onSuccess: (url) => assignLocation(url) });
}
