import { TICKET_CATEGORY_LABELS, type StaffTicketSummary } from '@blockbeat/contracts';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../shared/AdminTable';
import { formatDateTime, waitedFor } from '../model/dates';
import { staffTicketPath, type FromList } from '../model/paths';
import { StaffStatus } from './StaffStatus';

function TicketRow({ ticket, from, now }: { ticket: StaffTicketSummary; from: FromList; now: number }) {
  return (
    <tr data-unread={ticket.unread ? 'true' : undefined}>
      <td data-label="Subject" className="admin-table-title">
        <span className="staff-subject">
          {ticket.unread && <span className="staff-unread-dot" aria-hidden="true" />}
          <Link to={staffTicketPath(ticket.id)} state={from}>
            {ticket.subject}
            {ticket.unread && <span className="admin-visually-hidden"> (unread)</span>}
          </Link>
        </span>
      </td>
      <td data-label="From">
        {ticket.userEmail}
        {ticket.userName && <span className="admin-muted"> {ticket.userName}</span>}
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
          <span className="admin-muted">Not waiting</span>
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
    <AdminTable caption="Support tickets, oldest waiting first" columns={['Subject', 'From', 'Category', 'Status', 'Waiting', 'Last update']} busy={busy} className="staff-table">
      {tickets.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} from={{ listSearch }} now={now} />
      ))}
    </AdminTable>
  );
}
