import { TICKET_CATEGORY_LABELS, type StaffTicketSummary } from '@blockbeat/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime, waitedFor } from '../model/dates';
import { staffTicketPath, type FromList } from '../model/paths';
import { StaffStatus } from './StaffStatus';

function TicketRow({ ticket, from, now }: { ticket: StaffTicketSummary; from: FromList; now: number }) {
  return (
    <tr data-unread={ticket.unread ? 'true' : undefined}>
      <td data-label="Subject">
        <span className="staff-subject">
          {ticket.unread && <span className="staff-unread-dot" aria-hidden="true" />}
          <Link to={staffTicketPath(ticket.id)} state={from}>
            {ticket.subject}
            {ticket.unread && <span className="staff-visually-hidden"> (unread)</span>}
          </Link>
        </span>
      </td>
      <td data-label="From">
        <span className="staff-user">{ticket.userEmail}</span>
        {ticket.userName && <span className="staff-muted"> {ticket.userName}</span>}
      </td>
      <td data-label="Category">{TICKET_CATEGORY_LABELS[ticket.category]}</td>
      <td data-label="Status">
        <StaffStatus status={ticket.status} />
      </td>
      <td data-label="Waiting">
        {ticket.waitingSince ? (
          <time dateTime={ticket.waitingSince} title={formatDateTime(ticket.waitingSince)}>
            {waitedFor(ticket.waitingSince, now)}
          </time>
        ) : (
          <span className="staff-muted">Not waiting</span>
        )}
      </td>
      <td data-label="Last update">
        <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
      </td>
    </tr>
  );
}

/** One page of tickets as the service ordered them (oldest waiting first); on a phone each row is a card. */
export function TicketTable({ tickets, listSearch, busy }: { tickets: StaffTicketSummary[]; listSearch: string; busy: boolean }) {
  const now = Date.now();
  return (
    <table className="staff-table" aria-busy={busy || undefined}>
      <caption className="staff-visually-hidden">Support tickets, oldest waiting first</caption>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">From</th>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col">Waiting</th>
          <th scope="col">Last update</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} from={{ listSearch }} now={now} />
        ))}
      </tbody>
    </table>
  );
}
