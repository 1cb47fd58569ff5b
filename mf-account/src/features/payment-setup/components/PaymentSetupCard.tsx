import { serviceMessageOf, statusOf, useActionErrorHandler, useSubscription } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, Skeleton } from '@blockbeat/ui';
import { Link } from 'react-router-dom';
import { needsExplaining } from '../../../shared/actionErrors';
import { PRICE_LINE } from '../../../shared/premiumFeatures';
import { useStartPaymentSetup } from '../api/startPaymentSetup';

export const SETUP_NOT_CONFIGURED_TEXT =
  'Payments are not configured on this server, so a payment method cannot be added here. Your free trial works as usual.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

function explain(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return serviceMessageOf(error, 'A payment method cannot be added right now.');
  return 'The payment setup could not be opened. Please try again.';
}

/**
 * During the trial: add a payment method so billing starts when the trial ends, not before
 * (docs/product.md#subscription-payment-setup-and-paywall). Anyone else is pointed where they can act.
 */
export function PaymentSetupCard() {
  const { data, isPending } = useSubscription();
  const setup = useStartPaymentSetup();
  const handleActionError = useActionErrorHandler();
  if (isPending || !data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  const onTrial = data.subscriptionStatus === 'trial' && data.trialDaysLeft > 0 && !data.admin;
  if (!onTrial || !data.noSubscription) {
    return (
      <Card>
        {data.admin ? (
          <p>As an admin you have every Pro feature; there is nothing to pay.</p>
        ) : !data.noSubscription ? (
          <p>
            A payment method is already on file. To change it, use Manage billing on your <Link to="/account">account</Link>.
          </p>
        ) : (
          <p>
            Your free trial has ended, so there is nothing to defer: <Link to="/subscription">subscribe to BlockBeat Pro</Link> to
            continue.
          </p>
        )}
      </Card>
    );
  }
  const failure = setup.isError && needsExplaining(setup.error) ? explain(setup.error) : null;
  const trialEnd = formatDate(data.trialEndsAt);
  return (
    <Card>
      <p>
        Add a payment method now and BlockBeat Pro continues without interruption when your free trial ends
        {trialEnd ? ` on ${trialEnd}` : ''}. You will not be charged before then.
      </p>
      <p className="muted-text">{PRICE_LINE}</p>
      <Button
        type="primary"
        size="large"
        disabled={!data.paymentsConfigured}
        loading={setup.isPending || setup.isSuccess}
        onClick={() => setup.mutate(undefined, { onError: (error) => void handleActionError(error) })}
      >
        Add Payment Method
      </Button>
      {!data.paymentsConfigured && <p className="muted-text hint">{SETUP_NOT_CONFIGURED_TEXT}</p>}
      {failure && <Alert className="inline-alert" type="error" showIcon title={failure} />}
    </Card>
  );
}
