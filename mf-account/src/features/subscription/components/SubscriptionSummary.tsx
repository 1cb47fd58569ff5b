import { useSubscription } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, Skeleton } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';

const STATUS_LABELS: Record<string, string> = {
  trial: 'Free trial',
  trialing: 'Free trial',
  active: 'Active',
  admin: 'Admin',
  incomplete: 'Payment pending',
  incomplete_expired: 'Payment failed',
  canceled: 'Cancelled',
  past_due: 'Payment overdue',
  expired: 'Expired',
  none: 'No subscription',
};

export function SubscriptionSummary() {
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
    return <Alert type="error" showIcon title="Could not load your subscription" action={<Button onClick={() => void refetch()}>Try again</Button>} />;
  }
  const onTrial = data.subscriptionStatus === 'trial' || data.subscriptionStatus === 'trialing';
  return (
    <Card title="Subscription">
      {data.isExpired && (
        <Alert
          type="warning"
          showIcon
          title="Your access has ended"
          description="Subscribe to keep creating and editing workouts. Your workouts are safe."
          style={{ marginBottom: 16 }}
        />
      )}
      <dl className="definition">
        <dt>Plan</dt>
        <dd>BlockBeat Pro</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[data.subscriptionStatus] ?? data.subscriptionStatus}</dd>
        {onTrial && (
          <>
            <dt>Trial days left</dt>
            <dd>{data.trialDaysLeft}</dd>
          </>
        )}
      </dl>
      {!data.admin && (
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <Button type="primary" onClick={() => navigate('/subscription')}>
            {data.isExpired ? 'Subscribe Now' : 'Manage subscription'}
          </Button>
        </p>
      )}
    </Card>
  );
}
