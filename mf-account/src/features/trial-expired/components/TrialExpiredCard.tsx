import { Button, Card } from '@blockbeat/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICE_LINE } from '../../../shared/premiumFeatures';

export const TRIAL_EXPIRED_TITLE = 'Trial Expired';
export const TRIAL_EXPIRED_TEXT =
  'Your trial has ended. Subscribe to continue creating unlimited workouts with advanced music integration and premium features.';

/** PRODUCT.md §2 "Expired trial". The screen that shows it decides when (expired, not admin). */
export function TrialExpiredCard() {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Card className="trial-expired-card">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="card-heading">
          {TRIAL_EXPIRED_TITLE}
        </h2>
        <p>{TRIAL_EXPIRED_TEXT}</p>
        <Button type="primary" size="large" onClick={() => navigate('/subscription')}>
          Subscribe Now
        </Button>
        <p className="muted-text price-line">{PRICE_LINE}</p>
      </section>
    </Card>
  );
}
