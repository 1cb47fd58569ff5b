import { expiryReason, type ExpiryReason } from '@blockbeat/contracts';
import { useSubscription } from '@blockbeat/shell-sdk';
import { Button, Card } from '@blockbeat/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICE_LINE } from '../../../shared/premiumFeatures';

const COPY: Record<ExpiryReason, { title: string; text: string }> = {
  trial: {
    title: 'Trial Expired',
    text: 'Your trial has ended. Subscribe to continue creating unlimited workouts with advanced music integration and premium features.',
  },
  ended: {
    title: 'Subscription Ended',
    text: 'Your BlockBeat Pro subscription has ended. Subscribe again to continue creating unlimited workouts with advanced music integration and premium features.',
  },
  unpaid: {
    title: 'Payment Overdue',
    text: 'Your last payment did not go through. Update your payment method with Manage billing to continue creating workouts with BlockBeat Pro.',
  },
};

/**
 * docs/product.md#trial-notices "Expired trial", worded for why access ended: the spec's text for a trial, the
 * subscription's end for a former subscriber, the failed payment for one whose card was refused
 * (no Subscribe Now then: the subscription is still there, Manage billing puts it right). The
 * screen that shows it decides when (expired, not admin).
 */
export function TrialExpiredCard() {
  const navigate = useNavigate();
  const titleId = useId();
  const { data } = useSubscription();
  const reason = expiryReason(data?.subscriptionStatus ?? 'trial');
  const { title, text } = COPY[reason];
  return (
    <Card className="trial-expired-card">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="card-heading">
          {title}
        </h2>
        <p>{text}</p>
        {reason !== 'unpaid' && (
          <>
            <Button type="primary" size="large" onClick={() => navigate('/subscription')}>
              Subscribe Now
            </Button>
            <p className="muted-text price-line">{PRICE_LINE}</p>
          </>
        )}
      </section>
    </Card>
  );
}
