import { TICKET_STATUS_LABELS, type TicketStatus as Status } from '@blockbeat/contracts';

/** The status in words, with a coloured dot that only repeats them. */
export function TicketStatus({ status }: { status: Status }) {
  return (
    <span className="ticket-status" data-status={status}>
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
