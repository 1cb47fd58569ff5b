import type { SubscriptionInfo } from '@blockbeat/shell-sdk';
import { Alert } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { useStatusUntil } from '../../../shared/useStatusUntil';

/** The provider's subscription exists once its webhook has landed. */
const recorded = (s: SubscriptionInfo) => !s.noSubscription;

function SuccessResult() {
  useStatusUntil(recorded);
  return (
    <Alert
      type="success"
      showIcon
      title="Payment method added"
      description="Thank you! Billing starts when your free trial ends; nothing is charged before then."
    />
  );
}

/** Where the setup checkout sends the browser back: /payment-setup?setup=success or ?setup=cancelled. */
export function SetupResult() {
  const [params] = useSearchParams();
  const outcome = params.get('setup');
  if (outcome === 'success') return <SuccessResult />;
  if (outcome === 'cancelled') {
    return <Alert type="warning" showIcon title="Payment setup cancelled" description="No payment method was added. Your free trial continues as before." />;
  }
  return null;
}
