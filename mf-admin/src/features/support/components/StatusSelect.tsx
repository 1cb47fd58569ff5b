import type { TicketStatus } from '@blockbeat/contracts';
import { isClientError, serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { useSetTicketStatus } from '../api/setTicketStatus';
import { STAFF_STATUS_LABELS, STATUS_OPTIONS } from '../model/labels';
import { SelectField } from '../../../shared/SelectField';

const NOT_CHANGED = 'The status could not be changed. Please try again.';

/** Changes the status as soon as another one is chosen; the select shows what the service has. */
export function StatusSelect({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const change = useSetTicketStatus(ticketId);
  const error = change.isError && !change.isPending ? (isClientError(change.error) ? serviceMessageOf(change.error, NOT_CHANGED) : NOT_CHANGED) : null;

  const choose = (next: TicketStatus) =>
    change.mutate(next, {
      onSuccess: () => toast({ title: 'Status changed', description: `The ticket is now ${STAFF_STATUS_LABELS[next].toLowerCase()}.` }),
      onError: (err) => void handleActionError(err),
    });

  return <SelectField label="Status" className="staff-status-field" value={status} options={STATUS_OPTIONS} error={error} disabled={change.isPending} onChange={choose} />;
}
