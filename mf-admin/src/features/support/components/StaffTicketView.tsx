import { TICKET_CATEGORY_LABELS } from '@blockbeat/contracts';
import { isNotFoundError } from '@blockbeat/shell-sdk';
import { Card, LoadFailed } from '@blockbeat/ui';
import { Link, useLocation } from 'react-router-dom';
import { LoadingCard } from '../../../shared/LoadState';
import { useStaffTicket } from '../api/getStaffTicket';
import { formatDateTime } from '../model/dates';
import { listPath } from '../model/paths';
import { StaffReplyBox } from './StaffReplyBox';
import { StaffThread } from './StaffThread';
import { StatusSelect } from './StatusSelect';

function BackLink() {
  const { state } = useLocation();
  return (
    <Link to={listPath(state)} className="staff-back">
      ← All tickets
    </Link>
  );
}

/** /admin/support/{id}: who wrote, the thread with notes and mail outcomes, the status and the reply box. */
export function StaffTicketView({ id }: { id: string }) {
  const ticket = useStaffTicket(id);

  if (ticket.isPending) {
    return (
      <div className="staff-ticket">
        <BackLink />
        <Card>
          <LoadingCard label="Loading the ticket..." rows={5} />
        </Card>
      </div>
    );
  }
  if (ticket.data === undefined) {
    const missing = isNotFoundError(ticket.error);
    return (
      <div className="staff-ticket">
        <BackLink />
        <LoadFailed title={missing ? 'This ticket could not be found.' : 'The ticket could not be loaded.'} onRetry={missing ? undefined : () => void ticket.refetch()} />
      </div>
    );
  }

  const { data } = ticket;
  return (
    <div className="staff-ticket">
      <BackLink />
      <header className="staff-ticket-header">
        <h2 className="staff-ticket-title">{data.subject}</h2>
        <dl className="staff-meta">
          <div>
            <dt>From</dt>
            <dd>
              {data.userName ? `${data.userName} · ` : ''}
              <a href={`mailto:${data.userEmail}`}>{data.userEmail}</a>
            </dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{TICKET_CATEGORY_LABELS[data.category]}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <StatusSelect ticketId={data.id} status={data.status} />
      </header>
      <Card>
        <StaffThread ticket={data} />
      </Card>
      <Card>
        <StaffReplyBox ticket={data} />
      </Card>
    </div>
  );
}
