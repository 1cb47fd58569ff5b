import { useMutation } from '@tanstack/react-query';
import { assignLocation } from '../../../shared/navigation';
import { postForRedirect } from '../../../shared/redirectAnswer';

export const CHECKOUT_URL = '/api/billing/checkout';

export const startCheckout = () => postForRedirect(CHECKOUT_URL);

/** Subscribe: the payment provider's hosted checkout, then back to /subscription?checkout=…. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: (url) => assignLocation(url) });
}
