import { Card } from '@blockbeat/ui';
import { PREMIUM_FEATURES, PRICE_LINE } from '../../../shared/premiumFeatures';

/** The one plan (SCREENS.md "Subscription"); checkout arrives with the billing issue. */
export function PlanCard() {
  return (
    <Card title="BlockBeat Pro">
      <ul className="feature-list">
        {PREMIUM_FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p>{PRICE_LINE}</p>
      <p className="muted-text">
        Subscribing will take you to our payment provider’s secure checkout. That step is not available yet; it arrives in a later
        update.
      </p>
    </Card>
  );
}
