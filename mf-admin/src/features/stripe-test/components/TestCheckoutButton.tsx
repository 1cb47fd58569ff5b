import { serviceMessageOf, useActionErrorHandler } from '@blockbeat/shell-sdk';
import { Alert, Button } from '@blockbeat/ui';
import { useState } from 'react';
import { useCreateTestCheckout } from '../api/createTestCheckout';
import { assignLocation } from '../model/navigation';

const NOT_CREATED = 'The test checkout could not be created.';

/** Opens a Stripe Checkout page for the plan (use a test card such as 4242 4242 4242 4242); Stripe sends the admin back here. */
export function TestCheckoutButton({ ready }: { ready: boolean }) {
  const checkout = useCreateTestCheckout();
  const handleActionError = useActionErrorHandler();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      assignLocation((await checkout.mutateAsync()).url);
    } catch (err) {
      if (!handleActionError(err)) setError(serviceMessageOf(err, NOT_CREATED));
    }
  };

  return (
    <div className="stripe-checkout">
      <Button type="primary" disabled={!ready} loading={checkout.isPending || checkout.isSuccess} onClick={() => void start()}>
        Create test checkout
      </Button>
      <p className="admin-muted">
        {ready ? 'Opens Stripe Checkout for the plan. With test keys, pay with the card 4242 4242 4242 4242.' : 'Available once all three settings are set.'}
      </p>
      {error && <Alert type="error" showIcon title={error} />}
    </div>
  );
}
