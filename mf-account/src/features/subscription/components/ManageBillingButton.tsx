import { serviceMessageOf, statusOf, useActionErrorHandler } from '@blockbeat/shell-sdk';
import { Alert, Button } from '@blockbeat/ui';
import { needsExplaining } from '../../../shared/actionErrors';
import { useOpenBillingPortal } from '../api/openBillingPortal';

export const NO_BILLING_ACCOUNT_TEXT = 'There is no billing account to manage yet: subscribe first, then manage billing here.';

function explain(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return serviceMessageOf(error, NO_BILLING_ACCOUNT_TEXT);
  return 'Billing management could not be opened. Please try again.';
}

/** The payment provider's customer portal: card, invoices, cancellation. */
export function ManageBillingButton({ disabled }: { disabled?: boolean }) {
  const portal = useOpenBillingPortal();
  const handleActionError = useActionErrorHandler();
  // Once the portal's address is known the browser is leaving: keep the button busy until it has.
  const busy = portal.isPending || portal.isSuccess;
  const failure = portal.isError && needsExplaining(portal.error) ? explain(portal.error) : null;
  return (
    <>
      <Button
        onClick={() => portal.mutate(undefined, { onError: (error) => void handleActionError(error) })}
        loading={busy}
        disabled={disabled}
      >
        Manage billing
      </Button>
      {failure && <Alert className="inline-alert" type={statusOf(portal.error) === 409 ? 'info' : 'error'} showIcon title={failure} />}
    </>
  );
}
