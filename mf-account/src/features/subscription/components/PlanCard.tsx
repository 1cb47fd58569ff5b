import { PRICE_PER_MONTH_USD } from '@blockbeat/contracts';
import { serviceMessageOf, statusOf, useActionErrorHandler, useSubscription } from '@blockbeat/shell-sdk';
import { Alert, Button, Card } from '@blockbeat/ui';
import { Link } from 'react-router-dom';
import { needsExplaining } from '../../../shared/actionErrors';
import { PREMIUM_FEATURES } from '../../../shared/premiumFeatures';
import { useStartCheckout } from '../api/startCheckout';
import { isSubscribed } from '../model/subscriptionSummary';

const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server, so subscribing is not available here.';

/** Without payments, a running trial goes on as before; an expired user is told where to turn instead. */
function PaymentsNotConfigured({ expired }: { expired: boolean }) {
  return (
    <p className="muted-text hint">
      {PAYMENTS_NOT_CONFIGURED}{' '}
      {expired ? (
        <>
          To use BlockBeat Pro again, <Link to="/support">contact support</Link>.
        </>
      ) : (
        'Your free trial works as usual.'
      )}
    </p>
  );
}

function explain(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return serviceMessageOf(error, 'Subscribing is not possible right now.');
  return 'The checkout could not be opened. Please try again.';
}

/** The one plan (docs/product.md#subscription-payment-setup-and-paywall): Subscribe goes to the payment provider's hosted checkout. */
export function PlanCard() {
  const { data } = useSubscription();
  const checkout = useStartCheckout();
  const handleActionError = useActionErrorHandler();
  const configured = data?.paymentsConfigured ?? true;
  const subscribed = data ? isSubscribed(data) || data.admin : false;
  const failure = checkout.isError && needsExplaining(checkout.error) ? explain(checkout.error) : null;
  return (
    <Card title="BlockBeat Pro">
      <p className="plan-price">
        <span className="plan-amount">${PRICE_PER_MONTH_USD}</span> per month
      </p>
      <p className="muted-text">Cancel any time. New accounts start with a 14-day free trial, no payment details needed.</p>
      <h3 className="list-heading">Premium features</h3>
      <ul className="feature-list">
        {PREMIUM_FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {subscribed ? (
        <p>
          {data?.admin ? 'As an admin you have every Pro feature.' : 'You are subscribed to BlockBeat Pro.'}{' '}
          {!data?.admin && <Link to="/account">Manage billing from your account.</Link>}
        </p>
      ) : (
        <>
          <Button
            type="primary"
            size="large"
            disabled={!configured || !data}
            loading={checkout.isPending || checkout.isSuccess}
            onClick={() => checkout.mutate(undefined, { onError: (error) => void handleActionError(error) })}
          >
            Subscribe
          </Button>
          {!configured && <PaymentsNotConfigured expired={data?.isExpired ?? false} />}
          {failure && <Alert className="inline-alert" type="error" showIcon title={failure} />}
        </>
      )}
    </Card>
  );
}
