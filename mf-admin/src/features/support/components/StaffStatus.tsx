import type { TicketStatus } from '@blockbeat/contracts';
import { STAFF_STATUS_LABELS } from '../model/labels';

/** The status in words, with a coloured dot that only repeats them. */
export function StaffStatus({ status }: { status: TicketStatus }) {
  return (
    <span className="staff-status" data-status={status}>
      {STAFF_STATUS_LABELS[status]}
    </span>
  );
}
