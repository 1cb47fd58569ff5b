import { Card } from '@blockbeat/ui';

/** What /payment-setup will do (SCREENS.md "Subscription"). */
export function PaymentSetupIntro() {
  return (
    <Card>
      <p>
        Add a payment method during your trial so that BlockBeat Pro continues without interruption. You will not be charged
        before your trial ends.
      </p>
      <p className="muted-text">Adding a payment method is not available yet; it arrives in a later update.</p>
    </Card>
  );
}
