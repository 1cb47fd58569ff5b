import type { SubscriptionInfo } from '@blockbeat/shell-sdk';
import { Alert } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { useStatusUntil } from '../../../shared/useStatusUntil';
import { isSubscribed } from '../model/subscriptionSummary';

const confirmed = (s: SubscriptionInfo) => isSubscribed(s) && s.subscriptionStatus !== 'incomplete';

function SuccessResult() {
  const status = useStatusUntil(confirmed);
  return status && confirmed(status) ? (
    <Alert type="success" showIcon title="Thanks for subscribing!" description="Your BlockBeat Pro subscription is active." />
  ) : (
    <Alert
      type="info"
      showIcon
      title="Thanks for subscribing!"
      description="Your payment is being confirmed. BlockBeat Pro unlocks as soon as it is, usually within a few seconds."
    />
  );
}

/** Where Checkout sends the browser back: /subscription?checkout=success or ?checkout=cancelled. */
export function CheckoutResult() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  if (outcome === 'success') return <SuccessResult />;
  if (outcome === 'cancelled') {
    return <Alert type="warning" showIcon title="Checkout cancelled" description="You have not been charged. You can subscribe whenever you are ready." />;
  }
  return null;
}
