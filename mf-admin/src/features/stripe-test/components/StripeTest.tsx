import { Alert, Button, Card, LoadFailed } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { LoadingCard } from '../../../shared/LoadState';
import { useStripeStatus } from '../api/getStripeStatus';
import { allConfigured } from '../model/settings';
import { StripeSettings } from './StripeSettings';
import './stripe-test.css';
import { TestCheckoutButton } from './TestCheckoutButton';
import { WebhookEvents } from './WebhookEvents';

/** Stripe's return from a test checkout (?checkout=success or cancelled). */
function CheckoutReturn() {
  const outcome = useSearchParams()[0].get('checkout');
  if (outcome === 'success') {
    return <Alert type="success" showIcon title="The test checkout went through. Its webhook events appear below within a few seconds: press Check again." />;
  }
  if (outcome === 'cancelled') return <Alert type="info" showIcon title="The test checkout was cancelled; nothing was charged." />;
  return null;
}

/** /admin/stripe-test: billing's payment settings, a live call to Stripe, the latest webhook events and a test checkout. */
export function StripeTest() {
  const status = useStripeStatus();
  const again = (
    <Button onClick={() => void status.refetch()} loading={status.isFetching}>
      Check again
    </Button>
  );

  if (status.isPending) {
    return (
      <Card title="Stripe test">
        <LoadingCard label="Checking Stripe..." rows={6} />
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card title="Stripe test">
        <LoadFailed title="The payment status could not be loaded." onRetry={() => void status.refetch()} />
      </Card>
    );
  }
  return (
    <div className="stripe-page">
      <CheckoutReturn />
      <Card title="Payment configuration" extra={again}>
        <StripeSettings status={status.data} />
      </Card>
      <Card title="Test checkout">
        <TestCheckoutButton ready={allConfigured(status.data)} />
      </Card>
      <Card title="Latest webhook events">
        <WebhookEvents events={status.data.recentEvents} />
      </Card>
    </div>
  );
}
