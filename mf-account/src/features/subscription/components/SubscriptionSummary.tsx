import { useSubscription } from '@blockbeat/shell-sdk';
import { Button, Card, Flex, LoadFailed, Skeleton } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';
import { AMOUNT_TEXT, canAddPaymentMethod, formatDate, isSubscribed, nextBillingDate, statusInWords } from '../model/subscriptionSummary';
import { ManageBillingButton } from './ManageBillingButton';

export const PAYMENTS_OFF_TEXT = 'Payments are not configured on this server, so billing cannot be managed here.';

/** Status in words, trial days left, and for subscribers the next billing date and amount. */
export function SubscriptionSummary({ actions = false }: { actions?: boolean }) {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useSubscription();
  if (isPending) {
    return (
      <Card title="Subscription">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (isError || !data) {
    return <LoadFailed title="Could not load your subscription" onRetry={() => void refetch()} retryLabel="Try again" />;
  }
  const onTrial = (data.subscriptionStatus === 'trial' || data.subscriptionStatus === 'trialing') && !data.isExpired;
  const subscribed = isSubscribed(data);
  const nextBilling = nextBillingDate(data);
  const endsOn = data.cancelAtPeriodEnd && data.currentPeriodEnd ? data.currentPeriodEnd : null;
  return (
    <Card title="Subscription">
      <dl className="definition">
        <dt>Plan</dt>
        <dd>BlockBeat Pro</dd>
        <dt>Status</dt>
        <dd>{statusInWords(data)}</dd>
        {onTrial && (
          <>
            <dt>Trial days left</dt>
            <dd>{data.trialDaysLeft}</dd>
          </>
        )}
        {subscribed && (
          <>
            <dt>Amount</dt>
            <dd>{AMOUNT_TEXT}</dd>
          </>
        )}
        {nextBilling && (
          <>
            <dt>Next billing date</dt>
            <dd>{formatDate(nextBilling)}</dd>
          </>
        )}
        {endsOn && (
          <>
            <dt>Ends on</dt>
            <dd>{formatDate(endsOn)}</dd>
          </>
        )}
      </dl>
      {actions && !data.admin && (
        <div className="card-footer">
          <Flex gap={8} wrap>
            {canAddPaymentMethod(data) && (
              <Button type="primary" onClick={() => navigate('/payment-setup')}>
                Add payment method
              </Button>
            )}
            <ManageBillingButton disabled={!data.paymentsConfigured} />
          </Flex>
          {!data.paymentsConfigured && <p className="muted-text hint">{PAYMENTS_OFF_TEXT}</p>}
        </div>
      )}
    </Card>
  );
}
