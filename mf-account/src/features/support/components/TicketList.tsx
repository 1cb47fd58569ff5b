import { TICKET_CATEGORY_LABELS, type TicketSummary } from '@blockbeat/contracts';
import { Button, Card, LoadFailed, Skeleton } from '@blockbeat/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useTickets } from '../api/getTickets';
import { formatDateTime } from '../model/dates';
import { NEW_TICKET_PATH, ticketPath } from '../model/paths';
import { TicketStatus } from './TicketStatus';

const SKELETON_ROWS = 3;

function NewTicketButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(NEW_TICKET_PATH)}>
      New ticket
    </Button>
  );
}

function TicketRow({ ticket }: { ticket: TicketSummary }) {
  return (
    <li className="ticket-row" data-unread={ticket.unread ? 'true' : undefined}>
      <div className="ticket-row-main">
        {ticket.unread && <span className="unread-dot" aria-hidden="true" />}
        <Link to={ticketPath(ticket.id)} className="ticket-subject">
          {ticket.subject}
          {ticket.unread && <span className="visually-hidden"> (new reply)</span>}
        </Link>
      </div>
      <dl className="ticket-meta">
        <div>
          <dt>Category</dt>
          <dd>{TICKET_CATEGORY_LABELS[ticket.category]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <TicketStatus status={ticket.status} />
          </dd>
        </div>
        <div>
          <dt>Last update</dt>
          <dd>
            <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

function TicketsBody() {
  const tickets = useTickets();
  if (tickets.isPending) {
    return (
      <ul className="ticket-list" aria-busy="true" aria-label="Loading your tickets">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="ticket-row" data-testid="ticket-skeleton">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '90%' }} />
          </li>
        ))}
      </ul>
    );
  }
  if (tickets.isError) {
    return (
      <LoadFailed title="Your tickets could not be loaded." onRetry={() => void tickets.refetch()} />
    );
  }
  if (tickets.data.length === 0) {
    return (
      <div className="support-empty">
        <h3 className="list-heading">No tickets yet</h3>
        <p className="muted-text">When something is not working or you have a question, open a ticket and we will answer here and by e-mail.</p>
        <NewTicketButton />
      </div>
    );
  }
  return (
    <ul className="ticket-list" aria-label="Your tickets">
      {tickets.data.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

/** /support: the user's tickets, newest activity first, with a way to open a new one. */
export function TicketList() {
  return (
    <div className="stack narrow-page">
      <div className="support-heading">
        <h1 className="page-title">Support</h1>
        <NewTicketButton />
      </div>
      <p className="muted-text support-intro">Ask us anything about BlockBeat. Our team answers here and by e-mail.</p>
      <Card title="Your tickets">
        <TicketsBody />
      </Card>
    </div>
  );
}
